/**
 * One machine with everything it has (for its public page in one language, for the admin and the API in all
 * five), and the machine's own fields. The lists of machines are in machine-lists.ts.
 */
import 'server-only';

import { and, eq } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';

import type { Locale } from '@/i18n/locales';
import type { MachineCreate, MachineUpdate } from '@/schemas/machine';

import { toDecimal } from '@/schemas/measure';

import { cacheTags, invalidate } from '../cache/tags';
import { database, type Database, type Transaction } from '../db';
import { advantages, machineOptionsTable, machines, pictures, technicalCharacteristics } from '../db/schema';
import { NotFoundError } from '../errors';
import { changeItem, createItem, type Expectation, newItemStatus, trashItem } from '../history';
import { readAsDrafted } from '../publication/publish';
import { isPublished } from '../publication/visible';
import { updateTranslated } from '../translations';
import { fallbackOf, localize, localizedValues } from '../localize';
import {
  byPriority,
  nameValueFields,
  presentAdminPicture,
  presentAdvantage,
  presentCategories,
  presentNameValue,
  presentCharacteristic,
  measureOf,
  presentPicture,
} from './presenters';

const machineFields = ['name', 'description', 'metadescription'] as const;

/** One machine with its pictures, categories and items, each list by priority then id; `published` only. */
async function queryMachine(id: number, published = false, executor?: Database | Transaction) {
  const db = executor ?? (await database());
  return db.query.machines.findFirst({
    where: published ? and(eq(machines.id, id), isPublished(machines)) : eq(machines.id, id),
    with: {
      pictures: byPriority(pictures),
      categories: { with: { category: true } },
      advantages: byPriority(advantages),
      options: byPriority(machineOptionsTable),
      technicalCharacteristics: byPriority(technicalCharacteristics),
    },
  });
}

/** One machine with all its fields, in one language and in all five: for the admin and the API. */
async function readMachine(id: number, locale: Locale, executor?: Transaction) {
  const machine = await queryMachine(id, false, executor);
  if (!machine) return null;
  return {
    id: machine.id,
    /** The number of its latest revision: the REST API's ETag, and what a save in the back office is based on. */
    version: machine.version,
    /** Whether visitors see it: only the back office and an API call with a session see another one. */
    published: machine.status === 'published',
    name: localize(machine, 'name', locale),
    description: localize(machine, 'description', locale),
    metadescription: localize(machine, 'metadescription', locale),
    fallback: fallbackOf(machine, machineFields, locale),
    ...localizedValues(machine, 'name'),
    ...localizedValues(machine, 'description'),
    ...localizedValues(machine, 'metadescription'),
    /** In francs, or null: on request. */
    price: machine.price_chf === null ? null : Number(machine.price_chf),
    pictures: machine.pictures.map((picture) => presentAdminPicture(picture, locale)),
    categories: presentCategories(machine.categories, locale),
    advantages: machine.advantages.map((advantage) => presentAdvantage(advantage, locale)),
    options: machine.options.map((option) => presentNameValue(option, locale)),
    technical_characteristics: machine.technicalCharacteristics.map((item) => presentCharacteristic(item, locale)),
  };
}

export type Machine = NonNullable<Awaited<ReturnType<typeof readMachine>>>;

const readMachineCached = (id: number, locale: Locale) =>
  unstable_cache(readMachine, ['machines:one'], {
    tags: [cacheTags.machine(id), cacheTags.categories],
  })(id, locale);

/** One machine, or NotFoundError: GET /api/machine/{id}. */
export async function getMachine(id: number, locale: Locale): Promise<Machine> {
  const machine = await readMachineCached(id, locale);
  if (!machine) throw new NotFoundError('Machine');
  return machine;
}

/** One machine as its public page shows it: in the visitor's language only, none of the other four. */
async function readPublicMachine(id: number, locale: Locale, executor?: Transaction) {
  const machine = await queryMachine(id, true, executor);
  if (!machine) return null;
  const nameValue = (row: typeof machineOptionsTable.$inferSelect) => ({
    id: row.id,
    name: localize(row, 'name', locale),
    value: localize(row, 'value', locale),
    fallback: fallbackOf(row, nameValueFields, locale),
  });
  return {
    id: machine.id,
    name: localize(machine, 'name', locale),
    description: localize(machine, 'description', locale),
    metadescription: localize(machine, 'metadescription', locale),
    fallback: fallbackOf(machine, machineFields, locale),
    /** The exact amount in francs (`"12500.5"`), or null: on request. */
    price: machine.price_chf === null ? null : toDecimal(machine.price_chf),
    pictures: machine.pictures.map((picture) => presentPicture(picture, locale)),
    categories: presentCategories(machine.categories, locale),
    advantages: machine.advantages.map((row) => ({
      id: row.id,
      description: localize(row, 'description', locale),
      fallback: fallbackOf(row, ['description'], locale),
    })),
    options: machine.options.map(nameValue),
    technical_characteristics: machine.technicalCharacteristics.map((row) => ({
      ...nameValue(row),
      type: row.type_id,
      measure: measureOf(row),
    })),
  };
}

export type PublicMachine = NonNullable<Awaited<ReturnType<typeof readPublicMachine>>>;

const readPublicMachineCached = (id: number, locale: Locale) =>
  unstable_cache(readPublicMachine, ['machines:public'], {
    tags: [cacheTags.machine(id), cacheTags.categories],
  })(id, locale);

/** One machine in the visitor's language, or NotFoundError: what its public page shows. */
export async function getPublicMachine(id: number, locale: Locale): Promise<PublicMachine> {
  const machine = await readPublicMachineCached(id, locale);
  if (!machine) throw new NotFoundError('Machine');
  return machine;
}

/** The machine as it is now, bypassing the cache: what the admin edits, and what the API answers a write with. */
export async function freshMachine(id: number, locale: Locale): Promise<Machine> {
  const machine = await readMachine(id, locale);
  if (!machine) throw new NotFoundError('Machine');
  return machine;
}

/** The machine as its draft makes it (as it is when it has none), for the back office and the API: never cached. */
export async function draftMachine(id: number, locale: Locale): Promise<Machine> {
  const machine = await readAsDrafted('machine', id, (tx) => readMachine(id, locale, tx));
  if (!machine) throw new NotFoundError('Machine');
  return machine;
}

/** The machine's public page as its draft would make it once published: a preview. Never cached. */
export async function previewMachine(id: number, locale: Locale): Promise<PublicMachine> {
  const machine = await readAsDrafted('machine', id, (tx) => readPublicMachine(id, locale, tx));
  if (!machine) throw new NotFoundError('Machine');
  return machine;
}

/** Throws NotFoundError unless machine `id` exists: sub-resources check their parent first. */
export async function assertMachineExists(id: number): Promise<void> {
  const db = await database();
  const [row] = await db.select({ id: machines.id }).from(machines).where(eq(machines.id, id));
  if (!row) throw new NotFoundError('Machine');
}

/** Expires what shows machine `id`: the lists and its page. */
export function machineChanged(id: number): void {
  invalidate(cacheTags.machines, cacheTags.machine(id));
}

/** The columns of a machine's write: the API's `price` is the column `price_chf`. */
function machineColumns<T extends { price?: string | null }>({ price, ...rest }: T) {
  return { ...rest, ...(price !== undefined && { price_chf: price }) };
}

export async function createMachine(input: MachineCreate): Promise<{ id: number }> {
  const row = await createItem('machine', async (tx) => {
    const [created] = await tx
      .insert(machines)
      .values({ ...machineColumns(input), status: newItemStatus() })
      .returning({ id: machines.id });
    return created!;
  });
  // Its page too: a visit before it existed left a cached not-found page under its id.
  machineChanged(row.id);
  return row;
}

/** Saves the machine's own fields; one revision. `expect`: the version the change is based on (history/revisions). */
export async function updateMachine(id: number, changes: MachineUpdate, expect?: Expectation): Promise<number> {
  const saved = await changeItem('machine', id, { sections: ['fields'], expect }, (tx, item) =>
    updateTranslated('machine', eq(machines.id, id), machineColumns(changes), tx, item),
  );
  machineChanged(id);
  return saved.version;
}

/** Moves the machine, with everything that belongs to it, to the trash; its files stay until it is erased. */
export async function deleteMachine(id: number, expect?: Expectation): Promise<void> {
  await trashItem('machine', id, expect);
  machineChanged(id);
}

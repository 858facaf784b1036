/**
 * Machines of the catalogue: the list, one machine with everything it has (for its public page in one language,
 * for the admin and the API in all five), and the machine's own fields.
 */
import 'server-only';

import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { unstable_cache } from 'next/cache';

import { type Locale, locales } from '@/i18n/locales';
import type { MachineCreate, MachineUpdate } from '@/schemas/machine';
import type { ListRange } from '@/schemas/paging';

import { cacheTags, invalidate } from '../cache/tags';
import { database } from '../db';
import { latestChange } from '../db/latest-change';
import { allWrittenIn, fieldColumns, type PageEntry, writtenColumns, writtenLanguages } from '../db/written';
import {
  advantages,
  machineCategories,
  machineOptionsTable,
  machines,
  pictures,
  technicalCharacteristics,
} from '../db/schema';
import { NotFoundError } from '../errors';
import { updateTranslated } from '../translations';
import { type Fallback, fallbackOf, localize, localizedValues } from '../localize';
import { mediaUrl, removeFiles } from '../media/storage';
import { containsWords, type Page, pageOf, pageWindow } from '../paging';

type PictureRow = typeof pictures.$inferSelect;
type CategoryRow = { category: { id: number; priority: number } & Parameters<typeof localize<'name'>>[0] };

export interface PublicPicture {
  id: number;
  url: string;
  /** The mime type; a video's starts with `video/`. */
  type: string;
  /** Alt text in the visitor's language. */
  description: string;
  width: number | null;
  height: number | null;
  /** The alt text's language when it is not the visitor's (blank in theirs). */
  fallback: Fallback<'description'>;
}

/** A category as a machine shows it: its name in the visitor's language, or the language it falls back to. */
export interface MachineCategory {
  id: number;
  name: string;
  fallback: Fallback<'name'>;
}

export interface MachineSummary {
  id: number;
  name: string;
  /** The name's language when it is not the visitor's. */
  fallback: Fallback<'name'>;
  pictures: PublicPicture[];
  categories: MachineCategory[];
}

export function presentPicture(picture: PictureRow, locale: Locale): PublicPicture {
  return {
    id: picture.id,
    url: mediaUrl(picture.storage_key),
    type: picture.mime_type,
    description: localize(picture, 'description', locale),
    width: picture.width,
    height: picture.height,
    fallback: fallbackOf(picture, ['description'], locale),
  };
}

/** A picture for the admin and the API: as the public sees it, with its alt text in all five languages. */
export function presentAdminPicture(picture: PictureRow, locale: Locale) {
  return { ...presentPicture(picture, locale), ...localizedValues(picture, 'description'), priority: picture.priority };
}

function presentCategories(links: CategoryRow[], locale: Locale): MachineCategory[] {
  return links
    .map(({ category }) => category)
    .sort((a, b) => a.priority - b.priority || a.id - b.id)
    .map((category) => ({
      id: category.id,
      name: localize(category, 'name', locale),
      fallback: fallbackOf(category, ['name'], locale),
    }));
}

export function presentAdvantage(row: typeof advantages.$inferSelect, locale: Locale) {
  return {
    id: row.id,
    description: localize(row, 'description', locale),
    fallback: fallbackOf(row, ['description'], locale),
    ...localizedValues(row, 'description'),
    priority: row.priority,
  };
}

const nameValueFields = ['name', 'value'] as const;
const machineFields = ['name', 'description', 'metadescription'] as const;

/** An option or a technical characteristic: a name and a value. */
export function presentNameValue(row: typeof machineOptionsTable.$inferSelect, locale: Locale) {
  return {
    id: row.id,
    name: localize(row, 'name', locale),
    value: localize(row, 'value', locale),
    fallback: fallbackOf(row, nameValueFields, locale),
    ...localizedValues(row, 'name'),
    ...localizedValues(row, 'value'),
    priority: row.priority,
  };
}

const byPriority = (table: { priority: AnyPgColumn; id: AnyPgColumn }) => ({
  orderBy: [asc(table.priority), asc(table.id)],
});

/** Machines with their pictures and categories, by id, in one query: all of them, or the `range` asked for. */
async function readMachineSummaries(locale: Locale, range: ListRange = {}): Promise<MachineSummary[]> {
  const db = await database();
  const rows = await db.query.machines.findMany({
    orderBy: [asc(machines.id)],
    limit: range.limit,
    offset: range.offset,
    with: { pictures: byPriority(pictures), categories: { with: { category: true } } },
  });
  return rows.map((machine) => ({
    id: machine.id,
    name: localize(machine, 'name', locale),
    fallback: fallbackOf(machine, ['name'], locale),
    pictures: machine.pictures.map((picture) => presentPicture(picture, locale)),
    categories: presentCategories(machine.categories, locale),
  }));
}

/** Every machine (or `range` of them, by id) with its pictures and categories: GET /api/machine, the home page. */
export const listMachines = unstable_cache(readMachineSummaries, ['machines:summaries'], {
  tags: [cacheTags.machines, cacheTags.categories],
});

const nameColumns = Object.fromEntries(locales.map((locale) => [`name_${locale}`, true])) as Record<
  `name_${Locale}`,
  true
>;

export interface MachineListQuery {
  /** Only the machines of this category. */
  categoryId?: number;
  /** Only the machines whose name, in any language, contains these words (case and accents aside). */
  search?: string;
  /** The newest first (the admin's list, where a machine just added shows on top), instead of the oldest. */
  newestFirst?: boolean;
  page: number;
  pageSize: number;
}

/**
 * One page of machines by id (oldest or newest first), each with its first picture and its categories, and how many there are: two
 * queries whatever the page's size (the machines with their first picture and categories, and the count).
 */
async function readMachinePage(locale: Locale, query: MachineListQuery): Promise<Page<MachineSummary>> {
  const db = await database();
  const conditions: SQL[] = [];
  if (query.categoryId !== undefined) {
    const inCategory = db
      .select({ id: machineCategories.machine_id })
      .from(machineCategories)
      .where(eq(machineCategories.category_id, query.categoryId));
    conditions.push(inArray(machines.id, inCategory));
  }
  if (query.search)
    conditions.push(
      containsWords(
        locales.map((locale) => machines[`name_${locale}`]),
        query.search,
      ),
    );
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db.query.machines.findMany({
      columns: { id: true, ...nameColumns },
      where,
      orderBy: [query.newestFirst ? desc(machines.id) : asc(machines.id)],
      ...pageWindow(query.page, query.pageSize),
      with: { pictures: { ...byPriority(pictures), limit: 1 }, categories: { with: { category: true } } },
    }),
    db.select({ total: count() }).from(machines).where(where),
  ]);
  const items = rows.map((machine) => ({
    id: machine.id,
    name: localize(machine, 'name', locale),
    fallback: fallbackOf(machine, ['name'], locale),
    pictures: machine.pictures.map((picture) => presentPicture(picture, locale)),
    categories: presentCategories(machine.categories, locale),
  }));
  return pageOf(items, counted?.total ?? 0, query.page, query.pageSize);
}

/** One page of the catalogue: the public listing (by category) and the admin list (by name). */
export const listMachinePage = unstable_cache(readMachinePage, ['machines:page'], {
  tags: [cacheTags.machines, cacheTags.categories],
});

/** How many machines each category has (a category without any is left out), and how many there are in all. */
async function readMachineCounts(): Promise<{ total: number; byCategory: Record<number, number> }> {
  const db = await database();
  const [perCategory, [all]] = await Promise.all([
    db
      .select({ categoryId: machineCategories.category_id, machines: count() })
      .from(machineCategories)
      .groupBy(machineCategories.category_id),
    db.select({ total: count() }).from(machines),
  ]);
  return {
    total: all?.total ?? 0,
    byCategory: Object.fromEntries(perCategory.map((row) => [row.categoryId, row.machines])),
  };
}

/** The counts of the listing's category filter. */
export const countMachines = unstable_cache(readMachineCounts, ['machines:counts'], {
  tags: [cacheTags.machines, cacheTags.categories],
});

/** A machine's main text: what makes its page one of a language. A field blank in all five does not count. */
const mainText = [fieldColumns(machines, 'name'), fieldColumns(machines, 'description')];

/**
 * Each machine's page entry: the latest change of its row or of anything it shows (pictures, categories,
 * advantages, options, technical characteristics; a part removed leaves no date behind), and the languages its
 * main text is written in. One query.
 */
async function readMachineIndex(): Promise<PageEntry[]> {
  const db = await database();
  const part = (
    table: typeof pictures | typeof advantages | typeof machineOptionsTable | typeof technicalCharacteristics,
  ) => ({
    table,
    ownerId: table.machine_id,
    changedAt: table.updated_at,
  });
  const latest = latestChange({ table: machines, id: machines.id, changedAt: machines.updated_at }, [
    part(pictures),
    part(advantages),
    part(machineOptionsTable),
    part(technicalCharacteristics),
    // A category link is added or removed, never edited.
    { table: machineCategories, ownerId: machineCategories.machine_id, changedAt: machineCategories.created_at },
  ]);
  const rows = await db
    .select({
      id: machines.id,
      updatedAt: latest,
      ...writtenColumns((locale) => allWrittenIn(machines, mainText, locale)),
    })
    .from(machines)
    .orderBy(asc(machines.id));
  // Strings, not Dates: cached entries are stored as JSON.
  return rows.map((row) => ({ id: row.id, updatedAt: row.updatedAt.toISOString(), languages: writtenLanguages(row) }));
}

/**
 * Every machine's id, last change and languages, for the sitemap and the machine pages' language links; expired
 * with the machine lists.
 */
export const listMachineIndex = unstable_cache(readMachineIndex, ['machines:index'], { tags: [cacheTags.machines] });

/** One machine with its pictures, categories and items, each list by priority then id. */
async function queryMachine(id: number) {
  const db = await database();
  return db.query.machines.findFirst({
    where: eq(machines.id, id),
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
async function readMachine(id: number, locale: Locale) {
  const machine = await queryMachine(id);
  if (!machine) return null;
  return {
    id: machine.id,
    name: localize(machine, 'name', locale),
    description: localize(machine, 'description', locale),
    metadescription: localize(machine, 'metadescription', locale),
    fallback: fallbackOf(machine, machineFields, locale),
    ...localizedValues(machine, 'name'),
    ...localizedValues(machine, 'description'),
    ...localizedValues(machine, 'metadescription'),
    pictures: machine.pictures.map((picture) => presentAdminPicture(picture, locale)),
    categories: presentCategories(machine.categories, locale),
    advantages: machine.advantages.map((advantage) => presentAdvantage(advantage, locale)),
    options: machine.options.map((option) => presentNameValue(option, locale)),
    technical_characteristics: machine.technicalCharacteristics.map((item) => presentNameValue(item, locale)),
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
async function readPublicMachine(id: number, locale: Locale) {
  const machine = await queryMachine(id);
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
    pictures: machine.pictures.map((picture) => presentPicture(picture, locale)),
    categories: presentCategories(machine.categories, locale),
    advantages: machine.advantages.map((row) => ({
      id: row.id,
      description: localize(row, 'description', locale),
      fallback: fallbackOf(row, ['description'], locale),
    })),
    options: machine.options.map(nameValue),
    technical_characteristics: machine.technicalCharacteristics.map(nameValue),
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

export async function createMachine(input: MachineCreate): Promise<{ id: number }> {
  const db = await database();
  const [row] = await db.insert(machines).values(input).returning({ id: machines.id });
  // Its page too: a visit before it existed left a cached not-found page under its id.
  machineChanged(row!.id);
  return row!;
}

export async function updateMachine(id: number, changes: MachineUpdate): Promise<void> {
  if (!(await updateTranslated('machine', eq(machines.id, id), changes))) throw new NotFoundError('Machine');
  machineChanged(id);
}

/** Deletes the machine, everything that belongs to it, and its files. */
export async function deleteMachine(id: number): Promise<void> {
  const db = await database();
  const files = await db.select({ key: pictures.storage_key }).from(pictures).where(eq(pictures.machine_id, id));
  const deleted = await db.delete(machines).where(eq(machines.id, id)).returning({ id: machines.id });
  if (deleted.length === 0) throw new NotFoundError('Machine');
  machineChanged(id);
  await removeFiles(files.map((file) => file.key));
}

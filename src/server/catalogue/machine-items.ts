/**
 * What belongs to a machine besides its pictures: its categories, advantages, options and technical
 * characteristics. Every item is reached through its machine: an item of another machine is "not found".
 */
import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { Locale } from '@/i18n/locales';
import {
  type MachineItemCreate,
  type MachineItemKind,
  machineItemKinds,
  type MachineItemUpdate,
} from '@/schemas/machine';

import { database } from '../db';
import { nextPriority, setPriorities } from '../db/priority';
import { advantages, categories, machineCategories, machineOptionsTable, technicalCharacteristics } from '../db/schema';
import { NotFoundError } from '../errors';
import { type TranslatableKind, updateTranslated } from '../translations';
import { characteristicColumns, type KeptCharacteristic } from './characteristic-types';
import { assertMachineExists, machineChanged } from './machines';
import { presentAdvantage, presentCharacteristic, presentNameValue } from './presenters';

export async function addMachineCategory(machineId: number, categoryId: number): Promise<void> {
  await assertMachineExists(machineId);
  const db = await database();
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!category) throw new NotFoundError('Category');
  // Adding a category the machine already has changes nothing.
  await db.insert(machineCategories).values({ machine_id: machineId, category_id: categoryId }).onConflictDoNothing();
  machineChanged(machineId);
}

export async function removeMachineCategory(machineId: number, categoryId: number): Promise<void> {
  await assertMachineExists(machineId);
  const db = await database();
  const removed = await db
    .delete(machineCategories)
    .where(and(eq(machineCategories.machine_id, machineId), eq(machineCategories.category_id, categoryId)))
    .returning({ id: machineCategories.category_id });
  if (removed.length === 0) throw new NotFoundError('Category of this machine');
  machineChanged(machineId);
}

/** The table of each kind of item; options and technical characteristics have the same columns. */
const itemTables = {
  advantages,
  options: machineOptionsTable,
  technicalCharacteristics,
} satisfies Record<MachineItemKind, unknown>;

type ItemTable = (typeof itemTables)[MachineItemKind];

/** How the translation overview names each kind of item. */
const translationKinds = {
  advantages: 'advantage',
  options: 'option',
  technicalCharacteristics: 'characteristic',
} as const satisfies Record<MachineItemKind, TranslatableKind>;

const ofMachine = (table: ItemTable, machineId: number, itemId: number) =>
  and(eq(table.id, itemId), eq(table.machine_id, machineId));

/** Add, edit, delete and reorder for the items of one kind. */
export interface MachineItems<K extends MachineItemKind> {
  /** Adds an item to the machine, last unless `input` gives a priority. */
  add(machineId: number, input: MachineItemCreate<K>): Promise<{ id: number }>;
  update(machineId: number, itemId: number, changes: MachineItemUpdate<K>): Promise<void>;
  remove(machineId: number, itemId: number): Promise<void>;
  /** Puts the machine's items in the order of `orderedIds` (priorities 0..n-1); an id of another machine is NotFound. */
  reorder(machineId: number, orderedIds: number[]): Promise<void>;
}

/**
 * The columns an add or an edit writes: the input as it is, but for a technical characteristic's type and measure,
 * which write its names and values too (`characteristicColumns`).
 */
async function columnsOf(kind: MachineItemKind, input: object, kept?: KeptCharacteristic) {
  return kind === 'technicalCharacteristics' ? characteristicColumns(input, kept) : input;
}

/** The items of one kind, which may be a value the caller was given (`machineItems(kind).add(…)`). */
export function machineItems<K extends MachineItemKind>(kind: K): MachineItems<K> {
  // Typed by the columns all three tables share; the kind's own schema has checked the localized ones.
  const table: ItemTable = itemTables[kind];
  const { label } = machineItemKinds[kind];
  return {
    async add(machineId, input) {
      await assertMachineExists(machineId);
      const db = await database();
      const columns = await columnsOf(kind, input);
      const priority = input.priority ?? (await nextPriority(db, table, table.machine_id, machineId));
      const [row] = await db
        .insert(table)
        .values({ ...(columns as typeof table.$inferInsert), priority, machine_id: machineId })
        .returning({ id: table.id });
      machineChanged(machineId);
      return row!;
    },
    async update(machineId, itemId, changes) {
      let kept: KeptCharacteristic | undefined;
      if (kind === 'technicalCharacteristics') {
        const db = await database();
        [kept] = await db
          .select({ type_id: technicalCharacteristics.type_id, measure_unit: technicalCharacteristics.measure_unit })
          .from(technicalCharacteristics)
          .where(ofMachine(technicalCharacteristics, machineId, itemId));
        if (!kept) throw new NotFoundError(label);
      }
      const columns = await columnsOf(kind, changes, kept);
      const found = await updateTranslated(translationKinds[kind], ofMachine(table, machineId, itemId), columns);
      if (!found) throw new NotFoundError(label);
      machineChanged(machineId);
    },
    async remove(machineId, itemId) {
      const db = await database();
      const deleted = await db
        .delete(table)
        .where(ofMachine(table, machineId, itemId))
        .returning({ id: table.id });
      if (deleted.length === 0) throw new NotFoundError(label);
      machineChanged(machineId);
    },
    async reorder(machineId, orderedIds) {
      await assertMachineExists(machineId);
      await setPriorities(await database(), table, table.machine_id, machineId, orderedIds);
      machineChanged(machineId);
    },
  };
}

export const machineAdvantages = machineItems('advantages');
export const machineOptions = machineItems('options');
export const machineTechnicalCharacteristics = machineItems('technicalCharacteristics');

/** One item as it is now, in `locale` and in all five languages: what the API answers a write with. */
export async function freshMachineItem(kind: MachineItemKind, machineId: number, itemId: number, locale: Locale) {
  const db = await database();
  if (kind === 'advantages') {
    const [row] = await db
      .select()
      .from(advantages)
      .where(ofMachine(advantages, machineId, itemId));
    if (row) return presentAdvantage(row, locale);
  } else if (kind === 'technicalCharacteristics') {
    const [row] = await db
      .select()
      .from(technicalCharacteristics)
      .where(ofMachine(technicalCharacteristics, machineId, itemId));
    if (row) return presentCharacteristic(row, locale);
  } else {
    const [row] = await db
      .select()
      .from(machineOptionsTable)
      .where(ofMachine(machineOptionsTable, machineId, itemId));
    if (row) return presentNameValue(row, locale);
  }
  throw new NotFoundError(machineItemKinds[kind].label);
}

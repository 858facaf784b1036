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

import { database } from './db';
import { nextPriority, setPriorities } from './db/priority';
import { advantages, categories, machineCategories, machineOptionsTable, technicalCharacteristics } from './db/schema';
import { NotFoundError } from './errors';
import {
  assertMachineExists,
  freshMachine,
  type Machine,
  machineChanged,
  presentAdvantage,
  presentNameValue,
} from './machines';

export async function addMachineCategory(machineId: number, categoryId: number, locale: Locale): Promise<Machine> {
  await assertMachineExists(machineId);
  const db = await database();
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!category) throw new NotFoundError('Category');
  // Adding a category the machine already has changes nothing.
  await db.insert(machineCategories).values({ machine_id: machineId, category_id: categoryId }).onConflictDoNothing();
  machineChanged(machineId);
  return freshMachine(machineId, locale);
}

export async function removeMachineCategory(machineId: number, categoryId: number, locale: Locale): Promise<Machine> {
  await assertMachineExists(machineId);
  const db = await database();
  const removed = await db
    .delete(machineCategories)
    .where(and(eq(machineCategories.machine_id, machineId), eq(machineCategories.category_id, categoryId)))
    .returning({ id: machineCategories.category_id });
  if (removed.length === 0) throw new NotFoundError('Category of this machine');
  machineChanged(machineId);
  return freshMachine(machineId, locale);
}

type ChildTable = typeof advantages | typeof machineOptionsTable | typeof technicalCharacteristics;

/** Add, edit and delete for one kind of item of a machine; new items go last unless given a priority. */
function machineItems<Create extends { priority?: number }, Update, Item>(
  table: ChildTable,
  label: string,
  present: (row: never, locale: Locale) => Item,
) {
  const show = present as (row: unknown, locale: Locale) => Item;
  return {
    async add(machineId: number, input: Create, locale: Locale): Promise<Item> {
      await assertMachineExists(machineId);
      const db = await database();
      const priority = input.priority ?? (await nextPriority(db, table, table.machine_id, machineId));
      const [row] = await db
        .insert(table)
        // The three tables differ only in their localized columns, which the schemas have validated.
        .values({ ...input, priority, machine_id: machineId } as never)
        .returning();
      machineChanged(machineId);
      return show(row, locale);
    },
    async update(machineId: number, itemId: number, changes: Update, locale: Locale): Promise<Item> {
      const db = await database();
      const [row] = await db
        .update(table)
        .set(changes as never)
        .where(and(eq(table.id, itemId), eq(table.machine_id, machineId)))
        .returning();
      if (!row) throw new NotFoundError(label);
      machineChanged(machineId);
      return show(row, locale);
    },
    async remove(machineId: number, itemId: number): Promise<void> {
      const db = await database();
      const deleted = await db
        .delete(table)
        .where(and(eq(table.id, itemId), eq(table.machine_id, machineId)))
        .returning({ id: table.id });
      if (deleted.length === 0) throw new NotFoundError(label);
      machineChanged(machineId);
    },
    /** Puts the machine's items in the order of `orderedIds` (priorities 0..n-1); an id of another machine is NotFound. */
    async reorder(machineId: number, orderedIds: number[]): Promise<void> {
      await assertMachineExists(machineId);
      await setPriorities(await database(), table, table.machine_id, machineId, orderedIds);
      machineChanged(machineId);
    },
  };
}

const itemsOf = <K extends MachineItemKind, Item>(
  kind: K,
  table: ChildTable,
  present: (row: never, locale: Locale) => Item,
) => machineItems<MachineItemCreate<K>, MachineItemUpdate<K>, Item>(table, machineItemKinds[kind].label, present);

export const machineAdvantages = itemsOf('advantages', advantages, presentAdvantage);
export const machineOptions = itemsOf('options', machineOptionsTable, presentNameValue);
export const machineTechnicalCharacteristics = itemsOf(
  'technicalCharacteristics',
  technicalCharacteristics,
  presentNameValue,
);

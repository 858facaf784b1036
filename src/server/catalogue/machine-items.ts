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

import { database, type Transaction } from '../db';
import { nextPriority, setPriorities } from '../db/priority';
import { advantages, categories, machineCategories, machineOptionsTable, technicalCharacteristics } from '../db/schema';
import { NotFoundError } from '../errors';
import { changeItem, type Expectation, idsChanged, refuseOverwrite } from '../history';
import { type TranslatableKind, updateTranslated } from '../translations';
import { characteristicColumns, type KeptCharacteristic } from './characteristic-types';
import { machineChanged } from './machines';
import { presentAdvantage, presentCharacteristic, presentNameValue } from './presenters';

export async function addMachineCategory(machineId: number, categoryId: number, expect?: Expectation): Promise<void> {
  await changeItem('machine', machineId, { sections: ['categories'], expect }, async (tx) => {
    const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
    if (!category) throw new NotFoundError('Category');
    // Adding a category the machine already has changes nothing.
    await tx.insert(machineCategories).values({ machine_id: machineId, category_id: categoryId }).onConflictDoNothing();
  });
  machineChanged(machineId);
}

export async function removeMachineCategory(
  machineId: number,
  categoryId: number,
  expect?: Expectation,
): Promise<void> {
  await changeItem('machine', machineId, { sections: ['categories'], expect }, async (tx) => {
    const removed = await tx
      .delete(machineCategories)
      .where(and(eq(machineCategories.machine_id, machineId), eq(machineCategories.category_id, categoryId)))
      .returning({ id: machineCategories.category_id });
    if (removed.length === 0) {
      // Removed since by a colleague, from a screen that still showed it: their change is said, as any other.
      if (expect?.base !== undefined) {
        await refuseOverwrite(tx, 'machine', machineId, { mark: expect.base }, (theirs) =>
          theirs.some((change) => change.field === 'categories' && idsChanged(change).has(categoryId)),
        );
      }
      throw new NotFoundError('Category of this machine');
    }
  });
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

/** Add, edit, delete and reorder for the items of one kind; each is one revision of the machine. */
export interface MachineItems<K extends MachineItemKind> {
  /** Adds an item to the machine, last unless `input` gives a priority. */
  add(machineId: number, input: MachineItemCreate<K>, expect?: Expectation): Promise<{ id: number }>;
  update(machineId: number, itemId: number, changes: MachineItemUpdate<K>, expect?: Expectation): Promise<void>;
  remove(machineId: number, itemId: number, expect?: Expectation): Promise<void>;
  /** Puts the machine's items in the order of `orderedIds` (priorities 0..n-1); an id of another machine is NotFound. */
  reorder(machineId: number, orderedIds: number[], expect?: Expectation): Promise<void>;
}

/**
 * The columns an add or an edit writes: the input as it is, but for a technical characteristic's type and measure,
 * which write its names and values too (`characteristicColumns`).
 */
async function columnsOf(kind: MachineItemKind, input: object, tx: Transaction, kept?: KeptCharacteristic) {
  return kind === 'technicalCharacteristics' ? characteristicColumns(input, kept, tx) : input;
}

/** The items of one kind, which may be a value the caller was given (`machineItems(kind).add(…)`). */
export function machineItems<K extends MachineItemKind>(kind: K): MachineItems<K> {
  // Typed by the columns all three tables share; the kind's own schema has checked the localized ones.
  const table: ItemTable = itemTables[kind];
  const { label } = machineItemKinds[kind];
  const save = async <T>(
    machineId: number,
    expect: Expectation | undefined,
    write: (tx: Transaction) => Promise<T>,
  ) => {
    const saved = await changeItem('machine', machineId, { sections: [kind], expect }, write);
    machineChanged(machineId);
    return saved.value;
  };
  return {
    add: (machineId, input, expect) =>
      save(machineId, expect, async (tx) => {
        const columns = await columnsOf(kind, input, tx);
        const priority = input.priority ?? (await nextPriority(tx, table, table.machine_id, machineId));
        const [row] = await tx
          .insert(table)
          .values({ ...(columns as typeof table.$inferInsert), priority, machine_id: machineId })
          .returning({ id: table.id });
        return row!;
      }),
    update: (machineId, itemId, changes, expect) =>
      save(machineId, expect, async (tx) => {
        let kept: KeptCharacteristic | undefined;
        if (kind === 'technicalCharacteristics') {
          [kept] = await tx
            .select({ type_id: technicalCharacteristics.type_id, measure_unit: technicalCharacteristics.measure_unit })
            .from(technicalCharacteristics)
            .where(ofMachine(technicalCharacteristics, machineId, itemId));
          if (!kept) throw new NotFoundError(label);
        }
        const columns = await columnsOf(kind, changes, tx, kept);
        const found = await updateTranslated(translationKinds[kind], ofMachine(table, machineId, itemId), columns, tx);
        if (!found) throw new NotFoundError(label);
      }),
    remove: (machineId, itemId, expect) =>
      save(machineId, expect, async (tx) => {
        const deleted = await tx
          .delete(table)
          .where(ofMachine(table, machineId, itemId))
          .returning({ id: table.id });
        if (deleted.length === 0) throw new NotFoundError(label);
      }),
    reorder: (machineId, orderedIds, expect) =>
      save(machineId, expect, (tx) => setPriorities(tx, table, table.machine_id, machineId, orderedIds)),
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

import 'server-only';

import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import { NotFoundError, ValidationError } from '../errors';
import type { Database } from './client';
import type {
  advantages,
  categories,
  characteristicTypes,
  machineOptionsTable,
  newsContentBlocks,
  pictures,
  technicalCharacteristics,
} from './schema';

/** The tables whose rows are a list ordered by priority (then id): typed by the columns they all have. */
type OrderedTable =
  | typeof categories
  | typeof characteristicTypes
  | typeof advantages
  | typeof machineOptionsTable
  | typeof technicalCharacteristics
  | typeof pictures
  | typeof newsContentBlocks;

/**
 * The priority that puts a new item after every item of its parent (of the whole table when `parent` is null):
 * one more than the largest, or 0.
 */
export async function nextPriority(
  db: Database,
  table: OrderedTable,
  parent: AnyPgColumn | null,
  parentId: number | null,
): Promise<number> {
  const [last] = await db
    .select({ priority: max(table.priority) })
    .from(table)
    .where(parent ? eq(parent, parentId) : undefined);
  return (last?.priority ?? -1) + 1;
}

/**
 * Gives the items of one parent the priorities 0..n-1 in the order of `orderedIds`, in one transaction.
 * An id of another parent's item is refused (NotFoundError, and nothing changes). Two office workers edit the same
 * lists: an id of an item that no longer exists (deleted meanwhile in another window) is passed over, and items the
 * list does not name (added meanwhile) follow in their current order, so that the reorder still does what was asked.
 * With `parent` null the whole table is one list (the categories).
 */
export async function setPriorities(
  db: Database,
  table: OrderedTable,
  parent: AnyPgColumn | null,
  parentId: number | null,
  orderedIds: number[],
): Promise<void> {
  const ofParent = parent ? eq(parent, parentId) : undefined;
  if (new Set(orderedIds).size !== orderedIds.length) {
    throw new ValidationError('Each item may appear only once', { ids: 'Each item may appear only once' });
  }
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: table.id })
      .from(table)
      .where(ofParent)
      .orderBy(asc(table.priority), asc(table.id))
      // Locks the list (the parent's items, or the whole table), so that two reorders at once do not interleave.
      .for('update');
    const present = new Set(rows.map((row) => row.id));
    const absent = orderedIds.filter((id) => !present.has(id));
    if (parent && absent.length > 0) {
      const elsewhere = await tx.select({ id: table.id }).from(table).where(inArray(table.id, absent)).limit(1);
      if (elsewhere.length > 0) throw new NotFoundError('Item of this parent');
    }
    const named = new Set(orderedIds);
    const order = [
      ...orderedIds.filter((id) => present.has(id)),
      ...rows.map((row) => row.id).filter((id) => !named.has(id)),
    ];
    if (order.length === 0) return;
    const cases = sql.join(
      order.map((id, index) => sql`when ${id}::integer then ${index}::integer`),
      sql` `,
    );
    await tx
      .update(table)
      .set({ priority: sql`case ${table.id} ${cases} end` })
      .where(and(ofParent, inArray(table.id, order)));
  });
}

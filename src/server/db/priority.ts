import { eq, max } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

import type { Database } from './client';

/** The priority that puts a new item after every item of its parent: one more than the largest, or 0. */
export async function nextPriority(
  db: Database,
  table: PgTable & { priority: AnyPgColumn },
  parent: AnyPgColumn,
  parentId: number,
): Promise<number> {
  const [last] = await db.select({ priority: max(table.priority) }).from(table).where(eq(parent, parentId));
  return ((last?.priority as number | null) ?? -1) + 1;
}

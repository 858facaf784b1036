import 'server-only';

import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/** `"table"."column"`: Drizzle writes a bare column name, which inside a subquery names the subquery's own table. */
export const qualified = (table: PgTable, column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;

/**
 * The latest change of a row and of the rows that belong to it, for a query on the owner's table:
 * `greatest(owner.updated_at, (select max(part.updated_at) from part where part.owner_id = owner.id), …)`.
 * A part deleted leaves no date behind.
 */
export function latestChange(
  owner: { table: PgTable; id: AnyPgColumn; changedAt: AnyPgColumn },
  parts: { table: PgTable; ownerId: AnyPgColumn; changedAt: AnyPgColumn }[],
): SQL<Date> {
  const latestPart = (part: (typeof parts)[number]) =>
    sql`(select max(${qualified(part.table, part.changedAt)}) from ${part.table} where ${qualified(
      part.table,
      part.ownerId,
    )} = ${qualified(owner.table, owner.id)})`;
  const candidates = [qualified(owner.table, owner.changedAt), ...parts.map(latestPart)];
  // Read back as the owner's own timestamp column is.
  return sql`greatest(${sql.join(candidates, sql`, `)})`.mapWith(owner.changedAt) as SQL<Date>;
}

/**
 * The listing's filters beyond categories: range filters on characteristic types, and the counts of the filter
 * panel (how many machines each category and each range would leave, and the range each type holds in the view).
 *
 * A range filter [min, max] on a type keeps the machines with a measure of that type that overlaps it: a measure
 * `m–M` (a number is `m–m`) is kept when m ≤ max and M ≥ min, an open bound keeping everything on its side. So a
 * press with a stroke of 100–300 mm is found by 250–400 mm: it can do 250 to 300. The comparisons are PostgreSQL's
 * on `numeric`, with the bounds sent as decimal texts: exact, never floats.
 */
import 'server-only';

import { and, inArray, type SQL, sql } from 'drizzle-orm';
import { cache } from 'react';

import type { ListingView, RangeFilter } from '@/i18n/listing';

import { database, rowsOf } from '../db';
import { machineCategories, machines, technicalCharacteristics } from '../db/schema';

// The subquery's columns are written out: the relational queries (`db.query`) rewrite every column of a table
// object to their own alias of it, which would make these the outer query's.
const measureOf = {
  machine: sql.raw('"ranged"."machine_id"'),
  type: sql.raw('"ranged"."type_id"'),
  min: sql.raw('"ranged"."measure_min"'),
  max: sql.raw('"ranged"."measure_max"'),
};

/** The machines (by the id column `machineId`) with a measure of the range's type that overlaps it. */
export function inRange(range: RangeFilter, machineId: SQL | typeof machines.id): SQL {
  const { machine, type, min, max } = measureOf;
  const conditions = [sql`${type} = ${range.typeId}`, sql`${min} is not null`];
  if (range.max !== null) conditions.push(sql`${min} <= ${range.max}::numeric`);
  if (range.min !== null) conditions.push(sql`coalesce(${max}, ${min}) >= ${range.min}::numeric`);
  return sql`exists (select 1 from ${technicalCharacteristics} as "ranged" where ${machine} = ${machineId} and ${and(...conditions)})`;
}

/** The machines (by `machineId`) in any of `categoryIds`. */
const inCategories = (categoryIds: readonly number[], machineId: SQL) =>
  sql`exists (select 1 from ${machineCategories} where ${machineCategories.machine_id} = ${machineId} and ${inArray(
    machineCategories.category_id,
    [...categoryIds],
  )})`;

/** The ids of the machines in every one of `ranges` (GET /api/machine): one query. */
export async function machineIdsInRanges(ranges: readonly RangeFilter[]): Promise<Set<number>> {
  const db = await database();
  const rows = await db
    .select({ id: machines.id })
    .from(machines)
    .where(and(...ranges.map((range) => inRange(range, machines.id))));
  return new Set(rows.map((row) => row.id));
}

/** What a type offers in a view: how many machines have a measure of it, and the lowest and highest. */
export interface TypeFacet {
  typeId: number;
  machines: number;
  /** Decimal texts, exact. */
  min: string;
  max: string;
}

export interface FilterCounts {
  /** Per category, its machines in every range of the view (a category of none is left out). */
  byCategory: Record<number, number>;
  /**
   * Per type with measures in the view, the machines of the view's categories and of its other ranges that have one
   * (a range's own bounds are left out, so that its panel shows what widening it would give back).
   */
  types: TypeFacet[];
}

/**
 * The counts of the filter panel of a view: two queries, whatever the number of categories and types. Not cached
 * by itself: the view's page is, once rendered (a read cached per view would be one more entry per address).
 */
async function readFilterCounts(view: Pick<ListingView, 'categoryIds' | 'ranges'>): Promise<FilterCounts> {
  const db = await database();
  const ranges = view.ranges ?? [];
  const categoryIds = view.categoryIds ?? [];
  const characteristic = sql`"technical_characteristics"."machine_id"`;
  const typeConditions = [
    sql`"technical_characteristics"."type_id" is not null`,
    sql`"technical_characteristics"."measure_min" is not null`,
    ...(categoryIds.length > 0 ? [inCategories(categoryIds, characteristic)] : []),
    // A range does not narrow its own type's figures.
    ...ranges.map(
      (range) => sql`("technical_characteristics"."type_id" = ${range.typeId} or ${inRange(range, characteristic)})`,
    ),
  ];
  const [perCategory, perType] = await Promise.all([
    db
      .select({ categoryId: machineCategories.category_id, machines: sql<number>`count(*)::int` })
      .from(machineCategories)
      .where(and(...ranges.map((range) => inRange(range, sql`${machineCategories.machine_id}`))))
      .groupBy(machineCategories.category_id),
    db.execute(sql`
      select "type_id" as "typeId", count(distinct "machine_id")::int as "machines",
        min("measure_min")::text as "min", max(coalesce("measure_max", "measure_min"))::text as "max"
      from ${technicalCharacteristics}
      where ${and(...typeConditions)}
      group by "type_id"`),
  ]);
  return {
    byCategory: Object.fromEntries(perCategory.map((row) => [row.categoryId, Number(row.machines)])),
    types: rowsOf<TypeFacet>(perType).map((row) => ({
      typeId: Number(row.typeId),
      machines: Number(row.machines),
      min: canonical(row.min),
      max: canonical(row.max),
    })),
  };
}

/** PostgreSQL's text of a `numeric(15, 6)` (`1500.000000`) as a canonical decimal (`1500`). */
const canonical = (text: string) => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);

const countsOfKey = cache((key: string) => readFilterCounts(JSON.parse(key) as ListingView));

/** The counts of a view's filter panel, read once per render (its metadata and its page ask for them both). */
export const filterCounts = (view: Pick<ListingView, 'categoryIds' | 'ranges'>) =>
  countsOfKey(JSON.stringify({ categoryIds: view.categoryIds ?? [], ranges: view.ranges ?? [] }));

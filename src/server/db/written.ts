import 'server-only';

import { and, not, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

import { type Locale, locales } from '../../i18n/locales';
import { qualified } from './latest-change';

/** A machine's or an article's entry in the sitemap: when its page last changed, which languages it is written in. */
export interface PageEntry {
  id: number;
  updatedAt: string;
  /**
   * The languages its main text is written in (a machine's name and description, an article's title and blocks):
   * its page in another language shows that text in a fallback language, so it is no page of that language for
   * search engines.
   */
  languages: Locale[];
}

/** A table's five columns of one localized field, e.g. `name_en` … `name_es`. */
type FieldColumns = Record<Locale, AnyPgColumn>;

/** The five columns of `field` in `table`. */
export function fieldColumns<T extends PgTable>(table: T, field: string): FieldColumns {
  const columns = table as unknown as Record<string, AnyPgColumn>;
  return Object.fromEntries(locales.map((locale) => [locale, columns[`${field}_${locale}`]!])) as FieldColumns;
}

// Blank as `localize` sees it (`text.trim() === ''`): white space of any kind, line breaks included.
const blank = (table: PgTable, column: AnyPgColumn) => sql`${qualified(table, column)} ~ '^[[:space:]]*$'`;

/**
 * SQL: the field is written in `locale`, or blank in all five languages (there is then nothing to translate, and
 * nothing shown in another language).
 */
export function writtenIn(table: PgTable, field: FieldColumns, locale: Locale): SQL {
  return sql`(${not(blank(table, field[locale]))} or (${and(...locales.map((other) => blank(table, field[other])))}))`;
}

/**
 * SQL: every one of `fields` of `table` is written in `locale` (see `writtenIn`); a part's fields, in a correlated
 * subquery, name their table in full for that reason.
 */
export function allWrittenIn(table: PgTable, fields: FieldColumns[], locale: Locale): SQL {
  return sql`(${and(...fields.map((field) => writtenIn(table, field, locale)))})`;
}

/** SQL: no row of `part` that belongs to the row of the outer query misses one of `fields` in `locale`. */
export function partsWrittenIn(
  part: { table: PgTable; ownerId: AnyPgColumn; owner: { table: PgTable; id: AnyPgColumn } },
  fields: FieldColumns[],
  locale: Locale,
): SQL {
  return sql`not exists (select 1 from ${part.table} where ${qualified(part.table, part.ownerId)} = ${qualified(
    part.owner.table,
    part.owner.id,
  )} and not ${allWrittenIn(part.table, fields, locale)})`;
}

/** The languages whose column `written_{locale}` (from `writtenColumns`) is true in `row`. */
export function writtenLanguages(row: Record<string, unknown>): Locale[] {
  return locales.filter((locale) => row[`written_${locale}`] === true);
}

/** `written_en` … `written_es`: one boolean column per language from `writtenIn(locale)`. */
export function writtenColumns(writtenIn: (locale: Locale) => SQL) {
  return Object.fromEntries(
    locales.map((locale) => [`written_${locale}`, sql<boolean>`${writtenIn(locale)}`.mapWith(Boolean)]),
  ) as Record<`written_${Locale}`, SQL<boolean>>;
}

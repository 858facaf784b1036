/**
 * One page of a list: what every paged read answers (the public listing, the admin lists), and the search
 * condition the admin lists share.
 */
import 'server-only';

import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import { company } from '@/config/company';

export interface Page<T> {
  items: T[];
  /** How many items the whole list has (with its filter and search). */
  total: number;
  /** This page's number, from 1. */
  page: number;
  /** How many pages the list has; at least 1, so that an empty list is one empty page. */
  pageCount: number;
}

/** The LIMIT and OFFSET of page `page` (from 1) of `size` items. */
export function pageWindow(page: number, size: number): { limit: number; offset: number } {
  return { limit: size, offset: (page - 1) * size };
}

/** The part of `list` that a REST call's `?limit=&offset=` asks for (all of it without them). */
export function sliceOf<T>(list: T[], range: { limit?: number; offset?: number }): T[] {
  const start = range.offset ?? 0;
  return list.slice(start, range.limit === undefined ? undefined : start + range.limit);
}

/**
 * A list kept as each item's JSON: a part of it is answered by joining texts, without turning the whole list into
 * objects and back at each request (for 2,000 machines, tens of megabytes of short-lived objects per call).
 */
export function jsonSliceOf(items: string[], range: { limit?: number; offset?: number }): string {
  return `[${sliceOf(items, range).join(',')}]`;
}

export function pageOf<T>(items: T[], total: number, page: number, size: number): Page<T> {
  return { items, total, page, pageCount: Math.max(1, Math.ceil(total / size)) };
}

/** The start of `day` (`2026-11-25`), plus `plusDays`, in the office's time zone: the date filters' days are the office's. */
export const startOfOfficeDay = (day: string, plusDays = 0): SQL =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${company.timeZone})`;

// Accented letters of the five languages and their plain form: `translate()` exists on every PostgreSQL, PGlite
// included, where the unaccent extension would have to be installed first. Capitals too, since `lower()` leaves
// them as they are in a database created with the C locale.
const accented = 'àáâãäåæçèéêëìíîïñòóôõöøœùúûüýÿß';
const plain = 'aaaaaaaceeeeiiiinooooooouuuuyys';
const accentedCapitals = 'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØŒÙÚÛÜÝŸ';
const plainCapitals = 'AAAAAAACEEEEIIIINOOOOOOOUUUUYY';

/** Lower case without accents: how a search's words and the searched columns are compared. */
export function foldForSearch(value: string): string {
  return [...value.normalize('NFC').toLowerCase()]
    .map((character) => {
      const index = accented.indexOf(character);
      return index === -1 ? character : plain[index];
    })
    .join('');
}

/**
 * The rows where any of `columns` contains `words`, ignoring case and accents (`Presse hydraulique` is found by
 * `PRESSE HYDRAU` and by `hydraulique`; `Müller` by `muller`). `%`, `_` and `\` in the words are taken as such.
 */
export function containsWords(columns: AnyPgColumn[], words: string): SQL {
  const pattern = `%${foldForSearch(words).replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const folded = (column: AnyPgColumn) =>
    sql`lower(translate(${column}, ${accented + accentedCapitals}, ${plain + plainCapitals}))`;
  return sql`(${sql.join(
    columns.map((column) => sql`${folded(column)} like ${pattern}`),
    sql` or `,
  )})`;
}

/**
 * Machines found by their name, for the quote form's machine choice: a few names, never the whole catalogue.
 */
import 'server-only';

import { type SQL, sql } from 'drizzle-orm';

import type { Locale } from '@/i18n/locales';

import { database } from './db';
import { machines } from './db/schema';

export interface MachineName {
  id: number;
  name: string;
}

/** The language order of `localize`, in SQL: the name in `locale`, else fr, en, de, it, es, the first not blank. */
function localizedName(locale: Locale): SQL<string> {
  const order: Locale[] = [locale, 'fr', 'en', 'de', 'it', 'es'];
  const columns = order.map((language) => sql`nullif(trim(${machines[`name_${language}`]}), '')`);
  return sql<string>`coalesce(${sql.join(columns, sql`, `)}, '')`;
}

/** `%`, `_` and `\` taken literally by ILIKE. */
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Up to `limit` machines whose name in `locale` (with the fallback of every public read) contains `query`,
 * case-insensitively; those whose name starts with it first, then by name.
 */
export async function searchMachineNames(query: string, locale: Locale, limit = 10): Promise<MachineName[]> {
  const db = await database();
  const name = localizedName(locale);
  const pattern = literal(query.trim());
  return db
    .select({ id: machines.id, name })
    .from(machines)
    .where(sql`${name} ilike ${`%${pattern}%`}`)
    .orderBy(sql`${name} ilike ${`${pattern}%`} desc`, name, machines.id)
    .limit(limit);
}

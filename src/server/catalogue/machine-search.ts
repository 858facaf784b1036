/**
 * Machines found by their name, for the quote form's machine choice, and named by their ids, for the quote list:
 * a few names, never the whole catalogue.
 */
import 'server-only';

import { and, asc, inArray, like, type SQL, sql } from 'drizzle-orm';

import type { Locale } from '@/i18n/locales';

import { localize } from '../localize';

import { database } from '../db';
import { machines, pictures } from '../db/schema';
import { mediaUrl } from '../media/storage';
import { isPublished } from '../publication/visible';

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
    .where(and(isPublished(machines), sql`${name} ilike ${`%${pattern}%`}`))
    .orderBy(sql`${name} ilike ${`${pattern}%`} desc`, name, machines.id)
    .limit(limit);
}

/** A machine of a quote list: its name and its first picture (an image, not a video), to show it by. */
export interface NamedMachine extends MachineName {
  picture: { url: string; description: string } | null;
}

/**
 * The machines of `ids` that exist, by id, each with its name in `locale` (the fallback of every public read) and
 * its first image: one query, the ids bounded by the caller's schema. An unknown id is left out.
 */
export async function nameMachines(ids: number[], locale: Locale): Promise<NamedMachine[]> {
  if (ids.length === 0) return [];
  const db = await database();
  const rows = await db.query.machines.findMany({
    columns: { id: true },
    extras: { name: localizedName(locale).as('name') },
    where: and(inArray(machines.id, ids), isPublished(machines)),
    orderBy: [asc(machines.id)],
    with: {
      pictures: {
        where: like(pictures.mime_type, 'image/%'),
        orderBy: [asc(pictures.priority), asc(pictures.id)],
        limit: 1,
      },
    },
  });
  return rows.map((row) => {
    const picture = row.pictures[0];
    return {
      id: row.id,
      name: row.name,
      picture: picture
        ? { url: mediaUrl(picture.storage_key), description: localize(picture, 'description', locale) }
        : null,
    };
  });
}

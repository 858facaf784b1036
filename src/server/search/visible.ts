/**
 * What the public may find: the one place the site search (and its API) says which machines and news articles are
 * publicly visible. Index rows exist only for machines and articles that exist (they go with them), so today every
 * one is visible; a condition added here (an article not yet published, a machine in the trash:
 * `${machine}.deleted_at is null`) applies to every search at once.
 */
import 'server-only';

import { type SQL, sql } from 'drizzle-orm';

/** A condition on the machine whose row is `machine` (an alias of `machines`). */
export const machineIsPublic = (machine: SQL): SQL => sql`${machine}.status = 'published'`;

/** A condition on the article whose row is `article` (an alias of `news`). */
export const newsIsPublic = (article: SQL): SQL => sql`${article}.status = 'published'`;

/**
 * A condition on `entry` (an alias of `search_entries`, or of anything with its `machine_id`, `news_id` and `page`):
 * it stands for something the public may see. The search asks it once per item found, after grouping its rows.
 */
export function entryIsPublic(entry: SQL): SQL {
  return sql`(${entry}.page is not null
    or exists (select 1 from machines m_visible where m_visible.id = ${entry}.machine_id and ${machineIsPublic(sql.raw('m_visible'))})
    or exists (select 1 from news n_visible where n_visible.id = ${entry}.news_id and ${newsIsPublic(sql.raw('n_visible'))}))`;
}

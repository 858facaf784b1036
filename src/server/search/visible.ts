/**
 * What the public may find: the one place the site search (and its API) says which index rows stand for something
 * publicly visible. A row's `public` is written with it from its machine's or article's status, published or not,
 * and a trigger keeps it when that status changes (drizzle/0028_search_public.sql); a site page's row is always
 * public, and a machine or article in the trash has no rows (they go with it). Each row read is tested where it is
 * read, so that no item found has to be looked up again.
 */
import 'server-only';

import { type SQL, sql } from 'drizzle-orm';

/** A condition on `entry` (an alias of `search_entries`): the public may find it. */
export const entryIsPublic = (entry: SQL): SQL => sql`${entry}.public`;

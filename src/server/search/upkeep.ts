/**
 * The search index's upkeep. A GIN index adds new entries to a pending list, which every search reads in full, and
 * sorts them into the index only when the list passes 4 MB or a vacuum runs. The embedded database never vacuums
 * on its own and a server may not either (autovacuum can be off), so with the list near full a search read some
 * 2,400 pending pages on top of its index pages: about half of a search's time. Sorting the list in after each
 * save instead (`fastupdate` off, or a small `gin_pending_list_limit`) made a save's indexing 1.5 to 4 times
 * slower; here it is done by the server every half minute, off any request, where it costs what a vacuum would.
 * The same loop does autovacuum's work where none runs (db/maintenance.ts): on a freshly loaded catalogue of 2,000
 * machines without statistics, a search's 95th percentile was 80 ms on PostgreSQL; with them, 54.
 */
import 'server-only';

import { sql } from 'drizzle-orm';

import { type Database, database } from '../db';
import { rowsOf } from '../db/rows';
import { maintainTables } from '../db/maintenance';
import { startRounds } from '../rounds';

/**
 * Moves the pending entries of every GIN index of `search_entries` into the index; answers how many pending pages
 * it emptied (0 when there were none, which costs a read of each index's first page).
 */
export async function flushSearchIndex(db?: Database): Promise<number> {
  const [row] = rowsOf<{ pages: number }>(
    await (db ?? (await database()))
      .execute(sql`select coalesce(sum(gin_clean_pending_list(i.indexrelid)), 0)::int as pages
      from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
      where i.indrelid = 'public.search_entries'::regclass and a.amname = 'gin'`),
  );
  return row!.pages;
}

/**
 * Makes again the index rows that saves noted (drizzle/0030_search_catch_up.sql): what every search does first, so
 * that it finds what was saved before it, on any instance. Answers how many rows it made (0 when there were none,
 * which costs a read of an empty table).
 *
 * A plain `select`, which the embedded database's write gate lets through while a backup reads (db/write-gate.ts):
 * searches do not wait for a backup. It writes nothing then, since the backup makes the noted rows first while it
 * holds the saves (backup/create.ts), and no save can note more until it ends.
 */
export async function catchUpSearchIndex(db?: Database): Promise<number> {
  const [row] = rowsOf<{ rows: number }>(
    await (db ?? (await database())).execute(sql`select public.search_catch_up() as rows`),
  );
  return Number(row!.rows);
}

/**
 * Learns the words of the index rows made since the last time, for "Did you mean" (drizzle/0027_search_words_queue.sql):
 * off the saves' path, where it cost 1.3 ms each. Answers how many rows it read.
 */
export async function learnSearchWords(db?: Database): Promise<number> {
  // Written as a `with` query, not a plain `select`: it writes, and the embedded database's write gate holds it while
  // a backup reads (db/write-gate.ts lets plain selects through).
  const [row] = rowsOf<{ rows: number }>(
    await (db ?? (await database())).execute(
      sql`with learned as (select public.search_learn_words_pending() as rows) select rows from learned`,
    ),
  );
  return Number(row!.rows);
}

/**
 * Every half minute, once per process: makes the noted rows again, learns the new rows' words, flushes the search index, then does autovacuum's work where none runs
 * (db/maintenance.ts): the searches' plans depend on the tables' statistics.
 */
export function startSearchUpkeep(): void {
  startRounds('Database upkeep', 30 * 1000, async () => {
    const db = await database();
    await catchUpSearchIndex(db);
    await learnSearchWords(db);
    await flushSearchIndex(db);
    await maintainTables(db);
  });
}

/**
 * What visitors search for, for the office: the words (as the search cleaned them, in lower case) and the day,
 * nothing else. Kept 90 days, and at most `maxQueriesPerDay` distinct searches a day, so that no visitor can make
 * the table grow without bound; a search already counted that day is still counted.
 */
import 'server-only';

import { sql } from 'drizzle-orm';

import { database } from '../db';
import { commitWithoutWaiting } from '../db/quick-commit';
import { rowsOf } from '../db/rows';

export const keptDays = 90;
const maxQueriesPerDay = 2000;

/** Counts one search of `words` that gave `results` results today (a count lost in a crash is no harm). */
export async function logSearch(words: string, results: number): Promise<void> {
  const db = await database();
  const query = words.toLowerCase();
  await db.execute(sql`insert into search_queries (day, query, results)
    select current_date, ${query}, ${results}
    where (select count(*) from search_queries where day = current_date) < ${maxQueriesPerDay}
      or exists (select 1 from search_queries where day = current_date and query = ${query})
    on conflict (day, query) do update set searches = search_queries.searches + 1, results = excluded.results
    returning ${commitWithoutWaiting}`);
  if (Math.random() < 0.01) await forgetOldSearches();
}

export async function forgetOldSearches(): Promise<void> {
  const db = await database();
  await db.execute(sql`delete from search_queries where day < current_date - ${keptDays}::int`);
}

export interface LoggedSearch {
  query: string;
  searches: number;
  /** Results of its latest search. */
  results: number;
  /** Its latest day, `YYYY-MM-DD`. */
  last: string;
}

/** The searches of the last 90 days, those that found nothing first, then the most frequent. */
export async function listSearches(limit = 500): Promise<LoggedSearch[]> {
  await forgetOldSearches();
  const db = await database();
  return rowsOf<LoggedSearch>(
    await db.execute(sql`select query, sum(searches)::int as searches,
        (array_agg(results order by day desc))[1]::int as results, to_char(max(day), 'YYYY-MM-DD') as last
      from search_queries where day >= current_date - ${keptDays}::int
      group by query
      order by (array_agg(results order by day desc))[1] = 0 desc, sum(searches) desc, query
      limit ${limit}`),
  );
}

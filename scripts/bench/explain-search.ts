/**
 * Where a site search spends its time in the database: runs the 50 queries of `npm run bench:search` through
 * `searchSite` on the configured database (DATABASE_URL, or DATA_DIR; seeded by scripts/bench/seed-search.ts), each
 * statement also as `EXPLAIN (ANALYZE, BUFFERS)`, and prints per query the statements sent and the database's own
 * execution time (steadier than a request's time on a busy machine; the least of REPEAT runs, 3), then the median
 * and 95th percentile of the whole call. `PLANS=1` prints every plan; `ONLY=<words>` runs the queries whose words
 * contain it.
 *
 *   DATABASE_URL=postgres://…/bench node --import tsx --conditions=react-server scripts/bench/explain-search.ts
 */
import { type SQL, sql } from 'drizzle-orm';

import type { Locale } from '../../src/i18n/locales';
import { installDatabaseHandle, rowsOf } from '../../src/server/db';
import { maintainTables } from '../../src/server/db/maintenance';
import { searchSite } from '../../src/server/search/search';
import { flushSearchIndex } from '../../src/server/search/upkeep';
import { withDatabase } from '../cli';
import { searchQueries } from './search-queries';

const showPlans = process.env.PLANS === '1';
const only = process.env.ONLY;
const repeat = Number(process.env.REPEAT || 3);

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;

await withDatabase(async (handle) => {
  installDatabaseHandle(handle);
  // The state a running server keeps the database in (search/upkeep.ts).
  await flushSearchIndex(handle.db);
  await maintainTables(handle.db);
  const execute = handle.db.execute.bind(handle.db);
  let explained: { ms: number; plan: string }[] = [];
  let explaining = true;
  // Each statement of the search is first run as EXPLAIN ANALYZE (same plan, same work), then for its rows.
  handle.db.execute = (async (query: SQL) => {
    if (explaining) {
      const lines = rowsOf<Record<string, string>>(await execute(sql`explain (analyze, buffers) ${query}`)).map(
        (row) => Object.values(row)[0]!,
      );
      const times = lines.flatMap((line) => /(?:Planning|Execution) Time: ([\d.]+)/.exec(line)?.[1] ?? []);
      explained.push({ ms: times.reduce((sum, time) => sum + Number(time), 0), plan: lines.join('\n') });
    }
    return execute(query);
  }) as typeof handle.db.execute;
  const queries = searchQueries.filter(([, words]) => !only || words.includes(only));
  const database: number[] = [];
  const calls: number[] = [];
  for (const [locale, words] of queries) {
    explaining = false;
    await searchSite(words, locale as Locale, { limit: 10, offset: 0 }); // warm-up
    const started = performance.now();
    const results = await searchSite(words, locale as Locale, { limit: 10, offset: 0 });
    calls.push(performance.now() - started);
    explaining = true;
    let least: typeof explained = [];
    for (let run = 0; run < repeat; run++) {
      explained = [];
      await searchSite(words, locale as Locale, { limit: 10, offset: 0 });
      const sum = (statements: typeof explained) => statements.reduce((total, { ms }) => total + ms, 0);
      if (run === 0 || sum(explained) < sum(least)) least = explained;
    }
    explained = least;
    const total = explained.reduce((sum, statement) => sum + statement.ms, 0);
    database.push(total);
    console.log(
      `${locale} ${JSON.stringify(words)}: ${results.total} found${results.suggestion ? ` (did you mean ${JSON.stringify(results.suggestion)})` : ''}; ${explained.length} statements, ${explained.map((statement) => statement.ms.toFixed(1)).join(' + ')} = ${total.toFixed(1)} ms in the database; call ${calls.at(-1)!.toFixed(1)} ms`,
    );
    if (showPlans) for (const statement of explained) console.log(`${statement.plan}\n`);
  }
  console.log(
    `\n${queries.length} queries: database median ${percentile(database, 50).toFixed(1)} ms, p95 ${percentile(database, 95).toFixed(1)} ms; call median ${percentile(calls, 50).toFixed(1)} ms, p95 ${percentile(calls, 95).toFixed(1)} ms`,
  );
});

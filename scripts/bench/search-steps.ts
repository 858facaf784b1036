/**
 * What each step of a site search costs, on the configured database (DATABASE_URL, or DATA_DIR; seeded by
 * scripts/bench/seed-search.ts): for the 50 queries of `npm run bench:search`, RUNS times each (3) after a warm-up,
 * a bare round trip (`select 1`), the visitor's count against their address (`countSearch`), `searchSite` and each
 * of its statements (the main query, the deeper one, the suggestion, the page's titles and snippets, pictures,
 * covers), the answer's JSON and the office's count (`logSearch`). Prints the median, 95th percentile and mean of
 * each; `PER=1` also each query's statements. Asserts nothing.
 *
 *   DATABASE_URL=postgres://…/bench node --import tsx --conditions=react-server scripts/bench/search-steps.ts
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Locale } from '../../src/i18n/locales';
import { installDatabaseHandle } from '../../src/server/db';
import { countSearch } from '../../src/server/search/guard';
import { logSearch } from '../../src/server/search/log';
import { maintainTables } from '../../src/server/db/maintenance';
import { searchSite } from '../../src/server/search/search';
import { flushSearchIndex } from '../../src/server/search/upkeep';
import { withDatabase } from '../cli';
import { searchQueries } from './search-queries';

const pct = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;

await withDatabase(async (handle) => {
  installDatabaseHandle(handle);
  // The state a running server keeps the database in (search/upkeep.ts).
  await flushSearchIndex(handle.db);
  await maintainTables(handle.db);
  const execute = handle.db.execute.bind(handle.db);
  let statements: { label: string; ms: number }[] = [];
  handle.db.execute = (async (query: SQL) => {
    const started = performance.now();
    const result = await execute(query);
    const text = (handle.db as unknown as { dialect: { sqlToQuery(query: SQL): { sql: string } } }).dialect
      .sqlToQuery(query)
      .sql.replace(/\s+/g, ' ');
    const label =
      text.includes('ts_headline') || text.includes('left(e.body')
        ? 'present.entries'
        : text.includes('from pictures')
          ? 'present.pictures'
          : text.includes('image_key')
            ? 'present.covers'
            : text.includes('search_words')
              ? 'suggest'
              : text.includes('insert into search_queries')
                ? 'log'
                : text.includes('count(*) over')
                  ? text.includes('e.folded like')
                    ? 'find.deep'
                    : 'find'
                  : text.slice(0, 30);
    statements.push({ label, ms: performance.now() - started });
    return result;
  }) as typeof handle.db.execute;
  const steps = new Map<string, number[]>();
  const add = (label: string, ms: number) => steps.set(label, [...(steps.get(label) ?? []), ms]);
  const rounds = Number(process.env.RUNS || 3);
  for (const [locale, words] of searchQueries) await searchSite(words, locale as Locale, { limit: 10, offset: 0 });
  for (let round = 0; round < rounds; round++)
    for (const [locale, words] of searchQueries) {
      let t = performance.now();
      await execute(sql`select 1`);
      add('round trip (select 1)', performance.now() - t);
      t = performance.now();
      await countSearch('203.0.113.9');
      add('rate limit', performance.now() - t);
      statements = [];
      t = performance.now();
      const results = await searchSite(words, locale as Locale, { limit: 10, offset: 0 });
      add('searchSite', performance.now() - t);
      const per = new Map<string, number>();
      for (const s of statements) per.set(s.label, (per.get(s.label) ?? 0) + s.ms);
      for (const label of ['find', 'find.deep', 'suggest', 'present.entries', 'present.pictures', 'present.covers'])
        add(label, per.get(label) ?? 0);
      add('statements', statements.length);
      if (process.env.PER)
        console.log(
          `${locale} ${words}: ${results.total} ${statements.map((x) => `${x.label} ${x.ms.toFixed(1)}`).join(', ')}`,
        );
      t = performance.now();
      JSON.stringify(results.items);
      add('json', performance.now() - t);
      t = performance.now();
      await logSearch(words, results.total);
      add('log', performance.now() - t);
    }
  for (const [label, values] of steps)
    console.log(
      `${label.padEnd(24)} median ${pct(values, 50).toFixed(2).padStart(7)}  p95 ${pct(values, 95).toFixed(2).padStart(7)}  mean ${(values.reduce((a, b) => a + b, 0) / values.length).toFixed(2).padStart(7)}`,
    );
});

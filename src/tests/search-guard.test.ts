/**
 * What a visitor's search writes: its count against the visitor's address (the rate limit, kept in the database so
 * that it holds across instances) and its count for the office (words and day only). Both commit without waiting
 * for the disk (db/quick-commit.ts); these tests prove they are still counted. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { sql } from 'drizzle-orm';

import type { DatabaseHandle } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { countSearch } from '@/server/search/guard';
import { listSearches, logSearch } from '@/server/search/log';
import { createTestDatabase } from './database';

let handle: DatabaseHandle;
beforeAll(async () => {
  process.env.SEARCH_RATE_LIMIT = '3';
  handle = await createTestDatabase();
});
afterAll(async () => {
  delete process.env.SEARCH_RATE_LIMIT;
  await handle.close();
});

describe('the searches of one address', () => {
  it('are allowed up to the limit in a minute, then refused with the seconds left; another address is not', async () => {
    for (let search = 0; search < 3; search++) expect((await countSearch('203.0.113.7')).allowed).toBe(true);
    const refused = await countSearch('203.0.113.7');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(50);
    expect((await countSearch('203.0.113.8')).allowed).toBe(true);
  });

  it('are counted in the database, where every instance counts them', async () => {
    const [row] = rowsOf<{ hits: number }>(
      await handle.db.execute(sql`select hits from rate_limits where key = 'search:203.0.113.7'`),
    );
    expect(row?.hits).toBe(4);
  });
});

describe('the searches counted for the office', () => {
  it('are counted by their words in lower case, with the results of the latest', async () => {
    await logSearch('Presse Plieuse', 12);
    await logSearch('presse plieuse', 9);
    await logSearch('qwxzjk', 0);
    expect(await listSearches()).toEqual([
      expect.objectContaining({ query: 'qwxzjk', searches: 1, results: 0 }),
      expect.objectContaining({ query: 'presse plieuse', searches: 2, results: 9 }),
    ]);
  });
});

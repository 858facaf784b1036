/**
 * `npm run bench:search`: what a site search costs with 2,000 machines and 500 news articles in five languages,
 * on the embedded database and on PostgreSQL. For each, it seeds a throwaway database (scripts/bench/seed-search.ts:
 * the demo content copied, with model numbers and characteristics; the search index written by the database's
 * triggers), builds the site if the code is newer than the build, starts it on a free port and times
 * `GET /api/search` for 50 mixed queries (exact words in the five languages, typos, model numbers written in
 * several ways, words of another language than the one asked for, parts of words), RUNS times each after a warm-up
 * pass, and `GET /api/machine/1` as many times in the same run, for comparison. Prints the median and the 95th
 * percentile of each, and the targets. Asserts nothing.
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), on which a throwaway
 * database is created and dropped; `BACKENDS=pglite` leaves it out. `MACHINES`, `ARTICLES`, `RUNS` change the sizes;
 * `BENCH_PORT` serves the site on that port instead of a free one.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import postgres from 'postgres';

import { buildIfNeeded, root } from './build-check';
import { searchQueries as queries } from './bench/search-queries';
import { freePort, waitUntilServing } from './bench/serve';

const machineCount = Number(process.env.MACHINES || 2000);
const articleCount = Number(process.env.ARTICLES || 500);
const runs = Number(process.env.RUNS || 3);
const backends = (process.env.BACKENDS || 'pglite,postgres').split(',');
const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const median = (values: number[]) => percentile(values, 50);
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return elapsed;
}

interface Figures {
  search: number[];
  machine: number[];
  zero: string[];
}

async function measure(backend: string): Promise<Figures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-search-${backend}-`));
  let databaseUrl = '';
  let dropDatabase = async () => {};
  if (backend === 'postgres') {
    const name = `bench_search_${randomBytes(4).toString('hex')}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    };
  }
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    S3_BUCKET: '',
    SEARCH_RATE_LIMIT: '1000000',
  };
  try {
    console.error(`${backend}: seeding ${machineCount} machines and ${articleCount} articles…`);
    const started = performance.now();
    const seed = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--conditions=react-server',
        'scripts/bench/seed-search.ts',
        String(machineCount),
        String(articleCount),
      ],
      { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    if (seed.status !== 0) throw new Error('Seeding failed');
    console.error(`${backend}: seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
    const base = `http://127.0.0.1:${port}`;
    const log = fs.openSync(path.join(dataDir, 'server.log'), 'a');
    const server = spawn(process.execPath, ['scripts/server.mjs'], {
      cwd: root,
      env: { ...env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', log, log],
      detached: true,
    });
    try {
      await waitUntilServing(base, 240);
      const searchUrl = ([lang, words]: [string, string]) =>
        `${base}/api/search?lang=${lang}&limit=10&q=${encodeURIComponent(words)}`;
      const machineUrl = `${base}/api/machine/1`;
      const zero: string[] = [];
      // Warm-up: every query once (and the list of those that found nothing).
      for (const query of queries) {
        const found = (await (await fetch(searchUrl(query))).json()) as unknown[];
        if (found.length === 0) zero.push(`${query[0]}: ${query[1]}`);
        await timed(machineUrl);
      }
      const figures: Figures = { search: [], machine: [], zero };
      for (let run = 0; run < runs; run++) {
        for (const query of queries) {
          figures.search.push(await timed(searchUrl(query)));
          figures.machine.push(await timed(machineUrl));
        }
      }
      return figures;
    } finally {
      process.kill(-server.pid!, 'SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  if (!buildIfNeeded()) throw new Error('The build failed');
  const results = new Map<string, Figures>();
  for (const backend of backends) results.set(backend, await measure(backend));
  const target: Record<string, number> = { pglite: 150, postgres: 50 };
  console.log(
    `\n${machineCount} machines, ${articleCount} articles; ${queries.length} queries × ${runs} runs after a warm-up; one client, one request at a time\n`,
  );
  console.log(
    '| database | /api/search median | /api/search p95 | target p95 | /api/machine/1 median | /api/machine/1 p95 |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const [backend, figures] of results) {
    const p95 = percentile(figures.search, 95);
    console.log(
      `| ${backend} | ${ms(median(figures.search))} | ${ms(p95)} | < ${target[backend]} ms ${p95 < target[backend]! ? '✓' : '✗'} | ${ms(median(figures.machine))} | ${ms(percentile(figures.machine, 95))} |`,
    );
  }
  for (const [backend, figures] of results)
    console.log(`\n${backend}: queries without results: ${figures.zero.join('; ') || 'none'}`);
}

await main();

/**
 * `npm run bench:cache`: what anonymous visitors can make one instance keep or compute, against a catalogue of 2,000
 * machines (8 pictures each). It seeds a throwaway data folder, builds the site if the code is newer than the build,
 * starts it, then:
 *
 * 1. warms the pages that matter: 200 machine pages (in five languages) and 50 datasheets, and times them
 *    (median of a second request each: served from memory);
 * 2. notes the server's memory, sends 5,000 anonymous requests chosen to make new cache entries (distinct
 *    `limit`/`offset` of the API lists, random paths, unknown machines, made-up listing views and pages past the
 *    end), 16 at a time, kind after kind, and notes the memory after each kind (and its peak). Memory is three
 *    figures: the resident set (from /proc, what the system sees), then, after a full garbage collection asked of
 *    the server (scripts/bench/memory-probe.mjs), the resident set again and the JavaScript heap still used: what
 *    the process keeps. Each collection is made after the resident set is read, after warming and after each kind
 *    but the last (the end's figures are read 2 s after the last kind, before any collection); so each kind starts
 *    from a collected heap;
 * 3. times the warmed machine pages and datasheets again: still from memory if they take what they took before (a
 *    page rendered afresh takes several times longer: the cold figure, a page never asked for, is printed too),
 *    then the same pages with a query string they do not read (the same entries: as fast, no memory added);
 * 4. asks for 500 distinct picture sizes at once while a page is requested every 100 ms, and prints what the sizes
 *    were answered (200, or 503 beyond the queue) and how long the page took at most.
 *
 * The server's process is started as `npm start` starts it (scripts/server-process.ts: the C allocator's settings
 * and V8's heap growth); with `SERVER_DEFAULTS=1`, with glibc's and V8's defaults instead, the baseline to compare
 * them with (run both side by side: the machine's load moves the figures).
 *
 * Prints the figures; asserts nothing. `MACHINES=2000`, `ATTACK=5000` change the sizes; `PORT` the server's port.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { pictureWidths } from '../src/config/picture-widths.mjs';
import { buildIfNeeded, root } from './build-check';
import { freePort, waitUntilServing } from './bench/serve';
import { allocatorSettings, serverEnv, serverNodeArgs } from './server-process';

const machineCount = Number(process.env.MACHINES || 2000);
const attackCount = Number(process.env.ATTACK || 5000);
const locales = ['en', 'fr', 'de', 'it', 'es'] as const;
const MB = 1024 * 1024;
const withDefaults = process.env.SERVER_DEFAULTS === '1';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const random = (below: number) => Math.floor(Math.random() * below);
const pick = <T>(list: readonly T[]) => list[random(list.length)]!;

/** Milliseconds until the answer's headers arrive, and its status; the body is read to the end. */
async function timed(url: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url, { redirect: 'manual' });
  const ms = performance.now() - started;
  await response.arrayBuffer();
  return { ms, status: response.status };
}

/** The resident memory of process `pid`, in bytes. */
function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)![1]) * 1024;
}

/** The server's memory after a full garbage collection (scripts/bench/memory-probe.mjs writes it to `file`). */
async function collectedMemory(pid: number, file: string): Promise<{ rss: number; heapUsed: number }> {
  fs.rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (fs.existsSync(file)) {
      const { usage } = JSON.parse(fs.readFileSync(file, 'utf8')) as { usage: NodeJS.MemoryUsage };
      return { rss: usage.rss, heapUsed: usage.heapUsed };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The server did not report its memory');
}

/** Runs `tasks` `concurrency` at a time. */
async function inParallel<T>(tasks: (() => Promise<T>)[], concurrency: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]!();
      }
    }),
  );
  return results;
}

/** The attack's requests, by kind: each chosen to be a new cache key if the server let requests choose them. */
function attackKinds(): [string, () => string][] {
  const word = () => Math.random().toString(36).slice(2);
  return [
    ['API machine lists', () => `/api/machine?limit=${1 + random(1000)}&offset=${random(3000)}&lang=${pick(locales)}`],
    ['API news lists', () => `/api/news?limit=${1 + random(1000)}&offset=${random(100)}&lang=${pick(locales)}`],
    ['random paths', () => `/${pick(locales)}/${word()}/${word()}`],
    ['unknown machines', () => `/${pick(locales)}/machine/${1_000_000 + random(1_000_000_000)}`],
    [
      'made-up listing views',
      () => `/${pick(locales)}/nos-machines?category=${1 + random(1_000_000)}&page=${1 + random(99_999)}`,
    ],
    ['listing pages past the end', () => `/${pick(locales)}/nos-machines?page=${2 + random(99_998)}`],
  ];
}

async function main() {
  if (!buildIfNeeded()) throw new Error('The build failed');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cache-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'bench-password-4821',
    DATABASE_URL: '',
    S3_BUCKET: '',
  };
  console.error(`Seeding ${machineCount} machines…`);
  const seed = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--conditions=react-server', 'scripts/bench/seed-catalogue.ts', String(machineCount), '0'],
    { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (seed.status !== 0) throw new Error('Seeding failed');

  const port = Number(process.env.PORT) || (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  const probeFile = path.join(dataDir, 'memory.json');
  const serverEnvironment: NodeJS.ProcessEnv = {
    ...env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    MEMORY_PROBE_FILE: probeFile,
  };
  const serverStartedWith = withDefaults ? serverEnvironment : serverEnv(serverEnvironment);
  const serverArgs = withDefaults ? [] : serverNodeArgs;
  const server = spawn(
    process.execPath,
    [...serverArgs, '--expose-gc', '--import', './scripts/bench/memory-probe.mjs', 'scripts/server.mjs'],
    {
      cwd: root,
      env: serverStartedWith,
      stdio: ['ignore', log, log],
      detached: true,
    },
  );
  const collected = () => collectedMemory(server.pid!, probeFile);
  try {
    await waitUntilServing(base);
    const catalogue = (await (await fetch(`${base}/api/machine?lang=fr`)).json()) as {
      id: number;
      pictures: { url: string }[];
    }[];
    const ids = catalogue.map((machine) => machine.id);
    const warmed = ids.slice(0, 200).map((id, index) => `/${locales[index % 5]}/machine/${id}`);
    const datasheets = ids.slice(0, 50).map((id, index) => `/${locales[index % 5]}/machine/${id}/datasheet.pdf`);
    const important = [...warmed, ...datasheets];

    console.error('Warming 200 machine pages and 50 datasheets…');
    await inParallel(
      important.map((page) => () => timed(`${base}${page}`)),
      2,
    );
    const before = await inParallel(
      important.map((page) => () => timed(`${base}${page}`)),
      1,
    );
    const coldPage = (await timed(`${base}/fr/machine/${ids[1000]}`)).ms;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const startBytes = residentBytes(server.pid!);
    const startHeap = await collected();

    console.error(`Sending ${attackCount} requests of made-up lists, paths and queries, kind after kind…`);
    let peakBytes = startBytes;
    const sampler = setInterval(() => (peakBytes = Math.max(peakBytes, residentBytes(server.pid!))), 200);
    const started = performance.now();
    const statuses = new Map<number, number>();
    type Collected = Awaited<ReturnType<typeof collected>>;
    const phases: { kind: string; bytes: number; collected?: Collected; seconds: number }[] = [];
    const kinds = attackKinds();
    for (const [kind, path] of kinds) {
      const phaseStarted = performance.now();
      const results = await inParallel(
        Array.from({ length: Math.ceil(attackCount / kinds.length) }, () => () => timed(`${base}${path()}`)),
        16,
      );
      for (const { status } of results) statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const seconds = (performance.now() - phaseStarted) / 1000;
      const bytes = residentBytes(server.pid!);
      // Collected after each kind but the last, whose figures are the end's (no collection before its resident set).
      const last = kind === kinds.at(-1)![0];
      phases.push({ kind, bytes, collected: last ? undefined : await collected(), seconds });
    }
    const attackSeconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const endBytes = residentBytes(server.pid!);
    const endHeap = await collected();
    phases.at(-1)!.collected = endHeap;

    const after = await inParallel(
      important.map((page) => () => timed(`${base}${page}`)),
      1,
    );
    // The warmed pages again, each with a query string it does not read: the same entries, no new ones.
    const word = () => Math.random().toString(36).slice(2);
    const withQuery = await inParallel(
      warmed.map((page) => () => timed(`${base}${page}?utm_source=${word()}&x=${word()}`)),
      1,
    );
    const queryBytes = residentBytes(server.pid!);
    const pageFigures = (results: { ms: number }[], from: number, to: number) =>
      median(results.slice(from, to).map((result) => result.ms));

    console.error('Asking for 500 new picture sizes at once, and for a page every 100 ms meanwhile…');
    const sizes = new Set<string>();
    while (sizes.size < 500) {
      const machine = pick(catalogue.slice(200));
      const picture = machine.pictures.length > 0 ? pick(machine.pictures) : null;
      if (picture) sizes.add(`${picture.url.split('?')[0]}?w=${pick(pictureWidths)}`);
    }
    const pageTimes: number[] = [];
    let flooding = true;
    const prober = (async () => {
      while (flooding) {
        pageTimes.push((await timed(`${base}${pick(warmed)}`)).ms);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const flood = await Promise.all(
      [...sizes].map((size) =>
        fetch(`${base}${size}`).then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        }),
      ),
    );
    flooding = false;
    await prober;
    const sizeStatuses = new Map<number, number>();
    for (const status of flood) sizeStatuses.set(status, (sizeStatuses.get(status) ?? 0) + 1);

    const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    console.log(`\nOne instance, ${machineCount} machines, ${attackCount} anonymous requests (16 at a time)`);
    const allocator = Object.keys(allocatorSettings)
      .filter((name) => serverStartedWith[name] !== undefined)
      .map((name) => `${name}=${serverStartedWith[name]}`);
    console.log(`The server's process: ${[...allocator, ...serverArgs].join(' ') || 'the defaults'}\n`);
    const change = (bytes: number, from: number) =>
      `${mb(bytes)} (${bytes >= from ? '+' : '-'}${mb(Math.abs(bytes - from))})`;
    const figures = (bytes: number, after: Collected) =>
      `${change(bytes, startBytes)} | ${change(after.rss, startHeap.rss)} | ${change(after.heapUsed, startHeap.heapUsed)}`;
    console.log('| figure | resident set | resident set after a full GC | heap used after a full GC |');
    console.log('| --- | --- | --- | --- |');
    console.log(`| memory after warming | ${mb(startBytes)} | ${mb(startHeap.rss)} | ${mb(startHeap.heapUsed)} |`);
    console.log(`| memory after the requests | ${figures(endBytes, endHeap)} |`);
    for (const phase of phases) {
      console.log(
        `| after the ${phase.kind} (${phase.seconds.toFixed(0)} s) | ${figures(phase.bytes, phase.collected!)} |`,
      );
    }
    console.log(`| peak during the requests | ${mb(peakBytes)} (+${mb(peakBytes - startBytes)}) |`);
    console.log(
      `| the requests took | ${attackSeconds.toFixed(1)} s; ${[...statuses].map(([status, count]) => `${count} × ${status}`).join(', ')} |`,
    );
    console.log(
      `| machine page, warm: before / after (median of 200) | ${ms(pageFigures(before, 0, 200))} / ${ms(pageFigures(after, 0, 200))} |`,
    );
    console.log(
      `| datasheet, warm: before / after (median of 50) | ${ms(pageFigures(before, 200, 250))} / ${ms(pageFigures(after, 200, 250))} |`,
    );
    console.log(
      `| the same 200 pages with a query string they do not read (median) | ${ms(median(withQuery.map((result) => result.ms)))}; memory then ${mb(queryBytes)} |`,
    );
    console.log(`| machine page never asked for (rendered) | ${ms(coldPage)} |`);
    console.log(
      `| 500 new picture sizes at once | ${[...sizeStatuses].map(([status, count]) => `${count} × ${status}`).join(', ')} |`,
    );
    console.log(
      `| a page meanwhile: median / slowest (${pageTimes.length} requests) | ${ms(median(pageTimes))} / ${ms(Math.max(...pageTimes))} |`,
    );
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

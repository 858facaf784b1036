/**
 * `npm run bench:pages`: what each page type costs with a catalogue of 10 and of 2,000 machines. For each size
 * it seeds a throwaway data folder (embedded database; 8 pictures per machine, 200 contact requests), builds the
 * site if the code is newer than the build, starts the built site on a free port and prints, per page type: the
 * first-load JavaScript (module scripts named by the HTML, fetched and gzipped; public pages also against the floor
 * below, at most 10 KiB above it), the HTML's size, the time to
 * first byte of a page's first request after start (cold: median over three pages of the type) and of later
 * requests (warm: median of nine), then the ratio of 2,000 to 10 and the targets, and the filtered listing's warm
 * time against the unfiltered one's in the same run (target ≤ 2×). Last, the floor under the
 * JavaScript figures: an empty page built with the same Next.js and React (`bench/framework-floor.ts`). Asserts
 * nothing.
 *
 * `SIZES=10,2000` and `RUNS=9` change the catalogue sizes and the warm requests; `PORT` and `FLOOR_PORT` the ports
 * of the site and of the empty page (free ones otherwise).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { weighEmptyPage } from './bench/framework-floor';
import { weighPage } from './bench/page-weight';
import { buildIfNeeded, root } from './build-check';
import { freePort, waitUntilServing } from './bench/serve';

const sizes = (process.env.SIZES || '10,2000').split(',').map(Number);
const warmRuns = Number(process.env.RUNS || 9);
const requests = 200;
const adminPassword = 'bench-password-4821';
const KiB = 1024;
const KB = 1000;

interface PageType {
  name: string;
  /** Three pages of the type, in different languages or of different items. */
  paths: (ids: { machines: number[]; news: number; types: { force: number; power: number } }) => string[];
  admin?: boolean;
  /** The target, as the issue sets it: a check of the figures, and how it reads. */
  target: { js?: number; html?: number };
}

const publicJs = 130 * KiB;
/** The rule: a public page's JavaScript at most this much above an empty Next.js page's. */
const aboveFloor = 10 * KiB;
const pageTypes: PageType[] = [
  { name: 'home', paths: () => ['/fr', '/de', '/it'], target: { js: publicJs } },
  {
    name: 'listing',
    paths: () => ['/de/nos-machines', '/fr/nos-machines', '/en/nos-machines'],
    target: { js: publicJs, html: 150 * KB },
  },
  {
    // Three of the five demo categories checked: the union of their machines, at the view's one address.
    name: 'listing, 3 categories',
    paths: () => [
      '/de/nos-machines?category=1&category=2&category=3',
      '/fr/nos-machines?category=2&category=3&category=4',
      '/en/nos-machines?category=1&category=3&category=5',
    ],
    target: { js: publicJs, html: 150 * KB },
  },
  {
    // Three categories and two ranges (the types the bench seeds for pressing force and motor power): the counts of
    // the whole panel in two queries, the page's machines in two more; the view is read uncached, then kept as a page.
    name: 'listing, 3 categories + 2 ranges',
    paths: ({ types: { force: f, power: p } }) => [
      `/de/nos-machines?category=1&category=2&category=3&t${f}=100..200&t${p}=..8`,
      `/fr/nos-machines?category=2&category=3&category=4&t${f}=80..&t${p}=3..9`,
      `/en/nos-machines?category=1&category=3&category=5&t${f}=..150&t${p}=4..`,
    ],
    target: { js: publicJs, html: 150 * KB },
  },
  {
    name: 'machine',
    paths: ({ machines }) => [`/de/machine/${machines[0]}`, `/fr/machine/${machines[1]}`, `/it/machine/${machines[2]}`],
    target: { js: publicJs, html: 100 * KB },
  },
  {
    name: 'article',
    paths: ({ news }) => [`/fr/actualites/${news}`, `/de/actualites/${news}`, `/es/actualites/${news}`],
    target: { js: publicJs },
  },
  { name: 'contact', paths: () => ['/it/contact', '/fr/contact', '/en/contact'], target: { js: publicJs } },
  {
    name: 'quote list',
    paths: () => ['/fr/demande-de-devis', '/de/demande-de-devis', '/en/demande-de-devis'],
    target: { js: publicJs },
  },
  {
    name: 'compare (3 machines)',
    paths: ({ machines }) =>
      ['fr', 'de', 'it'].map((language) => `/${language}/comparer?ids=${machines.slice(0, 3).join(',')}`),
    target: { js: publicJs },
  },
  {
    name: 'admin machine list',
    paths: () => ['/admin/machine', '/admin/machine', '/admin/machine'],
    admin: true,
    target: { html: 200 * KB },
  },
  {
    name: 'admin inbox (200)',
    paths: () => ['/admin/inbox', '/admin/inbox', '/admin/inbox'],
    admin: true,
    target: { html: 200 * KB },
  },
];

interface Figures {
  js: number;
  html: number;
  cold: number;
  warm: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Milliseconds until the answer's headers arrive; the body is read to the end. */
async function timeToFirstByte(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers, redirect: 'manual' });
  const elapsed = performance.now() - started;
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return elapsed;
}

async function logIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: adminPassword }),
  });
  if (!response.ok) throw new Error(`Login failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function measure(size: number): Promise<Map<string, Figures>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-pages-${size}-`));
  const env = { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: adminPassword, DATABASE_URL: '', S3_BUCKET: '' };
  console.error(`Seeding ${size} machines…`);
  const seed = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--conditions=react-server', 'scripts/bench/seed-catalogue.ts', String(size), String(requests)],
    { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (seed.status !== 0) throw new Error('Seeding failed');

  const port = Number(process.env.PORT) || (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  const server = spawn(process.execPath, ['scripts/server.mjs'], {
    cwd: root,
    env: { ...env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
    detached: true,
  });
  try {
    await waitUntilServing(base);
    const cookie = await logIn(base);
    const machines = ((await (await fetch(`${base}/api/machine`)).json()) as { id: number }[]).map((m) => m.id);
    const news = ((await (await fetch(`${base}/api/news`)).json()) as { id: number }[])[0]!.id;
    // The bench's own types, seeded after the demo's (which measure only a few demo machines): the last of each name.
    const typeList = (await (await fetch(`${base}/api/characteristic-type?lang=en`)).json()) as {
      id: number;
      name: string;
    }[];
    const lastNamed = (name: string) =>
      Math.max(...typeList.filter((type) => type.name === name).map((type) => type.id));
    const types = { force: lastNamed('Pressing force'), power: lastNamed('Motor power') };
    const results = new Map<string, Figures>();
    for (const type of pageTypes) {
      const headers: Record<string, string> = type.admin ? { cookie } : {};
      const [first, ...others] = type.paths({ machines, news, types }).map((page) => `${base}${page}`);
      const cold = [await timeToFirstByte(first!, headers)];
      for (const url of others) cold.push(await timeToFirstByte(url, headers));
      const warm: number[] = [];
      for (let run = 0; run < warmRuns; run++) warm.push(await timeToFirstByte(first!, headers));
      const weight = await weighPage(first!, headers);
      results.set(type.name, {
        js: weight.jsGzipBytes,
        html: weight.htmlBytes,
        cold: median(cold),
        warm: median(warm),
      });
      console.error(`  ${type.name}: measured`);
    }
    return results;
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const ok = (value: number, limit?: number) => (limit === undefined ? '' : value <= limit ? ' ✓' : ' ✗');

async function main() {
  if (!buildIfNeeded()) throw new Error('The build failed');
  const measured = new Map<number, Map<string, Figures>>();
  for (const size of sizes) measured.set(size, await measure(size));
  const [small, large] = [sizes[0]!, sizes[sizes.length - 1]!];
  console.error('Building an empty page with the same Next.js…');
  const floor = await weighEmptyPage(Number(process.env.FLOOR_PORT) || (await freePort()));

  console.log(
    `\nPages with ${sizes.join(' and ')} machines (JS: gzip, module scripts; TTFB: cold = first request, warm = median of ${warmRuns})\n`,
  );
  console.log(
    `| page | machines | JS (≤ 130 KiB public) | above the floor (≤ 10 KiB) | HTML | TTFB cold | TTFB warm |`,
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const type of pageTypes) {
    for (const size of sizes) {
      const figures = measured.get(size)!.get(type.name)!;
      const htmlLimit = size === large ? type.target.html : undefined;
      console.log(
        `| ${type.name} | ${size} | ${type.target.js ? kib(figures.js) + ok(figures.js, type.target.js) : kib(figures.js)} | ` +
          `${type.admin ? '' : kib(figures.js - floor.jsGzipBytes) + ok(figures.js - floor.jsGzipBytes, aboveFloor)} | ` +
          `${kb(figures.html)}${ok(figures.html, htmlLimit)} | ${ms(figures.cold)} | ${ms(figures.warm)} |`,
      );
    }
  }
  if (small !== large) {
    console.log(
      `\nRatio ${large} / ${small} (targets: warm TTFB ≤ 2×; with ${large}: listing HTML ≤ 150 KB, machine HTML ≤ 100 KB, admin lists ≤ 200 KB)\n`,
    );
    console.log('| page | HTML | TTFB cold | TTFB warm |');
    console.log('| --- | --- | --- | --- |');
    for (const type of pageTypes) {
      const [a, b] = [measured.get(small)!.get(type.name)!, measured.get(large)!.get(type.name)!];
      const warmRatio = b.warm / a.warm;
      console.log(
        `| ${type.name} | ${(b.html / a.html).toFixed(2)}× | ${(b.cold / a.cold).toFixed(2)}× | ${warmRatio.toFixed(2)}×${ok(warmRatio, 2)} |`,
      );
    }
  }
  const filtered = measured.get(large)!.get('listing, 3 categories + 2 ranges')!;
  const unfiltered = measured.get(large)!.get('listing')!;
  const filteredRatio = filtered.warm / unfiltered.warm;
  console.log(
    `\nWith ${large} machines, the listing with 3 categories and 2 ranges: warm ${ms(filtered.warm)} against ` +
      `${ms(unfiltered.warm)} unfiltered, ${filteredRatio.toFixed(2)}×${ok(filteredRatio, 2)} (target ≤ 2×); ` +
      `HTML ${kb(filtered.html)}${ok(filtered.html, 150 * KB)}; its filter panel's counts take two queries ` +
      `(src/server/catalogue/machine-filters.ts), whatever the number of categories and types.`,
  );
  const version = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/next/package.json'), 'utf8')).version;
  console.log(
    `\nThe floor: an empty page (a heading, no client code) built with this Next.js ${version} loads ` +
      `${kib(floor.jsGzipBytes)}${ok(floor.jsGzipBytes, publicJs)} of JavaScript, measured the same way ` +
      `(${[...floor.scripts.values()].map(kib).join(' + ')}).`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

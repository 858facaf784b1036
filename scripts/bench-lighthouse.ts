/**
 * `npm run bench:lighthouse [-- BASE_URL]`: Lighthouse's mobile audits of the public page types against a running
 * built site (default http://127.0.0.1:3000; start it with `npm start`), each beside an empty Next.js page built with
 * the same Next.js and React (`bench/framework-floor.ts`, built and served on a free port by this script). In each
 * of RUNS rounds (default 3) every page is audited right after the empty page, so both meet the same machine load;
 * the script prints, per page, the medians of the performance score, the largest contentful paint (LCP) and the
 * total blocking time (TBT), the empty page's medians from the same rounds, and the gaps between them, against the
 * targets (performance within 2 points of the empty page's, LCP under 1.5 s). Then the SEO and accessibility scores,
 * the other metrics (FCP, CLS, speed index), each run's largest paint as it happened and the scripts that had arrived
 * before it (what the simulated LCP then counts), the element of the largest paint and the failed SEO or
 * accessibility audits. Asserts nothing: on a shared machine the absolute figures are noisy, the gaps much less.
 *
 * The pages are the issue's seven page types, one language each (`/fr`, `/fr/nos-machines`, `/de/machine/{id}`,
 * `/fr/actualites/{id}`, `/it/contact`, `/es/oxycoupage`, `/en/r%26d`); `LANGUAGES=fr,de` audits every page type
 * in each of those languages instead, `PAGES=/fr,/it/contact` just those paths. `REPORTS=folder` keeps each run's
 * Lighthouse report (JSON, with its trace's metrics and opportunities) in that folder. `BLOCK_SCRIPTS=1` loads the
 * pages (and the empty page) with every script blocked (the HTML and CSS as served, nothing hydrated): what the
 * scores owe to the JavaScript.
 *
 * Chromium is Debian's (`CHROMIUM_PATH`, default /usr/bin/chromium), started the way this project's machines
 * need; nothing is downloaded.
 */
import fs from 'node:fs';
import path from 'node:path';

import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { browserPath, chromiumFlags } from '../e2e/chromium';
import { serveEmptyPage } from './bench/framework-floor';
import { freePort } from './bench/serve';

const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const runs = Number(process.env.RUNS || 3);
const reports = process.env.REPORTS;
const blockedUrlPatterns = process.env.BLOCK_SCRIPTS === '1' ? ['*.js'] : [];

/** The targets of a page type: its performance within this many points of the empty page's, its LCP under this. */
const maxPerformanceGap = 2;
const maxLargestPaint = 1500;

async function firstId(path: string): Promise<number> {
  const list = (await (await fetch(`${base}${path}`)).json()) as { id: number }[];
  if (list.length === 0) throw new Error(`${path} lists nothing: seed the site first`);
  return list[0]!.id;
}

async function pagesToAudit(): Promise<string[]> {
  if (process.env.PAGES) return process.env.PAGES.split(',');
  const machine = await firstId('/api/machine');
  const article = await firstId('/api/news');
  const types = [
    '',
    '/nos-machines',
    `/machine/${machine}`,
    `/actualites/${article}`,
    '/contact',
    '/oxycoupage',
    '/r%26d',
  ];
  if (process.env.LANGUAGES) {
    return process.env.LANGUAGES.split(',').flatMap((language) => types.map((type) => `/${language}${type}`));
  }
  const languages = ['fr', 'fr', 'de', 'fr', 'it', 'es', 'en'];
  return types.map((type, index) => `/${languages[index]}${type}`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The metrics measured, as Lighthouse names their audits. */
const metricIds = [
  'largest-contentful-paint',
  'total-blocking-time',
  'first-contentful-paint',
  'cumulative-layout-shift',
  'speed-index',
] as const;
type Metric = (typeof metricIds)[number];

interface Measures {
  performance: number[];
  seo: number[];
  accessibility: number[];
  metrics: Record<Metric, number[]>;
  /** The largest paint as it happened (unthrottled), and the KB of scripts that had arrived before it. */
  observedPaint: number[];
  scriptsBeforePaint: number[];
  lcpElement: string;
}

const newMeasures = (): Measures => ({
  performance: [],
  seo: [],
  accessibility: [],
  metrics: Object.fromEntries(metricIds.map((id) => [id, [] as number[]])) as Record<Metric, number[]>,
  observedPaint: [],
  scriptsBeforePaint: [],
  lcpElement: '?',
});

/**
 * The largest paint as it happened in the run (unthrottled), and the KB of scripts whose download had ended by then.
 * Lighthouse's simulated LCP replays every request finished before that paint: a paint that comes after the scripts
 * have arrived counts them all (docs/performance.md, "Where the largest paint's gap comes from").
 */
function observedPaint(audits: Record<string, { details?: unknown }>): { at: number; scripts: number } {
  const metrics = audits['metrics']?.details as { items?: { observedLargestContentfulPaint?: number }[] };
  const at = metrics?.items?.[0]?.observedLargestContentfulPaint ?? NaN;
  const requests = audits['network-requests']?.details as {
    items?: { resourceType?: string; networkEndTime?: number; transferSize?: number }[];
  };
  const scripts = (requests?.items ?? [])
    .filter((request) => request.resourceType === 'Script' && (request.networkEndTime ?? Infinity) <= at)
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return { at, scripts: scripts / 1024 };
}

/** The element of the largest contentful paint, as Lighthouse describes it (its selector or its text). */
function largestPaintElement(audit: { details?: unknown } | undefined): string {
  const details = audit?.details as { items?: { items?: { node?: { selector?: string; nodeLabel?: string } }[] }[] };
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? (node.selector ?? node.nodeLabel ?? '?') : '?';
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const signed = (value: number, unit = '') => `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value)}${unit}`;

async function main() {
  const pages = await pagesToAudit();
  if (reports) fs.mkdirSync(reports, { recursive: true });
  const chrome = await launch({ chromePath: browserPath, chromeFlags: chromiumFlags });
  console.error('Building and serving an empty page with the same Next.js…');
  const empty = await serveEmptyPage(await freePort()).catch((error: unknown) => {
    chrome.kill();
    throw error;
  });
  const measures = new Map<string, Measures>(pages.map((page) => [page, newMeasures()]));
  /** The empty page's runs, all of them and those paired with each page. */
  const floor = newMeasures();
  const floorOf = new Map<string, Measures>(pages.map((page) => [page, newMeasures()]));
  const failures = new Set<string>();

  async function audit(url: string, name: string, round: number, into: Measures[]) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['seo', 'accessibility', 'performance'],
      blockedUrlPatterns,
    });
    if (!result) throw new Error(`No result for ${url}`);
    const { categories, audits } = result.lhr;
    for (const measure of into) {
      for (const category of ['seo', 'accessibility', 'performance'] as const) {
        measure[category].push(Math.round((categories[category]?.score ?? 0) * 100));
      }
      for (const id of metricIds) measure.metrics[id].push(audits[id]?.numericValue ?? NaN);
      const paint = observedPaint(audits);
      measure.observedPaint.push(paint.at);
      measure.scriptsBeforePaint.push(paint.scripts);
      if (measure.lcpElement === '?')
        measure.lcpElement = largestPaintElement(audits['largest-contentful-paint-element']);
    }
    for (const category of ['seo', 'accessibility'] as const) {
      for (const ref of categories[category]?.auditRefs ?? []) {
        const failed = audits[ref.id];
        if (ref.weight > 0 && failed && failed.score !== null && failed.score < 1) {
          failures.add(`${name} ${category}: ${failed.id} (${failed.title})`);
        }
      }
    }
    if (reports) {
      const file = `${name.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'empty'}-${round + 1}.json`;
      fs.writeFileSync(path.join(reports, file), result.report as string);
    }
  }

  try {
    for (let round = 0; round < runs; round++) {
      for (const page of pages) {
        await audit(empty.url, 'empty', round, [floor, floorOf.get(page)!]);
        await audit(`${base}${page}`, page, round, [measures.get(page)!]);
        console.error(`round ${round + 1}/${runs}: ${page}`);
      }
    }
  } finally {
    chrome.kill();
    empty.stop();
  }

  const conditions = [
    `Lighthouse ${lighthouseVersion()}, mobile (its default throttling), ${base}`,
    `median of ${runs} round(s), each page audited right after the empty page`,
    blockedUrlPatterns.length ? 'every script blocked' : '',
  ].filter(Boolean);
  console.log(`\n${conditions.join(', ')}\n`);
  const floorLine = (m: Measures) =>
    `${median(m.performance)} | ${seconds(median(m.metrics['largest-contentful-paint']))} | ` +
    `${Math.round(median(m.metrics['total-blocking-time']))} ms`;
  console.log(
    `| page | performance (runs) | gap, target ≥ −${maxPerformanceGap} | LCP, target < ${seconds(maxLargestPaint)} | ` +
      `gap | TBT | gap | empty page beside it: performance, LCP, TBT |`,
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  console.log(`| an empty Next.js page (every run) | ${floorLine(floor)} | | | | |`);
  for (const page of pages) {
    const m = measures.get(page)!;
    const f = floorOf.get(page)!;
    const performance = median(m.performance);
    const gap = performance - median(f.performance);
    const lcp = median(m.metrics['largest-contentful-paint']);
    const lcpGap = lcp - median(f.metrics['largest-contentful-paint']);
    const tbt = Math.round(median(m.metrics['total-blocking-time']));
    const tbtGap = tbt - Math.round(median(f.metrics['total-blocking-time']));
    console.log(
      `| ${page} | ${performance} (${m.performance.join(', ')}) | ${signed(gap)}${gap >= -maxPerformanceGap ? ' ✓' : ' ✗'} | ` +
        `${seconds(lcp)}${lcp < maxLargestPaint ? ' ✓' : ' ✗'} | ${signed(Math.round(lcpGap), ' ms')} | ` +
        `${tbt} ms | ${signed(tbtGap, ' ms')} | ${floorLine(f)} |`,
    );
  }

  console.log(
    '\n| page | SEO | accessibility | FCP | CLS | speed index | largest paint as observed (runs) | ' +
      'scripts arrived before it (runs) | LCP element |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [page, m] of [['an empty Next.js page', floor] as const, ...measures]) {
    console.log(
      `| ${page} | ${median(m.seo)} | ${median(m.accessibility)} | ` +
        `${seconds(median(m.metrics['first-contentful-paint']))} | ${median(m.metrics['cumulative-layout-shift']).toFixed(3)} | ` +
        `${seconds(median(m.metrics['speed-index']))} | ${m.observedPaint.map((at) => `${Math.round(at)} ms`).join(', ')} | ` +
        `${m.scriptsBeforePaint.map((kb) => `${kb.toFixed(0)} KB`).join(', ')} | \`${m.lcpElement}\` |`,
    );
  }
  const siteFailures = [...failures].filter((line) => !line.startsWith('empty '));
  console.log(
    siteFailures.length ? `\nBelow 100:\n${siteFailures.join('\n')}` : '\nNo SEO or accessibility audit failed.',
  );
}

function lighthouseVersion(): string {
  const manifest = path.join(import.meta.dirname, '../node_modules/lighthouse/package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

await main();

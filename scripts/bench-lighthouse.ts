/**
 * `npm run bench:lighthouse [-- BASE_URL]`: Lighthouse's mobile audits of the public page types in two
 * languages, against a running built site (default http://127.0.0.1:3000; start it with `npm start`). Prints
 * the SEO, accessibility and performance scores of each page, the performance as the median of RUNS runs
 * (default 3) against its target (95 on a phone), the medians of the metrics it is made of with the element of
 * the largest contentful paint, and the failed audits below a score of 100. Asserts nothing.
 *
 * `BLOCK_SCRIPTS=1` loads the pages with every script blocked (the HTML and CSS as served, nothing hydrated): what
 * the scores owe to the JavaScript.
 *
 * Chromium is Debian's (`CHROMIUM_PATH`, default /usr/bin/chromium), started the way this project's machines
 * need; nothing is downloaded.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { chromiumFlags, chromiumPath } from '../e2e/chromium';

const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const runs = Number(process.env.RUNS || 3);
const languages = (process.env.LANGUAGES || 'fr,de').split(',');
const blockedUrlPatterns = process.env.BLOCK_SCRIPTS === '1' ? ['*.js'] : [];

async function firstId(path: string): Promise<number> {
  const list = (await (await fetch(`${base}${path}`)).json()) as { id: number }[];
  if (list.length === 0) throw new Error(`${path} lists nothing: seed the site first`);
  return list[0]!.id;
}

/** The mobile performance every public page type should reach (median of the runs). */
const performanceTarget = 95;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The metrics the performance score is made of, as Lighthouse names their audits, and how each is printed. */
const metrics = {
  'first-contentful-paint': (ms: number) => `FCP ${(ms / 1000).toFixed(1)} s`,
  'largest-contentful-paint': (ms: number) => `LCP ${(ms / 1000).toFixed(1)} s`,
  'total-blocking-time': (ms: number) => `TBT ${Math.round(ms)} ms`,
  'cumulative-layout-shift': (shift: number) => `CLS ${shift.toFixed(3)}`,
  'speed-index': (ms: number) => `SI ${(ms / 1000).toFixed(1)} s`,
} as const;
type Metric = keyof typeof metrics;

/** The element of the largest contentful paint, as Lighthouse describes it (its selector or its text). */
function largestPaintElement(audit: { details?: unknown } | undefined): string {
  const details = audit?.details as { items?: { items?: { node?: { selector?: string; nodeLabel?: string } }[] }[] };
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? (node.selector ?? node.nodeLabel ?? '?') : '?';
}

async function main() {
  const machine = await firstId('/api/machine');
  const article = await firstId('/api/news');
  const pages = languages.flatMap((language) =>
    ['', '/nos-machines', `/machine/${machine}`, `/actualites/${article}`, '/contact', '/oxycoupage', '/r&d'].map(
      (path) => `/${language}${path}`,
    ),
  );
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  const rows: string[] = [];
  const failures: string[] = [];
  try {
    for (const page of pages) {
      const scores: Record<'seo' | 'accessibility' | 'performance', number[]> = {
        seo: [],
        accessibility: [],
        performance: [],
      };
      const measured = Object.fromEntries(Object.keys(metrics).map((id) => [id, [] as number[]])) as Record<
        Metric,
        number[]
      >;
      let lcpElement = '?';
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${base}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['seo', 'accessibility', 'performance'],
          blockedUrlPatterns,
        });
        if (!result) throw new Error(`No result for ${page}`);
        const { categories, audits } = result.lhr;
        for (const name of ['seo', 'accessibility', 'performance'] as const) {
          scores[name].push(Math.round((categories[name]?.score ?? 0) * 100));
        }
        for (const id of Object.keys(metrics) as Metric[]) measured[id].push(audits[id]?.numericValue ?? NaN);
        if (run === 0) {
          lcpElement = largestPaintElement(audits['largest-contentful-paint-element']);
          for (const name of ['seo', 'accessibility'] as const) {
            for (const ref of categories[name]?.auditRefs ?? []) {
              const audit = audits[ref.id];
              if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
                failures.push(`${page} ${name}: ${audit.id} (${audit.title})`);
              }
            }
          }
        }
      }
      rows.push(
        `| ${page} | ${median(scores.seo)} | ${median(scores.accessibility)} | ${median(scores.performance)}` +
          `${median(scores.performance) >= performanceTarget ? ' ✓' : ' ✗'} (${scores.performance.join(', ')}) | ` +
          `${(Object.keys(metrics) as Metric[]).map((id) => metrics[id](median(measured[id]))).join(', ')} | ` +
          `\`${lcpElement}\` |`,
      );
      console.error(`measured ${page}`);
    }
  } finally {
    chrome.kill();
  }
  console.log(
    `\nLighthouse, mobile, ${base}, median of ${runs} run(s)${blockedUrlPatterns.length ? ', every script blocked' : ''}\n`,
  );
  console.log(
    `| page | SEO | accessibility | performance, target ≥ ${performanceTarget} (each run) | metrics | LCP element |`,
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
  console.log(failures.length ? `\nBelow 100:\n${failures.join('\n')}` : '\nNo SEO or accessibility audit failed.');
}

await main();

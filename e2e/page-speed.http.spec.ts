/**
 * What keeps a phone's first paint of the public pages close to an empty Next.js page's (docs/performance.md,
 * "First paint"), checked on the server's HTML: each of these could come back silently with a change elsewhere.
 */
import fs from 'node:fs';
import path from 'node:path';

import { expect, test, type APIRequestContext } from '@playwright/test';

import { serverPage } from './http';

const root = path.resolve(import.meta.dirname, '..');

/** Every source file under `folder` (relative to the project), tests left out: what Tailwind reads there. */
function sources(folder: string): string[] {
  const entries = fs.readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The words of files, split where no class name can go on: what Tailwind may read as class names. */
function words(files: string[]): Set<string> {
  const found = new Set<string>();
  for (const file of files) {
    for (const word of fs.readFileSync(file, 'utf8').split(/[\s'"`{}<>=;,]+/)) if (word) found.add(word);
  }
  return found;
}

/** A class name as Tailwind writes it in a selector: every character other than a letter, digit, - or _ escaped. */
const selectorOf = (name: string) => `.${name.replace(/[^a-zA-Z0-9_-]/g, (character) => `\\${character}`)}`;

/** Whether a stylesheet has a rule for the class (its selector, not a longer class that begins with it). */
const hasRuleFor = (css: string, name: string) => {
  const selector = selectorOf(name);
  for (let at = css.indexOf(selector); at !== -1; at = css.indexOf(selector, at + 1)) {
    if (!/[\w\\-]/.test(css[at + selector.length] ?? '')) return true;
  }
  return false;
};

/** The CSS a page's HTML brings: its style elements and the stylesheets it links, as the browser would get them. */
async function stylesheetOf(request: APIRequestContext, page: string): Promise<string> {
  const { document } = await serverPage(request, page);
  const inline = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '');
  const linked = await Promise.all(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(async (link) =>
      (await request.get(link.getAttribute('href')!)).text(),
    ),
  );
  return [...inline, ...linked].join('\n');
}

test("the public pages' stylesheet holds none of the back office's rules", async ({ request }) => {
  const publicWords = words([
    ...sources('src/app/(site)'),
    path.join(root, 'src/app/global-not-found.tsx'),
    ...sources('src/components').filter((file) => !file.includes(`${path.sep}admin${path.sep}`)),
  ]);
  const adminOnly = [...words([...sources('src/app/(admin)'), ...sources('src/components/admin')])].filter(
    (word) => !publicWords.has(word) && /^[a-z-]/.test(word),
  );
  const admin = await stylesheetOf(request, '/admin/login');
  // The back office's own classes that are rules of its stylesheet: what the public one must not hold.
  const adminRules = adminOnly.filter((name) => hasRuleFor(admin, name));
  expect(adminRules.length).toBeGreaterThan(20);
  const site = await stylesheetOf(request, '/fr/nos-machines');
  expect(site.length).toBeGreaterThan(1000);
  expect(adminRules.filter((name) => hasRuleFor(site, name))).toEqual([]);
});

test('the public pages share one stylesheet, which a browser keeps, and nothing else holds their first paint', async ({
  request,
}) => {
  // Each page view is a document of its own: CSS written into each (Next.js's `inlineCss`) came twice in every page,
  // in its style element and in its React payload, half of its compressed HTML; a stylesheet comes once, then from
  // the browser's cache (docs/performance.md, "The CSS as a stylesheet again"). A preloaded font with
  // `font-display: optional` held a phone's first paint by up to two seconds ("First paint on a phone").
  const stylesheets = new Set<string>();
  for (const page of ['/fr', '/fr/nos-machines', '/de/machine/1', '/it/contact']) {
    const { document } = await serverPage(request, page);
    const links = [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')!);
    expect(links, page).toHaveLength(1);
    stylesheets.add(links[0]!);
    expect(document.querySelectorAll('style'), page).toHaveLength(0);
    expect(document.querySelectorAll('link[rel="preload"][as="font"]'), page).toHaveLength(0);
  }
  expect(stylesheets.size).toBe(1);
  const [href] = stylesheets;
  const response = await request.get(href!);
  expect(response.headers()['cache-control']).toContain('immutable');
  // The page's rules and its typeface's, in the one file.
  const css = await response.text();
  expect(css).toContain('@font-face');
  expect(css).toContain('.sr-only');
});

test('the picture a phone shows first is loaded at once and first, the others lazily', async ({ request }) => {
  // A machine's first picture (demo machine 1 has several) and an article's cover (demo article 6 has one).
  for (const page of ['/de/machine/1', '/fr/actualites/6']) {
    const { document } = await serverPage(request, page);
    const pictures = [...document.querySelectorAll('main img[srcset]')];
    expect(pictures.length, page).toBeGreaterThan(0);
    expect(pictures[0]!.getAttribute('loading'), page).toBe('eager');
    expect(pictures[0]!.getAttribute('fetchpriority'), page).toBe('high');
    for (const other of pictures.slice(1)) expect(other.getAttribute('fetchpriority'), page).not.toBe('high');
    // React preloads every eager picture a server component renders, shown or not: the first alone is.
    const preloads = [...document.querySelectorAll('link[rel="preload"][as="image"]')];
    expect(
      preloads.map((link) => link.getAttribute('imagesrcset')),
      page,
    ).toEqual([pictures[0]!.getAttribute('srcset')]);
  }
  // The listing's first card (whose picture is a phone's largest paint, when it has one); the others lazily.
  const { document } = await serverPage(request, '/fr/nos-machines');
  const cards = [...document.querySelectorAll('main ul > li')].filter((card) => card.querySelector('img[srcset]'));
  expect(cards.length).toBeGreaterThan(1);
  const first = document.querySelector('main ul > li img');
  if (first && cards[0] === document.querySelector('main ul > li')) expect(first.getAttribute('loading')).toBe('eager');
  for (const card of cards.slice(1)) expect(card.querySelector('img')!.getAttribute('loading')).toBe('lazy');
});

test("the home's carousel videos load as they near the viewport, not with the page", async ({ request }) => {
  // Demo article 1's cover is a video: fetched with the page, it finished before a phone's first paint and counted in
  // it (docs/performance.md, "First paint on a phone").
  const { document } = await serverPage(request, '/fr');
  const videos = [...document.querySelectorAll('main video')];
  expect(videos.length).toBeGreaterThan(0);
  for (const video of videos) {
    expect(video.getAttribute('loading')).toBe('lazy');
    expect(video.hasAttribute('autoplay')).toBe(true);
  }
});

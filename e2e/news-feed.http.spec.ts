import { expect, test } from '@playwright/test';
import { JSDOM } from 'jsdom';

import { news } from '../src/server/seed/content';
import { admin } from './admin';
import { serverPage, textOf } from './http';

// The demo articles are seeded in order into a new database, a month apart: the first has id 1, the last is newest.
const demo = news.map((article, index) => ({ ...article, id: index + 1 }));

for (const locale of ['fr', 'it'] as const) {
  test(`the Atom feed in ${locale} lists the latest articles in that language, newest first`, async ({ request }) => {
    const response = await request.get(`/${locale}/actualites/feed.xml`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    const document = new JSDOM(await response.text(), { contentType: 'application/xml' }).window.document;
    expect(document.querySelector('parsererror')).toBeNull();
    const feed = document.documentElement;
    expect(feed.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    expect(feed.getAttribute('xml:lang')).toBe(locale);
    for (const name of ['id', 'title', 'updated', 'author > name']) {
      expect(feed.querySelector(`:scope > ${name}`)?.textContent, name).toBeTruthy();
    }
    expect(feed.querySelector(':scope > link[rel="alternate"]')?.getAttribute('href')).toMatch(
      new RegExp(`^https?://[^/]+/${locale}/actualites$`),
    );

    const entries = [...document.querySelectorAll('entry')];
    expect(entries.length).toBeGreaterThanOrEqual(demo.length);
    expect(entries.length).toBeLessThanOrEqual(20);
    const titles = entries.map((entry) => entry.querySelector('title')?.textContent);
    const demoTitles = [...demo].reverse().map((article) => article.title[locale]);
    expect(titles.filter((title) => demoTitles.includes(title!))).toEqual(demoTitles);
    for (const entry of entries) {
      const link = entry.querySelector('link[rel="alternate"]')?.getAttribute('href');
      expect(link).toMatch(new RegExp(`^https?://[^/]+/${locale}/actualites/\\d+$`));
      expect(entry.querySelector('id')?.textContent).toBe(link);
      expect(Date.parse(entry.querySelector('published')!.textContent!)).not.toBeNaN();
      expect(Date.parse(entry.querySelector('updated')!.textContent!)).not.toBeNaN();
      expect(entry.querySelector('summary')?.textContent).toBeTruthy();
    }
    // Each demo entry leads to its article.
    const latest = demo.at(-1)!;
    const entry = entries.find((found) => found.querySelector('title')?.textContent === latest.title[locale])!;
    expect(new URL(entry.querySelector('link')!.getAttribute('href')!).pathname).toBe(
      `/${locale}/actualites/${latest.id}`,
    );
  });
}

test('the archive and the articles announce the feed of their language', async ({ request }) => {
  for (const path of ['/de/actualites', '/es/actualites/1']) {
    const { document } = await serverPage(request, path);
    const link = document.querySelector('link[rel="alternate"][type="application/atom+xml"]');
    expect(new URL(link!.getAttribute('href')!).pathname, path).toBe(`/${path.split('/')[1]}/actualites/feed.xml`);
    expect(link!.getAttribute('title'), path).toBeTruthy();
  }
});

test('a feed of no language is not found', async ({ request }) => {
  expect((await request.get('/xx/actualites/feed.xml')).status()).toBe(404);
});

test('a write of news through the API reaches the cached archive and feed at the next request', async ({ request }) => {
  const title = `Archive probe ${Date.now()}`;
  /** The date on the archive's card of the article, or null when there is none. */
  const archive = async () => {
    const { document } = await serverPage(request, '/en/actualites');
    const card = [...document.querySelectorAll('main li')].find((item) => textOf(item.querySelector('h2')) === title);
    return card ? textOf(card.querySelector('time')) : null;
  };
  const feed = async () => (await request.get('/en/actualites/feed.xml')).text();
  // Both read, and so cached, before the write.
  expect(await archive()).toBeNull();
  expect(await feed()).not.toContain(title);

  expect((await request.post('/api/auth/login', { data: admin })).status()).toBe(200);
  const titles = Object.fromEntries(['en', 'fr', 'de', 'it', 'es'].map((code) => [`title_${code}`, title]));
  // Dated long ago: listed after the demo articles, and on the home page after them too.
  const created = await request.post('/api/news', { data: { ...titles, published_at: '1995-03-01' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect(await archive()).toBe('1 March 1995');
  expect(await feed()).toContain(`<published>1995-02-28T23:00:00.000Z</published>`);

  expect((await request.patch(`/api/news/${id}`, { data: { published_at: '1996-04-02' } })).status()).toBe(200);
  expect(await archive()).toBe('2 April 1996');

  expect((await request.delete(`/api/news/${id}`)).status()).toBe(204);
  expect(await archive()).toBeNull();
  expect(await feed()).not.toContain(title);
});

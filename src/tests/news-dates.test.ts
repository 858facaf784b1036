/**
 * News by publication date: the date set at creation and changed through the API and the back office, the order
 * and the pages of the archive (one query a page, whatever the number of articles), and each language's feed.
 */
// The feed's texts come from next-intl, which runs inside Next.js only: here, straight from the catalogues.
jest.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: string; namespace: string }) => {
    const messages = (await import(`../../messages/${locale}.json`)).default as Record<string, Record<string, string>>;
    return (key: string) => messages[namespace]![key];
  },
}));

import fs from 'node:fs';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';

import { pgliteExtensions } from '@/server/db/pglite-extensions';
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';

import { archiveMetadata } from '@/app/(site)/[locale]/actualites/archive';
import { generateMetadata as articleMetadata } from '@/app/(site)/[locale]/actualites/[id]/page';
import { GET as feed } from '@/app/(site)/[locale]/actualites/feed.xml/route';
import sitemap from '@/app/sitemap';
import * as collection from '@/app/api/news/route';
import * as item from '@/app/api/news/[id]/route';
import { updateNewsPublicationAction } from '@/app/(admin)/admin/_actions/news-publication';
import { type Locale, locales } from '@/i18n/locales';
import { type DatabaseHandle, migrationsFolder } from '@/server/db/client';
import { news, newsContentBlocks } from '@/server/db/schema';
import { listLatestNews, listNewsArchivePage } from '@/server/news/archive';
import { createNews, draftNews, getNews } from '@/server/news/articles';
import { addContentBlock } from '@/server/news/content';
import { adminCookie, call } from './api';
import { countQueries, createTestDatabase } from './database';
import { cachedReadTags, revalidatedTags } from './next-cache';

const mockAdmin = jest.fn();
jest.mock('@/app/(admin)/admin/_lib/auth', () => ({
  currentAdmin: () => mockAdmin(),
  currentSessionOfRequest: async () => {
    const signedIn = await mockAdmin();
    return signedIn && { admin: signedIn, session: { mustChangePassword: false } };
  },
}));

const site = 'https://www.example.ch';
const five = (field: string, text: string) =>
  Object.fromEntries(locales.map((locale) => [`${field}_${locale}`, `${text} ${locale}`])) as Record<
    `${'title' | 'content'}_${Locale}`,
    string
  >;

let handle: DatabaseHandle;
let cookie: string;
beforeAll(async () => {
  process.env.SITE_URL = site;
  handle = await createTestDatabase();
  cookie = await adminCookie();
});
afterAll(async () => {
  delete process.env.SITE_URL;
  await handle.close();
});
beforeEach(() =>
  mockAdmin.mockResolvedValue({ id: 1, username: 'admin', role: 'editor', languages: [], mustEnrol: false }),
);
// The query counters' spies, also when a test fails before it restores its own.
afterEach(() => jest.restoreAllMocks());

const at = (id: number) => ({ params: { id: String(id) } });
const patch = (id: number, body: unknown, withCookie = true) =>
  call(item.PATCH, 'PATCH', `/api/news/${id}`, { ...(withCookie ? { cookie } : {}), body, ...at(id) });
const publishedAt = async (id: number) => (await getNews(id, 'en')).published_at;
const draftPublishedAt = async (id: number) => (await draftNews(id, 'en')).published_at;

/** Every article of the test's own, gone: the archive and the feed are counted from an empty table. */
const emptyNews = () => handle.db.delete(news);

/** `count` articles published a day apart, the last written the newest, inserted at once. */
async function insertArticles(count: number, from = Date.UTC(2020, 0, 1)) {
  const rows = await handle.db
    .insert(news)
    .values(
      Array.from({ length: count }, (_, index) => ({
        ...five('title', `Article ${index + 1}`),
        published_at: new Date(from + index * 24 * 3600 * 1000),
      })),
    )
    .returning({ id: news.id });
  return rows.map((row) => row.id);
}

describe('the publication date', () => {
  it('is now for a new article, and the one given to POST /api/news', async () => {
    const before = Date.now();
    const { id } = await createNews(five('title', 'Open day'));
    expect(Date.parse(await publishedAt(id))).toBeGreaterThanOrEqual(before - 1000);
    const response = await call(collection.POST, 'POST', '/api/news', {
      cookie,
      body: { ...five('title', 'Open day'), published_at: '2024-05-02T08:00:00Z' },
    });
    expect(response.status).toBe(201);
    expect(response.json.published_at).toBe('2024-05-02T08:00:00.000Z');
  });

  it('is changed by PATCH /api/news/{id}, a day being its start in the office’s time zone', async () => {
    const { id } = await createNews(five('title', 'Open day'));
    revalidatedTags.length = 0;
    const day = await patch(id, { published_at: '2025-03-15' });
    expect(day.status).toBe(200);
    expect(day.json.published_at).toBe('2025-03-14T23:00:00.000Z');
    expect(revalidatedTags).toEqual(expect.arrayContaining(['news', `news:${id}`]));
    const moment = await patch(id, { published_at: '2025-07-01T09:30:00+02:00', title_en: 'Our open day' });
    expect(moment.status).toBe(200);
    expect(moment.json).toMatchObject({ published_at: '2025-07-01T07:30:00.000Z', title_en: 'Our open day' });
  });

  it.each([
    ['no real day', '2025-02-29'],
    ['a month that is none', '2025-13-01'],
    ['before 1990', '1989-12-31'],
    ['more than ten years ahead', `${new Date().getUTCFullYear() + 11}-01-01`],
    ['a time without its offset', '2025-03-15T10:00'],
    ['words', 'yesterday'],
    ['a number', 1700000000000],
  ])('refuses %s with 422, naming the field, and keeps the date', async (_what, value) => {
    const { id } = await createNews(five('title', 'Open day'));
    const before = await publishedAt(id);
    const response = await patch(id, { published_at: value });
    expect(response.status).toBe(422);
    expect(Object.keys(response.json.fields)).toEqual(['published_at']);
    expect(await publishedAt(id)).toBe(before);
  });

  it('accepts the first day of 1990 and a date ten years ahead', async () => {
    const { id } = await createNews(five('title', 'Open day'));
    expect((await patch(id, { published_at: '1990-01-01' })).status).toBe(200);
    const ahead = new Date();
    ahead.setUTCFullYear(ahead.getUTCFullYear() + 10);
    ahead.setUTCDate(ahead.getUTCDate() - 1);
    expect((await patch(id, { published_at: ahead.toISOString() })).status).toBe(200);
  });

  it('is refused without a session, and for an unknown article', async () => {
    const { id } = await createNews(five('title', 'Open day'));
    expect((await patch(id, { published_at: '2025-03-15' }, false)).status).toBe(401);
    expect((await patch(999999, { published_at: '2025-03-15' })).status).toBe(404);
  });

  it('is changed by the back office’s action, with a session only, and refused when absurd', async () => {
    const { id } = await createNews(five('title', 'Open day'));
    expect(await updateNewsPublicationAction({ id, published_at: '2023-11-05' })).toEqual({ ok: true, data: null });
    // Into the article's draft, as every save of the office.
    expect(await draftPublishedAt(id)).toBe('2023-11-04T23:00:00.000Z');
    expect(await updateNewsPublicationAction({ id, published_at: '1989-01-01' })).toEqual({
      ok: false,
      error: 'invalid',
      fields: { published_at: 'outOfRange' },
    });
    expect(await updateNewsPublicationAction({ id, published_at: '2023-02-30' })).toMatchObject({
      fields: { published_at: 'invalid' },
    });
    mockAdmin.mockResolvedValue(null);
    expect(await updateNewsPublicationAction({ id, published_at: '2020-01-01' })).toEqual({
      ok: false,
      error: 'unauthorized',
    });
    expect(await draftPublishedAt(id)).toBe('2023-11-04T23:00:00.000Z');
  });
});

describe('the migration that adds it', () => {
  it('gives the articles written before it their creation time as publication date', async () => {
    const db = await PGlite.create({ extensions: pgliteExtensions });
    try {
      const migrations = fs
        .readdirSync(migrationsFolder)
        .filter((file) => file.endsWith('.sql'))
        .sort();
      for (const file of migrations) {
        if (file.endsWith('_news_published_at.sql')) {
          await db.exec(`insert into news (${locales.map((locale) => `title_${locale}`).join(', ')}, created_at)
            values ('a', 'a', 'a', 'a', 'a', '2021-04-05T10:00:00Z'), ('b', 'b', 'b', 'b', 'b', '2023-01-02T08:00:00Z')`);
        }
        for (const statement of fs
          .readFileSync(path.join(migrationsFolder, file), 'utf8')
          .split('--> statement-breakpoint'))
          await db.exec(statement);
      }
      const { rows } = await db.query<{ published_at: Date }>('select published_at from news order by id');
      expect(rows.map((row) => row.published_at.toISOString())).toEqual([
        '2021-04-05T10:00:00.000Z',
        '2023-01-02T08:00:00.000Z',
      ]);
    } finally {
      await db.close();
    }
  });
});

describe('the archive', () => {
  it('lists newest first by publication date, not by creation, the later written first on the same date', async () => {
    await emptyNews();
    const [old, recent, sameDay] = await insertArticles(3);
    await handle.db
      .update(news)
      .set({ published_at: new Date('2019-06-01') })
      .where(eq(news.id, recent!));
    await handle.db
      .update(news)
      .set({ published_at: new Date('2020-01-01') })
      .where(eq(news.id, sameDay!));
    const page = await listNewsArchivePage('fr', 1, 12);
    expect(page.items.map((article) => article.id)).toEqual([sameDay, old, recent]);
    expect((await call(collection.GET, 'GET', '/api/news')).json.map((article: { id: number }) => article.id)).toEqual([
      sameDay,
      old,
      recent,
    ]);
  });

  it('shows each card in one language with its date, cover and first block, a blank title in French', async () => {
    await emptyNews();
    const [id] = await insertArticles(1);
    await handle.db.update(news).set({ title_de: ' ' }).where(eq(news.id, id!));
    await addContentBlock(id!, { ...five('title', 'Second'), ...five('content', 'Later'), priority: 2 });
    await addContentBlock(id!, { ...five('title', 'First'), ...five('content', 'Text'), priority: 1 });
    const [card] = (await listNewsArchivePage('de', 1, 12)).items;
    expect(card).toEqual({
      id,
      title: 'Article 1 fr',
      fallback: { title: 'fr' },
      image: null,
      image_type: null,
      published_at: '2020-01-01T00:00:00.000Z',
      updated_at: expect.any(String),
      first: { title: 'First de', content: 'Text de', fallback: {} },
    });
    expect(Date.parse(card!.updated_at)).toBeGreaterThan(Date.parse(card!.published_at));
  });

  it('pages 500 articles, each on exactly one page, with one query a page, and nothing past the end', async () => {
    await emptyNews();
    const ids = await insertArticles(500);
    await handle.db
      .insert(newsContentBlocks)
      .values(ids.map((news_id) => ({ news_id, ...five('title', 'Subtitle'), ...five('content', 'Text') })));
    const queries = countQueries(handle);
    const first = await listNewsArchivePage('it', 1, 12);
    expect(queries.count()).toBe(1);
    expect(first).toMatchObject({ total: 500, page: 1, pageCount: 42 });
    expect(first.items.map((article) => article.title)).toEqual(
      Array.from({ length: 12 }, (_, index) => `Article ${500 - index} it`),
    );
    const pages = [first];
    for (let page = 2; page <= 42; page++) pages.push(await listNewsArchivePage('it', page, 12));
    expect(queries.count()).toBe(42);
    queries.restore();
    expect(pages.at(-1)!.items).toHaveLength(500 - 41 * 12);
    expect(pages.flatMap((page) => page.items.map((article) => article.id))).toEqual([...ids].reverse());
    expect(await listNewsArchivePage('it', 43, 12)).toMatchObject({ items: [] });
  });

  it('is kept under the news tag, which every write of news expires', () => {
    expect(cachedReadTags.get('news:archive')).toEqual(['news']);
    expect(cachedReadTags.get('news:latest')).toEqual(['news']);
  });
});

describe('the archive’s metadata', () => {
  const feedLink = (locale: string, title: string) => ({
    'application/atom+xml': [{ url: `${site}/${locale}/actualites/feed.xml`, title }],
  });

  it('names each page as its canonical, with its languages, and announces the feed', async () => {
    await emptyNews();
    await insertArticles(30);
    const first = await archiveMetadata('fr', 1);
    expect(first.title).toBe('Actualités');
    expect(first.alternates).toEqual({
      canonical: `${site}/fr/actualites`,
      languages: {
        ...Object.fromEntries(locales.map((locale) => [locale, `${site}/${locale}/actualites`])),
        'x-default': `${site}/actualites`,
      },
      types: feedLink('fr', 'Actualités – Jorat Hydraulique SA'),
    });
    const third = await archiveMetadata('de', 3);
    expect(third.alternates?.canonical).toBe(`${site}/de/actualites?page=3`);
    expect(third.alternates?.languages).toMatchObject({ en: `${site}/en/actualites?page=3` });
  });

  it('is the not-found page’s past the end and for a page that is none', async () => {
    for (const page of [4, null]) expect((await archiveMetadata('fr', page)).alternates).toBeUndefined();
  });

  it('lists the archive in the sitemap in every language', async () => {
    const urls = (await sitemap()).map((entry) => entry.url);
    for (const locale of locales) expect(urls).toContain(`${site}/${locale}/actualites`);
  });

  it('announces the feed on an article’s page too, and its publication date', async () => {
    const [id] = await insertArticles(1, Date.UTC(2024, 4, 2));
    const metadata = await articleMetadata({ params: Promise.resolve({ locale: 'es', id: String(id) }) } as never);
    expect(metadata.alternates?.types).toEqual(feedLink('es', 'Noticias – Jorat Hydraulique SA'));
    expect(metadata.openGraph).toMatchObject({ publishedTime: '2024-05-02T00:00:00.000Z' });
  });
});

describe('the feed', () => {
  const read = async (locale: string) => {
    const response = await feed(new Request(`${site}/${locale}/actualites/feed.xml`), {
      params: Promise.resolve({ locale }),
    });
    const text = await response.text();
    return { response, text, document: new JSDOM(text, { contentType: 'application/xml' }).window.document };
  };

  it('is Atom of the 20 latest articles in the language, with their dates, links and summaries', async () => {
    await emptyNews();
    const ids = await insertArticles(25);
    await handle.db.update(news).set({ title_it: 'Pressa & <cilindri> "nuovi"' }).where(eq(news.id, ids[24]!));
    await addContentBlock(ids[24]!, { ...five('title', 'Sub'), ...five('content', 'Testo  lungo\n\ncon righe') });
    const { response, text, document } = await read('it');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(document.querySelector('parsererror')).toBeNull();
    expect(text).toContain('Pressa &amp; &lt;cilindri&gt; &quot;nuovi&quot;');
    const root = document.documentElement;
    expect(root.getAttribute('xml:lang')).toBe('it');
    expect(root.querySelector(':scope > title')?.textContent).toBe('Notizie – Jorat Hydraulique SA');
    expect(root.querySelector(':scope > id')?.textContent).toBe(`${site}/it/actualites`);
    expect(root.querySelector(':scope > link[rel="self"]')?.getAttribute('href')).toBe(
      `${site}/it/actualites/feed.xml`,
    );
    const entries = [...document.querySelectorAll('entry')];
    expect(entries).toHaveLength(20);
    const newest = entries[0]!;
    expect(newest.querySelector('id')?.textContent).toBe(`${site}/it/actualites/${ids[24]}`);
    expect(newest.querySelector('link')?.getAttribute('href')).toBe(`${site}/it/actualites/${ids[24]}`);
    expect(newest.querySelector('title')?.textContent).toBe('Pressa & <cilindri> "nuovi"');
    expect(newest.querySelector('summary')?.textContent).toBe('Testo lungo con righe it');
    expect(newest.querySelector('published')?.textContent).toBe(new Date(Date.UTC(2020, 0, 25)).toISOString());
    expect(Date.parse(newest.querySelector('updated')!.textContent!)).toBeGreaterThan(Date.UTC(2020, 0, 25));
    expect(entries.map((entry) => entry.querySelector('title')?.textContent).slice(1, 3)).toEqual([
      'Article 24 it',
      'Article 23 it',
    ]);
    expect(root.querySelector(':scope > updated')?.textContent).toBe(newest.querySelector('updated')?.textContent);
  });

  it('speaks each language, and an unknown one gets the not-found answer', async () => {
    expect((await read('de')).document.querySelector('feed > title')?.textContent).toBe(
      'Aktuelles – Jorat Hydraulique SA',
    );
    const unknown = await feed(new Request(`${site}/xx/actualites/feed.xml`), {
      params: Promise.resolve({ locale: 'xx' }),
    });
    expect(unknown.status).toBe(404);
  });

  it('reads the latest articles in one query', async () => {
    const queries = countQueries(handle);
    await listLatestNews('fr', 20);
    expect(queries.count()).toBe(1);
    queries.restore();
  });
});

import fs from 'node:fs';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import sharp from 'sharp';

import * as collection from '@/app/api/news/route';
import * as item from '@/app/api/news/[id]/route';
import * as blocks from '@/app/api/news/[id]/content/route';
import * as block from '@/app/api/news/[id]/content/[contentId]/route';

import { database } from '@/server/db';
import type { DatabaseHandle } from '@/server/db/client';
import { news, newsContentBlocks } from '@/server/db/schema';
import { eraseFromTrash } from '@/server/history';
import { adminCookie, call } from './api';
import { createTestDatabase } from './database';
import { revalidatedTags } from './next-cache';

const five = (field: string, text: string) =>
  Object.fromEntries(['en', 'fr', 'de', 'it', 'es'].map((locale) => [`${field}_${locale}`, `${text} ${locale}`]));

const without = (fields: Record<string, string>, name: string) =>
  Object.fromEntries(Object.entries(fields).filter(([field]) => field !== name));

const titles = five('title', 'Open day');
const blockFields = { ...five('title', 'Subtitle'), ...five('content', 'Text') };

let handle: DatabaseHandle;
let cookie: string;
beforeAll(async () => {
  handle = await createTestDatabase();
  cookie = await adminCookie();
});
afterAll(() => handle.close());

const at = (id: number, extra: Record<string, string> = {}) => ({ params: { id: String(id), ...extra } });

async function newArticle(): Promise<number> {
  const response = await call(collection.POST, 'POST', '/api/news', { cookie, body: titles });
  expect(response.status).toBe(201);
  return response.json.id;
}

async function addBlock(newsId: number, fields: Record<string, unknown> = blockFields) {
  const response = await call(blocks.POST, 'POST', `/api/news/${newsId}/content`, {
    cookie,
    body: fields,
    ...at(newsId),
  });
  expect(response.status).toBe(201);
  return response.json;
}

const getArticle = (id: number, lang = 'en') => call(item.GET, 'GET', `/api/news/${id}?lang=${lang}`, at(id));

const uploadCover = (id: number, bytes: Buffer, image_type = 'image/png') =>
  call(item.PATCH, 'PATCH', `/api/news/${id}`, {
    cookie,
    body: { image: bytes.toString('base64'), image_type },
    ...at(id),
  });

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#e8590c' } })
    .png()
    .toBuffer();

/** The file behind a local media URL: the local storage writes under DATA_DIR/media. */
const fileOf = (url: string) => path.join(process.env.DATA_DIR!, 'media', url.replace(/^\/media\//, ''));

const coverFiles = (id: number) => {
  const folder = path.join(process.env.DATA_DIR!, 'media', 'news', String(id));
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
};

describe('POST /api/news', () => {
  it('creates an article from five titles and answers it, without cover or blocks', async () => {
    const response = await call(collection.POST, 'POST', '/api/news?lang=de', { cookie, body: titles });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({
      id: expect.any(Number),
      version: 1,
      title: 'Open day de',
      fallback: {},
      ...titles,
      image: null,
      image_type: null,
      published: true,
      published_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      content: [],
    });
    expect(revalidatedTags).toEqual(expect.arrayContaining(['news', `news:${response.json.id}`]));
  });

  it('refuses without a session', async () => {
    const response = await call(collection.POST, 'POST', '/api/news', { body: titles });
    expect(response.status).toBe(401);
    expect(response.json.detail).toEqual(expect.any(String));
  });

  it('refuses a missing or blank title, naming it, and creates nothing', async () => {
    const before = (await call(collection.GET, 'GET', '/api/news')).json.length;
    const missing = await call(collection.POST, 'POST', '/api/news', { cookie, body: without(titles, 'title_de') });
    expect(missing.status).toBe(422);
    expect(missing.json.fields).toEqual({ title_de: 'Required' });
    const blank = await call(collection.POST, 'POST', '/api/news', { cookie, body: { ...titles, title_es: '  ' } });
    expect(blank.status).toBe(422);
    expect(blank.json.fields).toEqual({ title_es: 'Required' });
    expect((await call(collection.GET, 'GET', '/api/news')).json).toHaveLength(before);
  });
});

describe('GET /api/news', () => {
  it('lists newest first, each with its cover and its blocks by priority, in one language', async () => {
    const older = await newArticle();
    const newer = await newArticle();
    await addBlock(newer, { ...blockFields, title_it: 'Second', priority: 5 });
    await addBlock(newer, { ...blockFields, title_it: 'First', priority: -1 });
    await addBlock(newer, { ...blockFields, title_it: 'Last' });
    const response = await call(collection.GET, 'GET', '/api/news?lang=it');
    expect(response.status).toBe(200);
    const ids = response.json.map((article: { id: number }) => article.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    const listed = response.json.find((article: { id: number }) => article.id === newer);
    expect(listed).toEqual({
      id: newer,
      image: null,
      image_type: null,
      title: 'Open day it',
      fallback: {},
      published_at: expect.any(String),
      content: [
        { id: expect.any(Number), title: 'First', content: 'Text it', fallback: {} },
        { id: expect.any(Number), title: 'Second', content: 'Text it', fallback: {} },
        { id: expect.any(Number), title: 'Last', content: 'Text it', fallback: {} },
      ],
    });
  });

  it('answers in the language of ?lang=, else the language cookie, else Accept-Language', async () => {
    const id = await newArticle();
    const titleIn = async (url: string, headers: Record<string, string>) =>
      (await call(collection.GET, 'GET', url, { headers })).json.find((article: { id: number }) => article.id === id)
        .title;
    const everything = { cookie: 'language=it', 'accept-language': 'es-ES,es;q=0.9' };
    expect(await titleIn('/api/news?lang=de', everything)).toBe('Open day de');
    expect(await titleIn('/api/news', everything)).toBe('Open day it');
    expect(await titleIn('/api/news', { 'accept-language': 'es-ES,es;q=0.9' })).toBe('Open day es');
  });

  it('falls back to French when the title is blank in the language asked for', async () => {
    const id = await newArticle();
    await (await database()).update(news).set({ title_it: '' }).where(eq(news.id, id));
    const article = (await getArticle(id, 'it')).json;
    expect(article.title).toBe('Open day fr');
    // Added to the former API's answer: which field is shown in which other language.
    expect(article.fallback).toEqual({ title: 'fr' });
  });
});

describe('GET /api/news/{id}', () => {
  it('answers the article with its five titles and its blocks in one language and in all five', async () => {
    const id = await newArticle();
    const added = await addBlock(id);
    const response = await getArticle(id, 'fr');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      id,
      // Created, then a block added: two revisions.
      version: 2,
      title: 'Open day fr',
      fallback: {},
      ...titles,
      image: null,
      image_type: null,
      published: true,
      published_at: expect.any(String),
      created_at: expect.any(String),
      content: [{ id: added.id, title: 'Subtitle fr', content: 'Text fr', fallback: {}, ...blockFields, priority: 0 }],
    });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '0']) {
      const response = await call(item.GET, 'GET', `/api/news/${id}`, { params: { id } });
      expect(response.status).toBe(404);
      expect(response.json).toEqual({ detail: 'News not found' });
    }
  });
});

describe('PATCH /api/news/{id} (titles)', () => {
  it('changes one title and keeps the others', async () => {
    const id = await newArticle();
    const response = await call(item.PATCH, 'PATCH', `/api/news/${id}?lang=en`, {
      cookie,
      body: { title_en: 'Workshop open day' },
      ...at(id),
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      id,
      title: 'Workshop open day',
      title_en: 'Workshop open day',
      title_de: 'Open day de',
    });
    expect(revalidatedTags).toEqual(expect.arrayContaining(['news', `news:${id}`]));
  });

  it('refuses without a session', async () => {
    const id = await newArticle();
    const response = await call(item.PATCH, 'PATCH', `/api/news/${id}`, { body: { title_en: 'x' }, ...at(id) });
    expect(response.status).toBe(401);
  });

  it('refuses a blank title, naming it, and an edit that changes nothing', async () => {
    const id = await newArticle();
    const blank = await call(item.PATCH, 'PATCH', `/api/news/${id}`, { cookie, body: { title_fr: ' ' }, ...at(id) });
    expect(blank.status).toBe(422);
    expect(blank.json.fields).toEqual({ title_fr: 'Required' });
    const nothing = await call(item.PATCH, 'PATCH', `/api/news/${id}`, { cookie, body: {}, ...at(id) });
    expect(nothing.status).toBe(422);
    expect((await getArticle(id)).json.title_fr).toBe('Open day fr');
  });

  it('answers 404 for an unknown article', async () => {
    const response = await call(item.PATCH, 'PATCH', '/api/news/999999', {
      cookie,
      body: { title_en: 'x' },
      ...at(999999),
    });
    expect(response.status).toBe(404);
  });
});

describe('PATCH /api/news/{id} (cover)', () => {
  it('stores an uploaded image and answers its url and type with the titles, replacing the old file', async () => {
    const id = await newArticle();
    const first = await uploadCover(id, await png());
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      id,
      image: expect.stringMatching(new RegExp(`^/media/news/${id}/.+\\.png$`)),
      image_type: 'image/png',
      title: expect.any(String),
      fallback: {},
      ...titles,
    });
    expect(fs.existsSync(fileOf(first.json.image))).toBe(true);
    expect((await getArticle(id)).json).toMatchObject({ image: first.json.image, image_type: 'image/png' });

    const second = await uploadCover(id, await png());
    expect(second.status).toBe(200);
    expect(second.json.image).not.toBe(first.json.image);
    expect(fs.existsSync(fileOf(second.json.image))).toBe(true);
    // The cover it replaced stays, so that its revision can bring it back.
    expect(fs.existsSync(fileOf(first.json.image))).toBe(true);
  });

  it('accepts a video, whatever type it claims', async () => {
    const id = await newArticle();
    const video = fs.readFileSync(path.join(process.cwd(), 'src/server/seed/assets/cutting-table.mp4'));
    const response = await uploadCover(id, video, 'image/png');
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ image: expect.stringMatching(/\.mp4$/), image_type: 'video/mp4' });
  });

  it.each([
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['an HTML page', '<!doctype html><html><body><script>alert(1)</script></body></html>'],
  ])('refuses %s claimed to be a PNG and keeps the old cover', async (_kind, text) => {
    const id = await newArticle();
    const cover = (await uploadCover(id, await png())).json;
    const response = await uploadCover(id, Buffer.from(text));
    expect(response.status).toBe(422);
    expect(response.json.fields).toHaveProperty('image');
    expect((await getArticle(id)).json).toMatchObject({ image: cover.image, image_type: 'image/png' });
    expect(fs.existsSync(fileOf(cover.image))).toBe(true);
    expect(coverFiles(id)).toHaveLength(1);
  });

  it('refuses an image that is not base64', async () => {
    const id = await newArticle();
    const response = await call(item.PATCH, 'PATCH', `/api/news/${id}`, {
      cookie,
      body: { image: 'not base64 at all!', image_type: 'image/png' },
      ...at(id),
    });
    expect(response.status).toBe(422);
    expect(response.json.fields).toHaveProperty('image');
  });

  it('refuses a cover sent together with titles, changing nothing', async () => {
    const id = await newArticle();
    const response = await call(item.PATCH, 'PATCH', `/api/news/${id}`, {
      cookie,
      body: { image: (await png()).toString('base64'), image_type: 'image/png', title_en: 'Changed' },
      ...at(id),
    });
    expect(response.status).toBe(422);
    expect((await getArticle(id)).json).toMatchObject({ title_en: 'Open day en', image: null });
    expect(coverFiles(id)).toEqual([]);
  });

  it('refuses an image over the size limit with 413 and keeps the old cover', async () => {
    const id = await newArticle();
    const cover = (await uploadCover(id, await png())).json;
    // Noise does not compress: this PNG is well over the 1 KB limit set below.
    const large = await sharp({
      create: {
        width: 64,
        height: 64,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    const previous = process.env.MAX_IMAGE_MB;
    process.env.MAX_IMAGE_MB = '0.001';
    try {
      const response = await uploadCover(id, large);
      expect(response.status).toBe(413);
    } finally {
      if (previous === undefined) delete process.env.MAX_IMAGE_MB;
      else process.env.MAX_IMAGE_MB = previous;
    }
    expect((await getArticle(id)).json.image).toBe(cover.image);
    expect(coverFiles(id)).toHaveLength(1);
  });

  it('refuses an upload without a session, and answers 404 for an unknown article, storing nothing', async () => {
    const id = await newArticle();
    const body = { image: (await png()).toString('base64'), image_type: 'image/png' };
    expect((await call(item.PATCH, 'PATCH', `/api/news/${id}`, { body, ...at(id) })).status).toBe(401);
    expect(coverFiles(id)).toEqual([]);
    expect((await uploadCover(999999, await png())).status).toBe(404);
    expect(coverFiles(999999)).toEqual([]);
  });
});

describe('DELETE /api/news/{id}', () => {
  it('deletes with 204 into the trash, with its blocks, then answers 404; its cover file goes when erased', async () => {
    const id = await newArticle();
    await addBlock(id);
    const cover = (await uploadCover(id, await png())).json;
    expect((await call(item.DELETE, 'DELETE', `/api/news/${id}`, { cookie, ...at(id) })).status).toBe(204);
    const db = await database();
    expect(await db.select().from(newsContentBlocks).where(eq(newsContentBlocks.news_id, id))).toEqual([]);
    expect((await getArticle(id)).status).toBe(404);
    expect((await call(item.DELETE, 'DELETE', `/api/news/${id}`, { cookie, ...at(id) })).status).toBe(404);
    // Kept in the trash until it is erased for good.
    expect(fs.existsSync(fileOf(cover.image))).toBe(true);
    await eraseFromTrash('news', id);
    expect(fs.existsSync(fileOf(cover.image))).toBe(false);
  });

  it('refuses without a session', async () => {
    const id = await newArticle();
    expect((await call(item.DELETE, 'DELETE', `/api/news/${id}`, at(id))).status).toBe(401);
    expect((await getArticle(id)).status).toBe(200);
  });
});

describe('content blocks', () => {
  it('adds a block last and answers it in one language and in all five', async () => {
    const id = await newArticle();
    await addBlock(id, { ...blockFields, priority: 7 });
    const response = await call(blocks.POST, 'POST', `/api/news/${id}/content?lang=es`, {
      cookie,
      body: blockFields,
      ...at(id),
    });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({
      id: expect.any(Number),
      title: 'Subtitle es',
      content: 'Text es',
      fallback: {},
      ...blockFields,
      priority: 8,
    });
    expect(revalidatedTags).toEqual(expect.arrayContaining(['news', `news:${id}`]));
  });

  it('refuses to add without a session, with a missing content, or to an unknown article', async () => {
    const id = await newArticle();
    expect((await call(blocks.POST, 'POST', `/api/news/${id}/content`, { body: blockFields, ...at(id) })).status).toBe(
      401,
    );
    const missing = await call(blocks.POST, 'POST', `/api/news/${id}/content`, {
      cookie,
      body: without(blockFields, 'content_fr'),
      ...at(id),
    });
    expect(missing.status).toBe(422);
    expect(missing.json.fields).toEqual({ content_fr: 'Required' });
    const unknown = await call(blocks.POST, 'POST', '/api/news/999999/content', {
      cookie,
      body: blockFields,
      ...at(999999),
    });
    expect(unknown.status).toBe(404);
    expect((await getArticle(id)).json.content).toEqual([]);
  });

  it('edits a block and reorders the article by its priority', async () => {
    const id = await newArticle();
    const first = await addBlock(id);
    const second = await addBlock(id);
    const contentId = String(second.id);
    const response = await call(block.PATCH, 'PATCH', `/api/news/${id}/content/${contentId}?lang=en`, {
      cookie,
      body: { ...second, title_en: 'Moved up', priority: -1 },
      ...at(id, { contentId }),
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ id: second.id, title: 'Moved up', title_de: 'Subtitle de', priority: -1 });
    const order = (await getArticle(id)).json.content.map((b: { id: number }) => b.id);
    expect(order).toEqual([second.id, first.id]);
  });

  it('refuses to edit without a session, with a blank field, or a block of another article', async () => {
    const id = await newArticle();
    const other = await newArticle();
    const contentId = String((await addBlock(other)).id);
    const url = `/api/news/${id}/content/${contentId}`;
    expect((await call(block.PATCH, 'PATCH', url, { body: { priority: 1 }, ...at(other, { contentId }) })).status).toBe(
      401,
    );
    const blank = await call(block.PATCH, 'PATCH', url, {
      cookie,
      body: { content_it: '' },
      ...at(other, { contentId }),
    });
    expect(blank.status).toBe(422);
    expect(blank.json.fields).toEqual({ content_it: 'Required' });
    const foreign = await call(block.PATCH, 'PATCH', url, { cookie, body: { priority: 1 }, ...at(id, { contentId }) });
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual({ detail: 'Content block not found' });
    expect((await getArticle(other)).json.content[0].priority).toBe(0);
  });

  it('deletes a block with 204, and only through its own article', async () => {
    const id = await newArticle();
    const other = await newArticle();
    const contentId = String((await addBlock(other)).id);
    const foreign = await call(block.DELETE, 'DELETE', `/api/news/${id}/content/${contentId}`, {
      cookie,
      ...at(id, { contentId }),
    });
    expect(foreign.status).toBe(404);
    expect(
      (await call(block.DELETE, 'DELETE', `/api/news/${other}/content/${contentId}`, at(other, { contentId }))).status,
    ).toBe(401);
    expect((await getArticle(other)).json.content).toHaveLength(1);
    const deleted = await call(block.DELETE, 'DELETE', `/api/news/${other}/content/${contentId}`, {
      cookie,
      ...at(other, { contentId }),
    });
    expect(deleted.status).toBe(204);
    expect((await getArticle(other)).json.content).toEqual([]);
  });
});

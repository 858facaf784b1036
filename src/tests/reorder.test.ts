import { asc, eq } from 'drizzle-orm';

import { type Locale, locales } from '@/i18n/locales';

import { reorderCategories } from '@/server/catalogue/categories';
import type { DatabaseHandle } from '@/server/db/client';
import { categories, news, newsContentBlocks } from '@/server/db/schema';
import { NotFoundError, ValidationError } from '@/server/errors';
import { reorderContentBlocks } from '@/server/news/content';
import { createTestDatabase } from './database';
import { revalidatedTags } from './next-cache';

let handle: DatabaseHandle;
let article: number;
let other: number;
let blocks: number[];
let foreignBlock: number;
let cats: number[];

const inLanguages = <F extends string>(field: F, label: string) =>
  Object.fromEntries(locales.map((locale) => [`${field}_${locale}`, `${label} ${locale}`])) as Record<
    `${F}_${Locale}`,
    string
  >;

beforeAll(async () => {
  handle = await createTestDatabase();
  const [first, second] = await handle.db
    .insert(news)
    .values([inLanguages('title', 'Open day'), inLanguages('title', 'New press')])
    .returning({ id: news.id });
  article = first!.id;
  other = second!.id;
  const block = (newsId: number, label: string, priority: number) => ({
    news_id: newsId,
    priority,
    ...inLanguages('title', label),
    ...inLanguages('content', `${label} text`),
  });
  blocks = (
    await handle.db
      .insert(newsContentBlocks)
      .values(['A', 'B', 'C'].map((label, index) => block(article, label, index * 10)))
      .returning({ id: newsContentBlocks.id })
  ).map((row) => row.id);
  const [foreign] = await handle.db
    .insert(newsContentBlocks)
    .values(block(other, 'Other', 0))
    .returning({ id: newsContentBlocks.id });
  foreignBlock = foreign!.id;
  cats = (
    await handle.db
      .insert(categories)
      .values(
        ['Presses', 'Saws', 'Pumps'].map((label, index) => ({ ...inLanguages('name', label), priority: index * 5 })),
      )
      .returning({ id: categories.id })
  ).map((row) => row.id);
});
afterAll(() => handle.close());
beforeEach(() => void revalidatedTags.splice(0));

async function blockOrder(newsId: number) {
  return handle.db
    .select({ id: newsContentBlocks.id, priority: newsContentBlocks.priority })
    .from(newsContentBlocks)
    .where(eq(newsContentBlocks.news_id, newsId))
    .orderBy(asc(newsContentBlocks.priority), asc(newsContentBlocks.id));
}

const categoryOrder = () =>
  handle.db
    .select({ id: categories.id, priority: categories.priority })
    .from(categories)
    .orderBy(asc(categories.priority), asc(categories.id));

describe('reorderContentBlocks', () => {
  it('gives the blocks the priorities 0..n-1 in the order given and expires the article', async () => {
    const [a, b, c] = blocks as [number, number, number];
    await reorderContentBlocks(article, [c, a, b]);
    expect(await blockOrder(article)).toEqual([
      { id: c, priority: 0 },
      { id: a, priority: 1 },
      { id: b, priority: 2 },
    ]);
    expect(revalidatedTags).toEqual(expect.arrayContaining(['news', `news:${article}`]));
  });

  it('treats a block of another article or an unknown article as not found, and changes nothing', async () => {
    const before = await blockOrder(article);
    const [a, b, c] = blocks as [number, number, number];
    await expect(reorderContentBlocks(article, [a, foreignBlock, b, c])).rejects.toThrow(NotFoundError);
    await expect(reorderContentBlocks(999_999, [a])).rejects.toThrow(NotFoundError);
    await expect(reorderContentBlocks(other, [a])).rejects.toThrow(NotFoundError);
    expect(await blockOrder(article)).toEqual(before);
    expect(await blockOrder(other)).toEqual([{ id: foreignBlock, priority: 0 }]);
    expect(revalidatedTags).toEqual([]);
  });

  it('refuses a block given twice', async () => {
    const [a] = blocks as [number];
    await expect(reorderContentBlocks(article, [a, a])).rejects.toThrow(ValidationError);
  });
});

describe('reorderCategories', () => {
  it('orders the whole table and expires the categories and the machines that show them', async () => {
    const [presses, saws, pumps] = cats as [number, number, number];
    await reorderCategories([pumps, presses, saws]);
    expect(await categoryOrder()).toEqual([
      { id: pumps, priority: 0 },
      { id: presses, priority: 1 },
      { id: saws, priority: 2 },
    ]);
    expect(revalidatedTags).toEqual(expect.arrayContaining(['categories', 'machines']));
  });

  it('puts the categories the order does not name after the others', async () => {
    const [presses, saws, pumps] = cats as [number, number, number];
    await reorderCategories([saws]);
    expect((await categoryOrder()).map((row) => row.id)).toEqual([saws, pumps, presses]);
  });

  it('refuses an id given twice, and changes nothing', async () => {
    const before = await categoryOrder();
    const [presses] = cats as [number];
    await expect(reorderCategories([presses, presses])).rejects.toThrow(ValidationError);
    expect(await categoryOrder()).toEqual(before);
  });

  it('passes over a category deleted in another window, and orders the others as asked', async () => {
    const [presses, saws, pumps] = cats as [number, number, number];
    await reorderCategories([pumps, 999_999, saws, presses]);
    expect((await categoryOrder()).map((row) => row.id)).toEqual([pumps, saws, presses]);
  });
});

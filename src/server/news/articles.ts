/** News articles: the public list, one article with its content blocks, its titles and its cover. */
import 'server-only';

import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';

import type { Locale } from '@/i18n/locales';
import type { NewsCreateApi, NewsFieldsUpdate, NewsTitlesUpdate } from '@/schemas/news';
import type { ListRange } from '@/schemas/paging';
import type { PublicationFilter } from '@/schemas/publication';

import { cacheTags, invalidate } from '../cache/tags';
import { database, type Transaction } from '../db';
import { latestChange } from '../db/latest-change';
import {
  allWrittenIn,
  fieldColumns,
  type PageEntry,
  partsWrittenIn,
  writtenColumns,
  writtenLanguages,
} from '../db/written';
import { news, newsContentBlocks } from '../db/schema';
import { NotFoundError } from '../errors';
import { changeItem, createItem, type Expectation, newItemStatus, trashItem } from '../history';
import { updateTranslated } from '../translations';
import { type Fallback, fallbackOf, localize, localizedValues } from '../localize';
import { mediaUrl, removeFiles } from '../media/storage';
import { jsonSliceOf, type Page, pageOf, pageWindow, sliceOf } from '../paging';
import { readAsDrafted } from '../publication/publish';
import { inPublicationState } from '../publication/states';
import { isPublished } from '../publication/visible';
import { titleMatches } from '../search/search';
import { storeUpload, type UploadSource } from '../media/uploads';

type NewsRow = typeof news.$inferSelect;
type ContentBlockRow = typeof newsContentBlocks.$inferSelect;

/** A news article of the public list: the first block's title is the subtitle. */
export interface NewsSummary {
  id: number;
  /** Public URL of the cover, or null when there is none. */
  image: string | null;
  /** The cover's media type; a video's starts with `video/`. */
  image_type: string | null;
  title: string;
  /** The title's language when it is not the visitor's (blank in theirs). */
  fallback: Fallback<'title'>;
  /** When it was published, an ISO date: the list is ordered by it. */
  published_at: string;
  content: { id: number; title: string; content: string; fallback: Fallback<BlockField> }[];
}

const blockFields = ['title', 'content'] as const;
type BlockField = (typeof blockFields)[number];

const blocksInOrder = { orderBy: [asc(newsContentBlocks.priority), asc(newsContentBlocks.id)] };

const coverUrl = (row: Pick<NewsRow, 'image_key'>) => (row.image_key ? mediaUrl(row.image_key) : null);

/** Newest first: by publication date, then the later written of two published together. */
export const newestFirst = [desc(news.published_at), desc(news.id)];

/** A content block in one language and in all five, for the admin. */
export function presentContentBlock(row: ContentBlockRow, locale: Locale) {
  return {
    id: row.id,
    title: localize(row, 'title', locale),
    content: localize(row, 'content', locale),
    fallback: fallbackOf(row, blockFields, locale),
    ...localizedValues(row, 'title'),
    ...localizedValues(row, 'content'),
    priority: row.priority,
  };
}

export type ContentBlock = ReturnType<typeof presentContentBlock>;

/** The cover: its public URL and media type, both null when there is none. */
function presentCoverFile(row: NewsRow) {
  return { id: row.id, image: coverUrl(row), image_type: row.image_type };
}

export type NewsCoverFile = ReturnType<typeof presentCoverFile>;

/** The cover and the titles: what the API answers a cover upload with. */
function presentCover(row: NewsRow, locale: Locale) {
  return {
    ...presentCoverFile(row),
    title: localize(row, 'title', locale),
    fallback: fallbackOf(row, ['title'], locale),
    ...localizedValues(row, 'title'),
  };
}

export type NewsCover = ReturnType<typeof presentCover>;

/** Every article with its blocks, newest first, in one query. */
async function readNewsSummaries(locale: Locale): Promise<NewsSummary[]> {
  const db = await database();
  const rows = await db.query.news.findMany({
    where: isPublished(news),
    orderBy: newestFirst,
    with: { content: blocksInOrder },
  });
  return rows.map((row) => ({
    id: row.id,
    image: coverUrl(row),
    image_type: row.image_type,
    title: localize(row, 'title', locale),
    fallback: fallbackOf(row, ['title'], locale),
    // A string, not a Date: cached entries are stored as JSON.
    published_at: row.published_at.toISOString(),
    content: row.content.map((block) => ({
      id: block.id,
      title: localize(block, 'title', locale),
      content: localize(block, 'content', locale),
      fallback: fallbackOf(block, blockFields, locale),
    })),
  }));
}

/** The whole list in one language, cached once: the only key a visitor's `?limit=&offset=` can reach. */
const allNewsSummaries = unstable_cache(
  async (locale: Locale) => (await readNewsSummaries(locale)).map((article) => JSON.stringify(article)),
  ['news:list'],
  { tags: [cacheTags.news] },
);

/** Every article (or `range` of them, newest first) with its blocks, cut from the cached list. */
export async function listNews(locale: Locale, range: ListRange = {}): Promise<NewsSummary[]> {
  return sliceOf(await allNewsSummaries(locale), range).map((text) => JSON.parse(text) as NewsSummary);
}

/** The same as JSON, joined from the cached texts without making objects: GET /api/news. */
export async function listNewsJson(locale: Locale, range: ListRange = {}): Promise<string> {
  return jsonSliceOf(await allNewsSummaries(locale), range);
}

/** An article of the admin list: its title in one language and its cover. */
export interface NewsListItem {
  id: number;
  title: string;
  image: string | null;
  image_type: string | null;
}

/**
 * One page of articles, newest first, whose title in any language contains `search` (case and accents aside) and,
 * with `publication`, in that state of publication (read uncached: a draft's save or a schedule expires no list),
 * and how many there are: two queries.
 */
export async function readNewsPage(
  locale: Locale,
  query: { search?: string; publication?: PublicationFilter; page: number; pageSize: number },
): Promise<Page<NewsListItem>> {
  const db = await database();
  const where = and(
    query.search ? sql`${news.id} in ${await titleMatches('news', query.search)}` : undefined,
    query.publication ? inPublicationState('news', news, query.publication) : undefined,
  );
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(news)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(news).where(where),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    title: localize(row, 'title', locale),
    image: coverUrl(row),
    image_type: row.image_type,
  }));
  return pageOf(items, counted?.total ?? 0, query.page, query.pageSize);
}

/** One page of the admin's article list. */
export const listNewsPage = unstable_cache(readNewsPage, ['news:page'], { tags: [cacheTags.news] });

/** An article's main text: its title, and its blocks' titles and texts. A field blank in all five does not count. */
const mainTitle = [fieldColumns(news, 'title')];
const mainBlocks = [fieldColumns(newsContentBlocks, 'title'), fieldColumns(newsContentBlocks, 'content')];

/**
 * Each article's page entry: when it last changed, its row or one of its blocks (a block removed leaves no date),
 * and the languages its main text is written in. One query.
 */
async function readNewsIndex(): Promise<PageEntry[]> {
  const db = await database();
  const latest = latestChange({ table: news, id: news.id, changedAt: news.updated_at }, [
    { table: newsContentBlocks, ownerId: newsContentBlocks.news_id, changedAt: newsContentBlocks.updated_at },
  ]);
  const blocks = { table: newsContentBlocks, ownerId: newsContentBlocks.news_id, owner: { table: news, id: news.id } };
  const rows = await db
    .select({
      id: news.id,
      updatedAt: latest,
      ...writtenColumns(
        (locale) => sql`${allWrittenIn(news, mainTitle, locale)} and ${partsWrittenIn(blocks, mainBlocks, locale)}`,
      ),
    })
    .from(news)
    .where(isPublished(news))
    .orderBy(desc(news.id));
  // Strings, not Dates: cached entries are stored as JSON.
  return rows.map((row) => ({ id: row.id, updatedAt: row.updatedAt.toISOString(), languages: writtenLanguages(row) }));
}

/**
 * Every article's id, last change and languages, for the sitemap and the articles' language links; expired with
 * the news list.
 */
export const listNewsIndex = unstable_cache(readNewsIndex, ['news:index'], { tags: [cacheTags.news] });

/** One article with all its fields, its blocks by priority then id. */
async function readNews(id: number, locale: Locale, executor?: Transaction) {
  const db = executor ?? (await database());
  const row = await db.query.news.findFirst({ where: eq(news.id, id), with: { content: blocksInOrder } });
  if (!row) return null;
  return {
    ...presentCover(row, locale),
    /** The number of its latest revision: the REST API's ETag, and what a save in the back office is based on. */
    version: row.version,
    /** Whether visitors see it: only the back office and an API call with a session see another one. */
    published: row.status === 'published',
    // Strings, not Dates: cached entries are stored as JSON.
    published_at: row.published_at.toISOString(),
    created_at: row.created_at.toISOString(),
    content: row.content.map((block) => presentContentBlock(block, locale)),
  };
}

export type News = NonNullable<Awaited<ReturnType<typeof readNews>>>;

const readNewsCached = (id: number, locale: Locale) =>
  unstable_cache(readNews, ['news:one'], { tags: [cacheTags.news, cacheTags.newsItem(id)] })(id, locale);

/** One article, or NotFoundError. */
export async function getNews(id: number, locale: Locale): Promise<News> {
  const article = await readNewsCached(id, locale);
  if (!article) throw new NotFoundError('News');
  return article;
}

/** One published article, or NotFoundError: its public page, its card, the public API. */
export async function getPublicNews(id: number, locale: Locale): Promise<News> {
  const article = await getNews(id, locale);
  if (!article.published) throw new NotFoundError('News');
  return article;
}

/** The article as its draft makes it (as it is when it has none): the back office, the API, the preview. */
export async function draftNews(id: number, locale: Locale): Promise<News> {
  const article = await readAsDrafted('news', id, (tx) => readNews(id, locale, tx));
  if (!article) throw new NotFoundError('News');
  return article;
}

/** The article as it is now, bypassing the cache: what the API answers a write with. */
export async function freshNews(id: number, locale: Locale): Promise<News> {
  const article = await readNews(id, locale);
  if (!article) throw new NotFoundError('News');
  return article;
}

async function freshNewsRow(id: number): Promise<NewsRow> {
  const db = await database();
  const [row] = await db.select().from(news).where(eq(news.id, id));
  if (!row) throw new NotFoundError('News');
  return row;
}

/** The article's cover as it is now: what the admin screen shows once it has replaced it. */
export async function freshNewsCover(id: number): Promise<NewsCoverFile> {
  return presentCoverFile(await freshNewsRow(id));
}

/** The cover as it is now with the titles, in `locale` and in all five languages: the API's answer to a new cover. */
export async function freshNewsCoverAndTitles(id: number, locale: Locale): Promise<NewsCover> {
  return presentCover(await freshNewsRow(id), locale);
}

/** Throws NotFoundError unless article `id` exists: content blocks check their article first. */
export async function assertNewsExists(id: number): Promise<void> {
  const db = await database();
  const [row] = await db.select({ id: news.id }).from(news).where(eq(news.id, id));
  if (!row) throw new NotFoundError('News');
}

/** Expires what shows article `id`: the list and its page. */
export function newsChanged(id: number): void {
  invalidate(cacheTags.news, cacheTags.newsItem(id));
}

/** A new article from its titles, published now unless it says when. */
export async function createNews(input: NewsCreateApi): Promise<{ id: number }> {
  const row = await createItem('news', async (tx) => {
    const [created] = await tx
      .insert(news)
      .values({ ...input, status: newItemStatus() })
      .returning({ id: news.id });
    return created!;
  });
  newsChanged(row.id);
  return row;
}

/** Saves an article's changed titles and its publication date, in one write: one revision. */
export async function updateNews(id: number, changes: NewsFieldsUpdate, expect?: Expectation): Promise<number> {
  const saved = await changeItem('news', id, { sections: ['fields'], expect }, (tx, item) =>
    updateTranslated('news', eq(news.id, id), changes, tx, item),
  );
  newsChanged(id);
  return saved.version;
}

export async function updateNewsTitles(id: number, changes: NewsTitlesUpdate, expect?: Expectation): Promise<number> {
  return updateNews(id, changes, expect);
}

/**
 * Replaces the cover (an image or a video) with the upload, whose own content decides their type, not the type
 * claimed. The new file is stored under a new key before the row points to it, and the old file is removed
 * only once the row no longer does: a failure on the way leaves the article as it was and no file behind.
 */
export async function replaceNewsCover(
  id: number,
  source: UploadSource,
  claimedType: string | undefined,
  expect?: Expectation,
): Promise<void> {
  await assertNewsExists(id);
  const { key: image_key, file } = await storeUpload(source, newsCoverPurpose(id), `news/${id}`, {
    accept: 'image-or-video',
    claimedType,
  });
  try {
    await changeItem('news', id, { sections: ['fields'], expect }, async (tx) => {
      await tx.update(news).set({ image_key, image_type: file.mimeType }).where(eq(news.id, id));
    });
  } catch (error) {
    await removeFiles([image_key]);
    throw error;
  }
  // The cover it replaced stays in media storage: its revision can bring it back.
  newsChanged(id);
}

/** What an upload ticket for the cover of article `id` is for. */
export const newsCoverPurpose = (id: number) => `news:${id}`;

/** Moves the article, with its content blocks, to the trash; its cover stays until it is erased. */
export async function deleteNews(id: number, expect?: Expectation): Promise<void> {
  await trashItem('news', id, expect);
  newsChanged(id);
}

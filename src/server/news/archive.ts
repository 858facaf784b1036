/** The public lists of news by publication date: the archive's pages and the Atom feed of each language. */
import 'server-only';

import { asc, sql } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';

import type { Locale } from '@/i18n/locales';

import { cacheTags } from '../cache/tags';
import { database } from '../db';
import { latestChange } from '../db/latest-change';
import { news, newsContentBlocks } from '../db/schema';
import { type Fallback, fallbackOf, localize } from '../localize';
import { mediaUrl } from '../media/storage';
import { type Page, pageOf, pageWindow } from '../paging';
import { isPublished } from '../publication/visible';
import { newestFirst } from './articles';

/** An article as a card of the archive or an entry of the feed shows it: in one language, with its first block. */
export interface NewsCard {
  id: number;
  title: string;
  /** The title's language when it is not the one asked for (blank in it). */
  fallback: Fallback<'title'>;
  /** Public URL of the cover, or null when there is none. */
  image: string | null;
  /** The cover's media type; a video's starts with `video/`. */
  image_type: string | null;
  /** ISO dates (cached entries are stored as JSON): when it was published, and its or a block's last change. */
  published_at: string;
  updated_at: string;
  /** The first block's title and text, shown as the card's subtitle and the feed's summary; null without blocks. */
  first: { title: string; content: string; fallback: Fallback<'title' | 'content'> } | null;
}

/**
 * `range` of the articles, newest first by publication date, each with its first block, and how many there are
 * in all: one query, whatever the page's size (the total is counted alongside, over the whole list).
 */
async function readNewsCards(locale: Locale, range: { limit: number; offset: number }) {
  const db = await database();
  const rows = await db.query.news.findMany({
    where: isPublished(news),
    orderBy: newestFirst,
    limit: range.limit,
    offset: range.offset,
    extras: {
      total: sql<number>`count(*) over ()`.as('total'),
      changed_at: latestChange({ table: news, id: news.id, changedAt: news.updated_at }, [
        { table: newsContentBlocks, ownerId: newsContentBlocks.news_id, changedAt: newsContentBlocks.updated_at },
      ]).as('changed_at'),
    },
    with: { content: { orderBy: [asc(newsContentBlocks.priority), asc(newsContentBlocks.id)], limit: 1 } },
  });
  const items: NewsCard[] = rows.map((row) => {
    const block = row.content[0];
    return {
      id: row.id,
      title: localize(row, 'title', locale),
      fallback: fallbackOf(row, ['title'], locale),
      image: row.image_key ? mediaUrl(row.image_key) : null,
      image_type: row.image_type,
      published_at: row.published_at.toISOString(),
      // The extra is read back as the text PostgreSQL gives, not as the column's Date.
      updated_at: new Date(row.changed_at).toISOString(),
      first: block
        ? {
            title: localize(block, 'title', locale),
            content: localize(block, 'content', locale),
            fallback: fallbackOf(block, ['title', 'content'], locale),
          }
        : null,
    };
  });
  // A bigint: postgres.js reads it as text, PGlite as a number.
  return { items, total: Number(rows[0]?.total ?? 0) };
}

/**
 * Page `page` of the archive, `pageSize` articles newest first; a page past the end is empty (and its count 0:
 * there is no row to count alongside), which the archive answers with its not-found page.
 */
async function readArchivePage(locale: Locale, page: number, pageSize: number): Promise<Page<NewsCard>> {
  const { items, total } = await readNewsCards(locale, pageWindow(page, pageSize));
  return pageOf(items, total, page, pageSize);
}

/** A page of the archive at `/{locale}/actualites`; expired with every other list of news. */
export const listNewsArchivePage = unstable_cache(readArchivePage, ['news:archive'], { tags: [cacheTags.news] });

/** The `count` latest articles, newest first: the entries of a language's Atom feed. */
export const listLatestNews = unstable_cache(
  async (locale: Locale, count: number) => (await readNewsCards(locale, { limit: count, offset: 0 })).items,
  ['news:latest'],
  { tags: [cacheTags.news] },
);

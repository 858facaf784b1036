/**
 * The content blocks of a news article (a subtitle and a text in five languages). Every block is reached through
 * its article: a block of another article is "not found".
 */
import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { Locale } from '@/i18n/locales';
import type { ContentBlockCreate, ContentBlockUpdate } from '@/schemas/news';

import { database } from '../db';
import { nextPriority, setPriorities } from '../db/priority';
import { newsContentBlocks } from '../db/schema';
import { NotFoundError } from '../errors';
import { updateTranslated } from '../translations';
import { assertNewsExists, type ContentBlock, newsChanged, presentContentBlock } from './articles';

const ofArticle = (newsId: number, blockId: number) =>
  and(eq(newsContentBlocks.id, blockId), eq(newsContentBlocks.news_id, newsId));

/** Adds a block to the article, last unless `input` gives a priority. */
export async function addContentBlock(newsId: number, input: ContentBlockCreate): Promise<{ id: number }> {
  await assertNewsExists(newsId);
  const db = await database();
  const priority = input.priority ?? (await nextPriority(db, newsContentBlocks, newsContentBlocks.news_id, newsId));
  const [row] = await db
    .insert(newsContentBlocks)
    .values({ ...input, priority, news_id: newsId })
    .returning({ id: newsContentBlocks.id });
  newsChanged(newsId);
  return row!;
}

export async function updateContentBlock(newsId: number, blockId: number, changes: ContentBlockUpdate): Promise<void> {
  if (!(await updateTranslated('newsBlock', ofArticle(newsId, blockId), changes)))
    throw new NotFoundError('Content block');
  newsChanged(newsId);
}

/** The block as it is now, in `locale` and in all five languages: what the API answers a write with. */
export async function freshContentBlock(newsId: number, blockId: number, locale: Locale): Promise<ContentBlock> {
  const db = await database();
  const [row] = await db.select().from(newsContentBlocks).where(ofArticle(newsId, blockId));
  if (!row) throw new NotFoundError('Content block');
  return presentContentBlock(row, locale);
}

export async function deleteContentBlock(newsId: number, blockId: number): Promise<void> {
  const db = await database();
  const deleted = await db
    .delete(newsContentBlocks)
    .where(ofArticle(newsId, blockId))
    .returning({ id: newsContentBlocks.id });
  if (deleted.length === 0) throw new NotFoundError('Content block');
  newsChanged(newsId);
}

/**
 * Puts the article's blocks in the order of `orderedIds` (priorities 0..n-1). A block of another article, or
 * an unknown article, is "not found" and nothing changes; a block deleted meanwhile is passed over.
 */
export async function reorderContentBlocks(newsId: number, orderedIds: number[]): Promise<void> {
  await assertNewsExists(newsId);
  await setPriorities(await database(), newsContentBlocks, newsContentBlocks.news_id, newsId, orderedIds);
  newsChanged(newsId);
}

/**
 * The content blocks of a news article (a subtitle and a text in five languages). Every block is reached through
 * its article: a block of another article is "not found".
 */
import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { Locale } from '@/i18n/locales';
import type { ContentBlockCreate, ContentBlockUpdate } from '@/schemas/news';

import { database } from './db';
import { nextPriority, setPriorities } from './db/priority';
import { newsContentBlocks } from './db/schema';
import { NotFoundError } from './errors';
import { assertNewsExists, type ContentBlock, newsChanged, presentContentBlock } from './news';

const ofArticle = (newsId: number, blockId: number) =>
  and(eq(newsContentBlocks.id, blockId), eq(newsContentBlocks.news_id, newsId));

/** Adds a block to the article, last unless `input` gives a priority. */
export async function addContentBlock(
  newsId: number,
  input: ContentBlockCreate,
  locale: Locale,
): Promise<ContentBlock> {
  await assertNewsExists(newsId);
  const db = await database();
  const priority = input.priority ?? (await nextPriority(db, newsContentBlocks, newsContentBlocks.news_id, newsId));
  const [row] = await db
    .insert(newsContentBlocks)
    .values({ ...input, priority, news_id: newsId })
    .returning();
  newsChanged(newsId);
  return presentContentBlock(row!, locale);
}

export async function updateContentBlock(
  newsId: number,
  blockId: number,
  changes: ContentBlockUpdate,
  locale: Locale,
): Promise<ContentBlock> {
  const db = await database();
  const [row] = await db.update(newsContentBlocks).set(changes).where(ofArticle(newsId, blockId)).returning();
  if (!row) throw new NotFoundError('Content block');
  newsChanged(newsId);
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
 * an unknown article, is "not found" and nothing changes.
 */
export async function reorderContentBlocks(newsId: number, orderedIds: number[]): Promise<void> {
  await assertNewsExists(newsId);
  await setPriorities(await database(), newsContentBlocks, newsContentBlocks.news_id, newsId, orderedIds);
  newsChanged(newsId);
}

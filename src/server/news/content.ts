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
import { changeItem, type Expectation, trashContentBlock } from '../history';
import { updateTranslated } from '../translations';
import { type ContentBlock, newsChanged, presentContentBlock } from './articles';

const ofArticle = (newsId: number, blockId: number) =>
  and(eq(newsContentBlocks.id, blockId), eq(newsContentBlocks.news_id, newsId));

/** Adds a block to the article, last unless `input` gives a priority: a revision of the article. */
export async function addContentBlock(
  newsId: number,
  input: ContentBlockCreate,
  expect?: Expectation,
): Promise<{ id: number }> {
  const saved = await changeItem('news', newsId, { sections: ['content'], expect }, async (tx) => {
    const priority = input.priority ?? (await nextPriority(tx, newsContentBlocks, newsContentBlocks.news_id, newsId));
    const [row] = await tx
      .insert(newsContentBlocks)
      .values({ ...input, priority, news_id: newsId })
      .returning({ id: newsContentBlocks.id });
    return row!;
  });
  newsChanged(newsId);
  return saved.value;
}

export async function updateContentBlock(
  newsId: number,
  blockId: number,
  changes: ContentBlockUpdate,
  expect?: Expectation,
): Promise<void> {
  await changeItem('news', newsId, { sections: ['content'], expect }, async (tx) => {
    if (!(await updateTranslated('newsBlock', ofArticle(newsId, blockId), changes, tx))) {
      throw new NotFoundError('Content block');
    }
  });
  newsChanged(newsId);
}

/** The block as it is now, in `locale` and in all five languages: what the API answers a write with. */
export async function freshContentBlock(newsId: number, blockId: number, locale: Locale): Promise<ContentBlock> {
  const db = await database();
  const [row] = await db.select().from(newsContentBlocks).where(ofArticle(newsId, blockId));
  if (!row) throw new NotFoundError('Content block');
  return presentContentBlock(row, locale);
}

/** Moves the block to the trash: a revision of the article, and an entry of the trash it can be restored from. */
export async function deleteContentBlock(newsId: number, blockId: number, expect?: Expectation): Promise<void> {
  await changeItem('news', newsId, { sections: ['content'], expect }, (tx) => trashContentBlock(tx, newsId, blockId));
  newsChanged(newsId);
}

/**
 * Puts the article's blocks in the order of `orderedIds` (priorities 0..n-1). A block of another article, or
 * an unknown article, is "not found" and nothing changes; a block deleted meanwhile is passed over.
 */
export async function reorderContentBlocks(newsId: number, orderedIds: number[], expect?: Expectation): Promise<void> {
  await changeItem('news', newsId, { sections: ['content'], expect }, (tx) =>
    setPriorities(tx, newsContentBlocks, newsContentBlocks.news_id, newsId, orderedIds),
  );
  newsChanged(newsId);
}

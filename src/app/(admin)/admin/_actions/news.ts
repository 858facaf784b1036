'use server';

import { z } from 'zod';

import { idSchema, nonEmpty, priorityOrderSchema } from '@/schemas/fields';
import { baseVersionSchema } from '@/schemas/history';
import { contentBlockCreateSchema, contentBlockUpdateSchema, newsCreateSchema } from '@/schemas/news';
import { createNews, deleteNews, updateNewsTitles } from '@/server/news/articles';
import { addContentBlock, deleteContentBlock, reorderContentBlocks, updateContentBlock } from '@/server/news/content';

import { adminAction } from '../_lib/action';

/** Creates an article from its five titles; answers its id, so that the screen can open it. */
export async function createNewsAction(input: unknown) {
  return adminAction('content', newsCreateSchema, input, createNews);
}

/**
 * Saves the titles that changed, based on the `version` the screen showed (see updateMachineAction); the cover has
 * its own upload. Answers the article's version after the save.
 */
export async function updateNewsTitlesAction(input: unknown) {
  const changes = newsCreateSchema.partial().refine(nonEmpty, 'Nothing to change');
  return adminAction(
    { texts: ({ changes }) => ({ changes }) },
    z.object({ id: idSchema, changes, version: baseVersionSchema }),
    input,
    ({ id, changes, version }) => updateNewsTitles(id, changes, { base: version }),
  );
}

/** Moves the article to the trash, unless someone else changed it since `version`, the one its screen showed. */
export async function deleteNewsAction(input: unknown) {
  return adminAction(
    'content',
    z.object({ id: idSchema, version: baseVersionSchema }),
    input,
    async ({ id, version }) => {
      await deleteNews(id, { base: version });
      return null;
    },
  );
}

export async function addContentBlockAction(input: unknown) {
  return adminAction(
    'content',
    z.object({ newsId: idSchema, block: contentBlockCreateSchema, version: baseVersionSchema }),
    input,
    async ({ newsId, block, version }) => {
      await addContentBlock(newsId, block, { base: version });
      return null;
    },
  );
}

/**
 * Saves the changed fields of a block, or its new priority; the domain checks that it belongs to the article. Each
 * save of a block says the article's `version` its screen showed (see updateNewsTitlesAction).
 */
export async function updateContentBlockAction(input: unknown) {
  const schema = z.object({
    newsId: idSchema,
    blockId: idSchema,
    changes: contentBlockUpdateSchema,
    version: baseVersionSchema,
  });
  return adminAction(
    { texts: ({ changes }) => ({ changes }) },
    schema,
    input,
    async ({ newsId, blockId, changes, version }) => {
      await updateContentBlock(newsId, blockId, changes, { base: version });
      return null;
    },
  );
}

export async function deleteContentBlockAction(input: unknown) {
  return adminAction(
    'content',
    z.object({ newsId: idSchema, blockId: idSchema, version: baseVersionSchema }),
    input,
    async ({ newsId, blockId, version }) => {
      await deleteContentBlock(newsId, blockId, { base: version });
      return null;
    },
  );
}

/** Saves a new order of the article's blocks, dragged into place; the domain checks that each is the article's. */
export async function reorderContentBlocksAction(input: unknown) {
  return adminAction(
    'content',
    z.object({ newsId: idSchema, ids: priorityOrderSchema, version: baseVersionSchema }),
    input,
    async ({ newsId, ids, version }) => {
      await reorderContentBlocks(newsId, ids, { base: version });
      return null;
    },
  );
}

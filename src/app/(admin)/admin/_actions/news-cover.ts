'use server';

import { z } from 'zod';

import { idSchema } from '@/schemas/fields';
import { baseVersionSchema } from '@/schemas/history';
import { uploadTicketSchema } from '@/schemas/upload';
import { freshNewsCover, replaceNewsCover } from '@/server/news/articles';

import { adminAction } from '../_lib/action';

/**
 * Makes the file of an upload ticket the article's cover, and answers it; the old cover's file is removed. Based on
 * the article's `version` the screen showed: a cover a colleague changed since is not replaced unseen.
 */
export async function replaceNewsCoverAction(input: unknown) {
  return adminAction(
    'content',
    z.object({ newsId: idSchema, ticket: uploadTicketSchema, version: baseVersionSchema }),
    input,
    async ({ newsId, ticket, version }) => {
      await replaceNewsCover(newsId, { ticket }, undefined, { base: version });
      return freshNewsCover(newsId);
    },
  );
}

'use server';

import { z } from 'zod';

import { idSchema } from '@/schemas/fields';
import { uploadTicketSchema } from '@/schemas/upload';
import { freshNewsCover, replaceNewsCover } from '@/server/news/articles';

import { adminAction } from '../_lib/action';

/** Makes the file of an upload ticket the article's cover, and answers it; the old cover's file is removed. */
export async function replaceNewsCoverAction(input: unknown) {
  return adminAction(
    'content',
    z.object({ newsId: idSchema, ticket: uploadTicketSchema }),
    input,
    async ({ newsId, ticket }) => {
      await replaceNewsCover(newsId, { ticket }, undefined);
      return freshNewsCover(newsId);
    },
  );
}

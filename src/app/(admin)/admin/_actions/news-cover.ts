'use server';

import { z } from 'zod';

import { uploadTicketSchema } from '@/schemas/upload';
import { replaceNewsCover } from '@/server/news';

import { adminAction } from '../_lib/action';
import { adminLocale } from '../_lib/locale';

/** Makes the file of an upload ticket the article's cover; the old cover's file is removed. */
export async function replaceNewsCoverAction(input: unknown) {
  return adminAction(
    z.object({ newsId: z.number().int().positive(), ticket: uploadTicketSchema }),
    input,
    async (data) => replaceNewsCover(data.newsId, { ticket: data.ticket }, undefined, await adminLocale()),
  );
}

'use server';

import { newsPublicationSchema } from '@/schemas/news';
import { updateNews } from '@/server/news/articles';

import { adminAction } from '../_lib/action';

/** Saves an article's new publication date: the day picked, from the start of that day in the office's time zone. */
export async function updateNewsPublicationAction(input: unknown) {
  return adminAction('content', newsPublicationSchema, input, async ({ id, published_at }) => {
    await updateNews(id, { published_at });
    return null;
  });
}

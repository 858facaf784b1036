'use server';

import { baseVersionSchema } from '@/schemas/history';
import { newsPublicationSchema } from '@/schemas/news';
import { updateNews } from '@/server/news/articles';

import { adminAction } from '../_lib/action';

/**
 * Saves an article's new publication date: the day picked, from the start of that day in the office's time zone;
 * based on the article's `version` the screen showed (see updateNewsTitlesAction).
 */
export async function updateNewsPublicationAction(input: unknown) {
  const schema = newsPublicationSchema.extend({ version: baseVersionSchema });
  return adminAction('content', schema, input, async ({ id, published_at, version }) => {
    await updateNews(id, { published_at }, { base: version });
    return null;
  });
}

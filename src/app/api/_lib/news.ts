import { newsUpdateSchema } from '@/schemas/news';
import type { Expectation } from '@/server/history';
import { decodeBase64 } from '@/server/media/base64';
import { replaceNewsCover, updateNews } from '@/server/news/articles';

import { parseWith } from './body';

/**
 * Saves the body of a `PATCH` of article `id` (`PATCH /api/news/{id}` and its draft's): edited titles and
 * publication date, or a new cover (`image` as base64 with `image_type`). Answers whether it was a cover.
 */
export async function saveNews(body: Record<string, unknown>, id: number, expect: Expectation) {
  const { image, image_type, ...fields } = parseWith(newsUpdateSchema, body);
  if (image === undefined) await updateNews(id, fields, expect);
  // A cover may be a video: the exact per-kind limit is checked on the decoded bytes.
  else await replaceNewsCover(id, decodeBase64(image, 'image'), image_type, expect);
  return { cover: image !== undefined };
}

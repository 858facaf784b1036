import { newsUpdateSchema } from '@/schemas/news';
import { decodeBase64 } from '@/server/media/base64';
import {
  deleteNews,
  freshNews,
  freshNewsCoverAndTitles,
  getNews,
  replaceNewsCover,
  updateNews,
} from '@/server/news/articles';

import { parseWith, pathId, readJson, uploadBodyLimit } from '../../_lib/body';
import { ifMatch, withEntityTag } from '../../_lib/history';
import { requestLocale } from '../../../../i18n/request-locale';
import { apiRoute, noContent } from '../../_lib/respond';
import { requireAdmin } from '../../../../server/auth/request';
import { assertMayChangeTexts } from '../../../../server/auth/roles';

type Context = RouteContext<'/api/news/[id]'>;

/** GET /api/news/{id}: the article with its five titles and its blocks by priority. */
export const GET = apiRoute(async (request, { params }: Context) =>
  withEntityTag(await getNews(pathId((await params).id, 'News'), requestLocale(request))),
);

/**
 * PATCH /api/news/{id}: edited titles and publication date (`published_at`) → the article; or `{image (base64),
 * image_type}` → the new cover (`id`, `image`, `image_type`) with the titles.
 */
export const PATCH = apiRoute(async (request, { params }: Context) => {
  const admin = await requireAdmin(request, 'texts');
  const id = pathId((await params).id, 'News');
  // A cover may be a video, and base64 makes a file a third larger; the exact per-kind limit is checked on the
  // decoded bytes.
  const parsed = parseWith(newsUpdateSchema, await readJson(request, uploadBodyLimit()));
  assertMayChangeTexts(admin, parsed);
  const { image, image_type, ...fields } = parsed;
  const locale = requestLocale(request);
  const expect = ifMatch(request);
  if (image === undefined) {
    await updateNews(id, fields, expect);
    return withEntityTag(await freshNews(id, locale));
  }
  await replaceNewsCover(id, decodeBase64(image, 'image'), image_type, expect);
  return Response.json(await freshNewsCoverAndTitles(id, locale));
});

/** DELETE /api/news/{id}: 204; it goes to the trash with its blocks and cover, gone for every client. */
export const DELETE = apiRoute(async (request, { params }: Context) => {
  await requireAdmin(request, 'content');
  await deleteNews(pathId((await params).id, 'News'), ifMatch(request));
  return noContent();
});

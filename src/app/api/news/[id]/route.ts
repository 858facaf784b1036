import { newsUpdateSchema } from '@/schemas/news';
import { editingDrafts } from '@/server/history';
import { deleteNews, freshNews, freshNewsCoverAndTitles, getNews } from '@/server/news/articles';

import { parseWith, pathId, readJson, uploadBodyLimit } from '../../_lib/body';
import { saveNews } from '../../_lib/news';
import { ifMatch, withEntityTag } from '../../_lib/history';
import { draftAnswer, itemAnswer, saveMode } from '../../_lib/publication';
import { requestLocale } from '../../../../i18n/request-locale';
import { apiRoute, noContent } from '../../_lib/respond';
import { requireAdmin } from '../../../../server/auth/request';
import { assertMayChangeTexts } from '../../../../server/auth/roles';

type Context = RouteContext<'/api/news/[id]'>;

/**
 * GET /api/news/{id}: the published article with its five titles and its blocks by priority (404 for one off the
 * site); with a session, any article, with its `status` and the languages of its unpublished changes.
 */
export const GET = apiRoute(async (request, { params }: Context) => {
  const id = pathId((await params).id, 'News');
  return itemAnswer(request, 'news', id, await getNews(id, requestLocale(request)));
});

/**
 * PATCH /api/news/{id}: edited titles and publication date (`published_at`) → the article; or `{image (base64),
 * image_type}` → the new cover (`id`, `image`, `image_type`) with the titles. Published at once; with
 * `"status": "draft"`, saved to the article's draft instead (→ the draft, as
 * GET /api/news/{id}/draft answers it).
 */
export const PATCH = apiRoute(async (request, { params }: Context) => {
  const admin = await requireAdmin(request, 'texts');
  const id = pathId((await params).id, 'News');
  const body = await readJson(request, uploadBodyLimit());
  assertMayChangeTexts(admin, parseWith(newsUpdateSchema, body));
  if (saveMode(request, body) === 'draft') {
    await editingDrafts(() => saveNews(body, id, {}));
    return draftAnswer(request, 'news', id);
  }
  const locale = requestLocale(request);
  const { cover } = await saveNews(body, id, ifMatch(request));
  return cover ? Response.json(await freshNewsCoverAndTitles(id, locale)) : withEntityTag(await freshNews(id, locale));
});

/** DELETE /api/news/{id}: 204; it goes to the trash with its blocks and cover, gone for every client. */
export const DELETE = apiRoute(async (request, { params }: Context) => {
  await requireAdmin(request, 'content');
  await deleteNews(pathId((await params).id, 'News'), ifMatch(request));
  return noContent();
});

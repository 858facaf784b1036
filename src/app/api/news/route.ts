import { newsCreateApiSchema } from '@/schemas/news';
import { editingDrafts } from '@/server/history';
import { listRangeSchema } from '@/schemas/paging';
import { createNews, freshNews, listNewsJson } from '@/server/news/articles';

import { parseQuery, parseWith, readJson } from '../_lib/body';
import { requestLocale } from '../../../i18n/request-locale';
import { saveMode } from '../_lib/publication';
import { apiRoute, jsonResponse } from '../_lib/respond';
import { requireAdmin } from '../../../server/auth/request';

/**
 * GET /api/news: every article, newest first by publication date, with its cover and its blocks in the language
 * asked for; `?limit=&offset=` for a part of them.
 */
export const GET = apiRoute(async (request) =>
  jsonResponse(await listNewsJson(requestLocale(request), parseQuery(listRangeSchema, request))),
);

/**
 * POST /api/news: five non-blank titles, and `published_at` when it is not now → the new article, published; with
 * `"status": "draft"`, a draft.
 */
export const POST = apiRoute(async (request) => {
  await requireAdmin(request, 'content');
  const body = await readJson(request);
  const mode = saveMode(request, body);
  const input = parseWith(newsCreateApiSchema, body);
  const { id } = mode === 'draft' ? await editingDrafts(() => createNews(input)) : await createNews(input);
  return Response.json(await freshNews(id, requestLocale(request)), { status: 201 });
});

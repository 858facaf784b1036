import { contentBlockCreateSchema } from '@/schemas/news';
import { addContentBlock, freshContentBlock } from '@/server/news/content';

import { parseWith, pathId, readJson } from '../../../_lib/body';
import { saveAsAsked } from '../../../_lib/publication';
import { requestLocale } from '../../../../../i18n/request-locale';
import { apiRoute } from '../../../_lib/respond';
import { requireAdmin } from '../../../../../server/auth/request';

type Context = RouteContext<'/api/news/[id]/content'>;

/**
 * POST /api/news/{id}/content: five subtitles and five contents → the new block; with `"status": "draft"`, added to
 * the article's draft → the draft.
 */
export const POST = apiRoute(async (request, { params }: Context) => {
  await requireAdmin(request, 'content');
  const newsId = pathId((await params).id, 'News');
  const body = await readJson(request);
  const input = parseWith(contentBlockCreateSchema, body);
  return saveAsAsked(
    request,
    { kind: 'news', id: newsId, body },
    () => addContentBlock(newsId, input),
    async ({ id }) => Response.json(await freshContentBlock(newsId, id, requestLocale(request)), { status: 201 }),
    { created: ({ id }) => id },
  );
});

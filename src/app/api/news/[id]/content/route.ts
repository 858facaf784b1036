import { contentBlockCreateSchema } from '@/schemas/news';
import { addContentBlock, freshContentBlock } from '@/server/news/content';

import { parseWith, pathId, readJson } from '../../../_lib/body';
import { requestLocale } from '../../../../../i18n/request-locale';
import { apiRoute } from '../../../_lib/respond';
import { requireAdmin } from '../../../../../server/auth/request';

type Context = RouteContext<'/api/news/[id]/content'>;

/** POST /api/news/{id}/content: five subtitles and five contents → the new block. */
export const POST = apiRoute(async (request, { params }: Context) => {
  await requireAdmin(request, 'content');
  const newsId = pathId((await params).id, 'News');
  const input = parseWith(contentBlockCreateSchema, await readJson(request));
  const { id } = await addContentBlock(newsId, input);
  return Response.json(await freshContentBlock(newsId, id, requestLocale(request)), { status: 201 });
});

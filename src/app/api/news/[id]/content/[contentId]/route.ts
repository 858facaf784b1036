import { contentBlockUpdateSchema } from '@/schemas/news';
import { deleteContentBlock, freshContentBlock, updateContentBlock } from '@/server/news/content';

import { parseWith, pathId, readJson } from '../../../../_lib/body';
import { requestLocale } from '../../../../../../i18n/request-locale';
import { apiRoute, noContent } from '../../../../_lib/respond';
import { requireAdmin } from '../../../../../../server/auth/request';
import { assertMayChangeTexts } from '../../../../../../server/auth/roles';

type Context = RouteContext<'/api/news/[id]/content/[contentId]'>;

/** PATCH /api/news/{id}/content/{contentId}: the whole block, or any of its fields → the block. */
export const PATCH = apiRoute(async (request, { params }: Context) => {
  const admin = await requireAdmin(request, 'texts');
  const { id, contentId } = await params;
  const changes = parseWith(contentBlockUpdateSchema, await readJson(request));
  assertMayChangeTexts(admin, changes);
  const [newsId, blockId] = [pathId(id, 'News'), pathId(contentId, 'Content block')];
  await updateContentBlock(newsId, blockId, changes);
  return Response.json(await freshContentBlock(newsId, blockId, requestLocale(request)));
});

/** DELETE /api/news/{id}/content/{contentId}: 204. */
export const DELETE = apiRoute(async (request, { params }: Context) => {
  await requireAdmin(request, 'content');
  const { id, contentId } = await params;
  await deleteContentBlock(pathId(id, 'News'), pathId(contentId, 'Content block'));
  return noContent();
});

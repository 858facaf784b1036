import { contentBlockUpdateSchema } from '@/schemas/news';
import { deleteContentBlock, freshContentBlock, updateContentBlock } from '@/server/news/content';

import { parseWith, pathId, readJson } from '../../../../_lib/body';
import { optionalJson, saveAsAsked } from '../../../../_lib/publication';
import { requestLocale } from '../../../../../../i18n/request-locale';
import { apiRoute, noContent } from '../../../../_lib/respond';
import { requireAdmin } from '../../../../../../server/auth/request';
import { assertMayChangeTexts } from '../../../../../../server/auth/roles';

type Context = RouteContext<'/api/news/[id]/content/[contentId]'>;

/**
 * PATCH /api/news/{id}/content/{contentId}: the whole block, or any of its fields → the block; with
 * `"status": "draft"`, saved to the article's draft → the draft.
 */
export const PATCH = apiRoute(async (request, { params }: Context) => {
  const admin = await requireAdmin(request, 'texts');
  const { id, contentId } = await params;
  const body = await readJson(request);
  const changes = parseWith(contentBlockUpdateSchema, body);
  assertMayChangeTexts(admin, changes);
  const [newsId, blockId] = [pathId(id, 'News'), pathId(contentId, 'Content block')];
  return saveAsAsked(
    request,
    { kind: 'news', id: newsId, body },
    () => updateContentBlock(newsId, blockId, changes),
    async () => Response.json(await freshContentBlock(newsId, blockId, requestLocale(request))),
  );
});

/** DELETE /api/news/{id}/content/{contentId}: 204; with `?status=draft`, removed from the draft only → the draft. */
export const DELETE = apiRoute(async (request, { params }: Context) => {
  await requireAdmin(request, 'content');
  const { id, contentId } = await params;
  const [newsId, blockId] = [pathId(id, 'News'), pathId(contentId, 'Content block')];
  return saveAsAsked(
    request,
    { kind: 'news', id: newsId, body: await optionalJson(request) },
    () => deleteContentBlock(newsId, blockId),
    async () => noContent(),
  );
});

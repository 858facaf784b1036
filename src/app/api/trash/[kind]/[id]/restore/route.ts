import { requireAdmin } from '@/server/auth/request';
import { restoreFromTrash } from '@/server/history';

import { trashEntry } from '../../../../_lib/history';
import { apiRoute } from '../../../../_lib/respond';

type Context = RouteContext<'/api/trash/[kind]/[id]/restore'>;

/** POST /api/trash/{kind}/{id}/restore: puts it back whole; `{ "kind", "id" }` of what came back. */
export const POST = apiRoute(async (request, { params }: Context) => {
  await requireAdmin(request, 'content');
  const { kind, id } = await trashEntry(params);
  await restoreFromTrash(kind, id);
  return Response.json({ kind, id });
});

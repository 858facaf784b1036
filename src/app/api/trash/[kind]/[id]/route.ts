import { requireAdmin } from '@/server/auth/request';
import { eraseFromTrash } from '@/server/history';

import { trashEntry } from '../../../_lib/history';
import { apiRoute, noContent } from '../../../_lib/respond';

type Context = RouteContext<'/api/trash/[kind]/[id]'>;

/** DELETE /api/trash/{kind}/{id}: erases it for good, with its files; 204. */
export const DELETE = apiRoute(async (request, { params }: Context) => {
  await requireAdmin(request, 'content');
  const { kind, id } = await trashEntry(params);
  await eraseFromTrash(kind, id);
  return noContent();
});

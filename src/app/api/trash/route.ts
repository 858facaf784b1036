import { requireAdmin } from '@/server/auth/request';
import { listTrash } from '@/server/history';

import { requestLocale } from '../../../i18n/request-locale';
import { apiRoute } from '../_lib/respond';

/** GET /api/trash: what was deleted, the latest first, by whom and when. */
export const GET = apiRoute(async (request) => {
  await requireAdmin(request, 'content');
  const entries = await listTrash(requestLocale(request));
  return Response.json(
    entries.map(({ kind, id, label, parentId, deletedAt, deletedBy }) => ({
      kind,
      id,
      label,
      parentId,
      deletedAt,
      deletedBy,
    })),
  );
});

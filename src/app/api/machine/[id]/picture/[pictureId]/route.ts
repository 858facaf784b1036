import { deleteMachinePicture } from '@/server/catalogue/machine-pictures';

import { pathId } from '../../../../_lib/body';
import { apiRoute, noContent } from '../../../../_lib/respond';
import { requireAdmin } from '../../../../../../server/auth/request';

type Context = RouteContext<'/api/machine/[id]/picture/[pictureId]'>;

/** DELETE /api/machine/{id}/picture/{pictureId}: 204; the file goes too. */
export const DELETE = apiRoute(async (request, { params }: Context) => {
  await requireAdmin(request, 'content');
  const { id, pictureId } = await params;
  await deleteMachinePicture(pathId(id, 'Machine'), pathId(pictureId, 'Picture'));
  return noContent();
});

import { deleteMachinePicture } from '@/server/catalogue/machine-pictures';

import { pathId } from '../../../../_lib/body';
import { optionalJson, saveAsAsked } from '../../../../_lib/publication';
import { apiRoute, noContent } from '../../../../_lib/respond';
import { requireAdmin } from '../../../../../../server/auth/request';

type Context = RouteContext<'/api/machine/[id]/picture/[pictureId]'>;

/**
 * DELETE /api/machine/{id}/picture/{pictureId}: 204, into the trash with its file. With `?status=draft`, removed
 * from the machine's draft only → the draft.
 */
export const DELETE = apiRoute(async (request, { params }: Context) => {
  await requireAdmin(request, 'content');
  const values = await params;
  const [machineId, pictureId] = [pathId(values.id, 'Machine'), pathId(values.pictureId, 'Picture')];
  return saveAsAsked(
    request,
    { kind: 'machine', id: machineId, body: await optionalJson(request) },
    () => deleteMachinePicture(machineId, pictureId),
    async () => noContent(),
  );
});

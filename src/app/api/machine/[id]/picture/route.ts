import { pictureUploadSchema } from '@/schemas/machine';
import { addMachinePicture, freshMachinePicture } from '@/server/catalogue/machine-pictures';
import { decodeBase64 } from '@/server/media/base64';

import { parseWith, pathId, readJson, uploadBodyLimit } from '../../../_lib/body';
import { saveAsAsked } from '../../../_lib/publication';
import { requestLocale } from '../../../../../i18n/request-locale';
import { apiRoute } from '../../../_lib/respond';
import { requireAdmin } from '../../../../../server/auth/request';

type Context = RouteContext<'/api/machine/[id]/picture'>;

/**
 * POST /api/machine/{id}/picture `{image (base64), type}` → the picture, with its `url`; with `"status": "draft"`,
 * added to the machine's draft → the draft.
 */
export const POST = apiRoute(async (request, { params }: Context) => {
  await requireAdmin(request, 'content');
  const machineId = pathId((await params).id, 'Machine');
  const body = await readJson(request, uploadBodyLimit());
  const { image, ...upload } = parseWith(pictureUploadSchema, body);
  return saveAsAsked(
    request,
    { kind: 'machine', id: machineId, body },
    () => addMachinePicture(machineId, decodeBase64(image, 'image'), upload),
    async ({ id }) => Response.json(await freshMachinePicture(machineId, id, requestLocale(request)), { status: 201 }),
    { created: ({ id }) => id },
  );
});

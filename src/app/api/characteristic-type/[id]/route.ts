import { characteristicTypeUpdateSchema } from '@/schemas/characteristic-type';
import {
  deleteCharacteristicType,
  freshCharacteristicType,
  updateCharacteristicType,
} from '@/server/catalogue/characteristic-types';

import { parseWith, pathId, readJson } from '../../_lib/body';
import { requestLocale } from '../../../../i18n/request-locale';
import { apiRoute, noContent } from '../../_lib/respond';
import { requireAdmin } from '../../../../server/auth/request';

type Context = RouteContext<'/api/characteristic-type/[id]'>;

/** GET /api/characteristic-type/{id}: one type. */
export const GET = apiRoute(async (request, { params }: Context) =>
  Response.json(
    await freshCharacteristicType(pathId((await params).id, 'Characteristic type'), requestLocale(request)),
  ),
);

/** PATCH /api/characteristic-type/{id}: names, unit or priority → the type; its characteristics take its names. */
export const PATCH = apiRoute(async (request, { params }: Context) => {
  await requireAdmin(request, 'content');
  const id = pathId((await params).id, 'Characteristic type');
  const changes = parseWith(characteristicTypeUpdateSchema, await readJson(request));
  await updateCharacteristicType(id, changes);
  return Response.json(await freshCharacteristicType(id, requestLocale(request)));
});

/** DELETE /api/characteristic-type/{id}: 204; 422 while characteristics are of this type. */
export const DELETE = apiRoute(async (request, { params }: Context) => {
  await requireAdmin(request, 'content');
  await deleteCharacteristicType(pathId((await params).id, 'Characteristic type'));
  return noContent();
});

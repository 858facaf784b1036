import { characteristicTypeCreateSchema } from '@/schemas/characteristic-type';
import {
  createCharacteristicType,
  freshCharacteristicType,
  listCharacteristicTypes,
} from '@/server/catalogue/characteristic-types';

import { parseWith, readJson } from '../_lib/body';
import { requestLocale } from '../../../i18n/request-locale';
import { apiRoute } from '../_lib/respond';
import { requireAdmin } from '../../../server/auth/request';

/** GET /api/characteristic-type: every characteristic type, by priority, with its five names and its unit. */
export const GET = apiRoute(async (request) => Response.json(await listCharacteristicTypes(requestLocale(request))));

/** POST /api/characteristic-type: five non-blank names and a unit of the list → the new type. */
export const POST = apiRoute(async (request) => {
  await requireAdmin(request, 'content');
  const input = parseWith(characteristicTypeCreateSchema, await readJson(request));
  const { id } = await createCharacteristicType(input);
  return Response.json(await freshCharacteristicType(id, requestLocale(request)), { status: 201 });
});

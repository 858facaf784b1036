import { machineNamesSchema } from '@/schemas/machine';
import { nameMachines } from '@/server/catalogue/machine-search';

import { parseWith } from '../../_lib/body';
import { requestLocale } from '../../../../i18n/request-locale';
import { apiRoute } from '../../_lib/respond';

/**
 * GET /api/machine/names?ids=3,12&lang=…: the machines of a visitor's quote list, as `{id, name, picture}` in the
 * language asked for (picture: `{url, description}` of the first image, or null). Ids that are no machine (any
 * more) are left out; more than 50 ids, or one that is no id, is a 422.
 */
export const GET = apiRoute(async (request) => {
  const { ids } = parseWith(machineNamesSchema, Object.fromEntries(new URL(request.url).searchParams));
  return Response.json(await nameMachines(ids, requestLocale(request)));
});

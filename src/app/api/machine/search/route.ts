import { machineSearchSchema } from '@/schemas/machine';
import { searchMachineNames } from '@/server/catalogue/machine-search';

import { parseWith } from '../../_lib/body';
import { requestLocale } from '../../../../i18n/request-locale';
import { apiRoute } from '../../_lib/respond';

/** GET /api/machine/search?q=…&lang=…: up to 10 machines whose name contains `q`, as `{id, name}`. */
export const GET = apiRoute(async (request) => {
  const { q } = parseWith(machineSearchSchema, Object.fromEntries(new URL(request.url).searchParams));
  return Response.json(await searchMachineNames(q, requestLocale(request)));
});

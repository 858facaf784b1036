import { machineCreateSchema } from '@/schemas/machine';
import { listRangeSchema } from '@/schemas/paging';
import { listMachinesJson } from '@/server/catalogue/machine-lists';
import { createMachine, freshMachine } from '@/server/catalogue/machines';

import { parseQuery, parseWith, readJson } from '../_lib/body';
import { requestLocale } from '../../../i18n/request-locale';
import { apiRoute, jsonResponse } from '../_lib/respond';
import { requireAdmin } from '../../../server/auth/request';

/** GET /api/machine: every machine with its pictures and categories, by id; `?limit=&offset=` for a part of them. */
export const GET = apiRoute(async (request) =>
  jsonResponse(await listMachinesJson(requestLocale(request), parseQuery(listRangeSchema, request))),
);

/** POST /api/machine: the 15 localized fields → the new machine. */
export const POST = apiRoute(async (request) => {
  await requireAdmin(request);
  const input = parseWith(machineCreateSchema, await readJson(request));
  const { id } = await createMachine(input);
  return Response.json(await freshMachine(id, requestLocale(request)), { status: 201 });
});

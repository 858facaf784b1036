import { machineUpdateSchema } from '@/schemas/machine';
import { deleteMachine, freshMachine, getMachine, updateMachine } from '@/server/catalogue/machines';

import { parseWith, pathId, readJson } from '../../_lib/body';
import { ifMatch, withEntityTag } from '../../_lib/history';
import { requestLocale } from '../../../../i18n/request-locale';
import { apiRoute, noContent } from '../../_lib/respond';
import { requireAdmin } from '../../../../server/auth/request';
import { assertMayChangeTexts } from '../../../../server/auth/roles';

type Context = RouteContext<'/api/machine/[id]'>;

/** GET /api/machine/{id}: every field of the machine, its sub-resources by priority. */
export const GET = apiRoute(async (request, { params }: Context) =>
  withEntityTag(await getMachine(pathId((await params).id, 'Machine'), requestLocale(request))),
);

/** PATCH /api/machine/{id}: the edited fields → the machine; with a stale `If-Match`, 412 and nothing changed. */
export const PATCH = apiRoute(async (request, { params }: Context) => {
  const admin = await requireAdmin(request, 'texts');
  const id = pathId((await params).id, 'Machine');
  const changes = parseWith(machineUpdateSchema, await readJson(request));
  assertMayChangeTexts(admin, changes);
  await updateMachine(id, changes, ifMatch(request));
  return withEntityTag(await freshMachine(id, requestLocale(request)));
});

/** DELETE /api/machine/{id}: 204; it goes to the trash with its items and pictures, gone for every client. */
export const DELETE = apiRoute(async (request, { params }: Context) => {
  await requireAdmin(request, 'content');
  await deleteMachine(pathId((await params).id, 'Machine'), ifMatch(request));
  return noContent();
});

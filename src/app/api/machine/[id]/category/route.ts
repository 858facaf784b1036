import { categoryLinkSchema } from '@/schemas/machine';
import { addMachineCategory, removeMachineCategory } from '@/server/catalogue/machine-items';
import { freshMachine } from '@/server/catalogue/machines';

import { parseWith, pathId, readJson } from '../../../_lib/body';
import { saveAsAsked } from '../../../_lib/publication';
import { requestLocale } from '../../../../../i18n/request-locale';
import { apiRoute } from '../../../_lib/respond';
import { requireAdmin } from '../../../../../server/auth/request';

type Context = RouteContext<'/api/machine/[id]/category'>;

/** The machine as it is now: what a change of its categories answers, unless it was saved to the draft. */
const machineNow = (request: Request, machineId: number) => async () =>
  Response.json(await freshMachine(machineId, requestLocale(request)));

/** POST /api/machine/{id}/category `{id}`: adds the category → the machine (with `"status": "draft"`, its draft). */
export const POST = apiRoute(async (request, { params }: Context) => {
  await requireAdmin(request, 'content');
  const machineId = pathId((await params).id, 'Machine');
  const body = await readJson(request);
  const { id } = parseWith(categoryLinkSchema, body);
  return saveAsAsked(
    request,
    { kind: 'machine', id: machineId, body },
    () => addMachineCategory(machineId, id),
    machineNow(request, machineId),
  );
});

/**
 * DELETE /api/machine/{id}/category `{id}`: removes the category from the machine → the machine (with
 * `"status": "draft"`, its draft).
 */
export const DELETE = apiRoute(async (request, { params }: Context) => {
  await requireAdmin(request, 'content');
  const machineId = pathId((await params).id, 'Machine');
  const body = await readJson(request);
  const { id } = parseWith(categoryLinkSchema, body);
  return saveAsAsked(
    request,
    { kind: 'machine', id: machineId, body },
    () => removeMachineCategory(machineId, id),
    machineNow(request, machineId),
  );
});

import { categoryLinkSchema } from '@/schemas/machine';
import { addMachineCategory, removeMachineCategory } from '@/server/catalogue/machine-items';
import { freshMachine } from '@/server/catalogue/machines';

import { parseWith, pathId, readJson } from '../../../_lib/body';
import { requestLocale } from '../../../../../i18n/request-locale';
import { apiRoute } from '../../../_lib/respond';
import { requireAdmin } from '../../../../../server/auth/request';

type Context = RouteContext<'/api/machine/[id]/category'>;

/** POST /api/machine/{id}/category `{id}`: adds the category → the machine. */
export const POST = apiRoute(async (request, { params }: Context) => {
  await requireAdmin(request, 'content');
  const machineId = pathId((await params).id, 'Machine');
  const { id } = parseWith(categoryLinkSchema, await readJson(request));
  await addMachineCategory(machineId, id);
  return Response.json(await freshMachine(machineId, requestLocale(request)));
});

/** DELETE /api/machine/{id}/category `{id}`: removes the category from the machine → the machine. */
export const DELETE = apiRoute(async (request, { params }: Context) => {
  await requireAdmin(request, 'content');
  const machineId = pathId((await params).id, 'Machine');
  const { id } = parseWith(categoryLinkSchema, await readJson(request));
  await removeMachineCategory(machineId, id);
  return Response.json(await freshMachine(machineId, requestLocale(request)));
});

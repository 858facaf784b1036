import { type MachineItemKind, machineItemKinds } from '@/schemas/machine';
import { freshMachineItem, machineItems } from '@/server/catalogue/machine-items';
import { freshMachine } from '@/server/catalogue/machines';

import { parseWith, pathId, readJson } from './body';
import { requestLocale } from '../../../i18n/request-locale';
import { apiRoute, noContent } from './respond';
import { requireAdmin } from '../../../server/auth/request';
import { assertMayChangeTexts } from '../../../server/auth/roles';

type Params = { params: Promise<{ id: string } & Record<string, string>> };

/**
 * The handlers of one kind of machine item (advantages, options, technical characteristics), which the API
 * treats alike: POST on the collection, PATCH and DELETE on an item; a write answers the item.
 */
export function machineItemRoutes(
  kind: MachineItemKind,
  options: {
    itemParam: string;
    /** The documented API: adding a technical characteristic answers the whole machine. */
    createAnswersMachine?: boolean;
  },
) {
  const { itemParam } = options;
  const { label, create, update } = machineItemKinds[kind];
  const items = machineItems(kind);
  return {
    POST: apiRoute(async (request, { params }: Params) => {
      await requireAdmin(request, 'content');
      const machineId = pathId((await params).id, 'Machine');
      const input = parseWith(create, await readJson(request));
      const { id } = await items.add(machineId, input);
      const locale = requestLocale(request);
      const answer = options.createAnswersMachine
        ? await freshMachine(machineId, locale)
        : await freshMachineItem(kind, machineId, id, locale);
      return Response.json(answer, { status: 201 });
    }),
    PATCH: apiRoute(async (request, { params }: Params) => {
      const admin = await requireAdmin(request, 'texts');
      const values = await params;
      const changes = parseWith(update, await readJson(request));
      assertMayChangeTexts(admin, changes);
      const [machineId, itemId] = [pathId(values.id, 'Machine'), pathId(values[itemParam] ?? '', label)];
      await items.update(machineId, itemId, changes);
      return Response.json(await freshMachineItem(kind, machineId, itemId, requestLocale(request)));
    }),
    DELETE: apiRoute(async (request, { params }: Params) => {
      await requireAdmin(request, 'content');
      const values = await params;
      await items.remove(pathId(values.id, 'Machine'), pathId(values[itemParam] ?? '', label));
      return noContent();
    }),
  };
}

export const advantageRoutes = machineItemRoutes('advantages', { itemParam: 'advantageId' });

export const optionRoutes = machineItemRoutes('options', { itemParam: 'optionId' });

export const technicalCharacteristicRoutes = machineItemRoutes('technicalCharacteristics', {
  itemParam: 'charId',
  createAnswersMachine: true,
});

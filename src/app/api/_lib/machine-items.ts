import { type MachineItemKind, machineItemKinds } from '@/schemas/machine';
import { freshMachineItem, machineItems } from '@/server/catalogue/machine-items';
import { freshMachine } from '@/server/catalogue/machines';

import { parseWith, pathId, readJson } from './body';
import { requestLocale } from '../../../i18n/request-locale';
import { optionalJson, saveAsAsked } from './publication';
import { apiRoute, noContent } from './respond';
import { requireAdmin } from '../../../server/auth/request';
import { assertMayChangeTexts } from '../../../server/auth/roles';

type Params = { params: Promise<{ id: string } & Record<string, string>> };

/**
 * The handlers of one kind of machine item (advantages, options, technical characteristics), which the API
 * treats alike: POST on the collection, PATCH and DELETE on an item; a write answers the item, or, saved to the
 * machine's draft (`"status": "draft"`), the draft.
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
      const body = await readJson(request);
      const input = parseWith(create, body);
      const locale = requestLocale(request);
      return saveAsAsked(
        request,
        { kind: 'machine', id: machineId, body },
        () => items.add(machineId, input),
        async ({ id }) => {
          const answer = options.createAnswersMachine
            ? await freshMachine(machineId, locale)
            : await freshMachineItem(kind, machineId, id, locale);
          return Response.json(answer, { status: 201 });
        },
        { created: ({ id }) => id },
      );
    }),
    PATCH: apiRoute(async (request, { params }: Params) => {
      const admin = await requireAdmin(request, 'texts');
      const values = await params;
      const body = await readJson(request);
      const changes = parseWith(update, body);
      assertMayChangeTexts(admin, changes);
      const [machineId, itemId] = [pathId(values.id, 'Machine'), pathId(values[itemParam] ?? '', label)];
      return saveAsAsked(
        request,
        { kind: 'machine', id: machineId, body },
        () => items.update(machineId, itemId, changes),
        async () => Response.json(await freshMachineItem(kind, machineId, itemId, requestLocale(request))),
      );
    }),
    DELETE: apiRoute(async (request, { params }: Params) => {
      await requireAdmin(request, 'content');
      const values = await params;
      const [machineId, itemId] = [pathId(values.id, 'Machine'), pathId(values[itemParam] ?? '', label)];
      return saveAsAsked(
        request,
        { kind: 'machine', id: machineId, body: await optionalJson(request) },
        () => items.remove(machineId, itemId),
        async () => noContent(),
      );
    }),
  };
}

export const advantageRoutes = machineItemRoutes('advantages', { itemParam: 'advantageId' });

export const optionRoutes = machineItemRoutes('options', { itemParam: 'optionId' });

export const technicalCharacteristicRoutes = machineItemRoutes('technicalCharacteristics', {
  itemParam: 'charId',
  createAnswersMachine: true,
});

import type { Locale } from '@/i18n/locales';
import {
  type MachineItemCreate,
  type MachineItemKind,
  machineItemKinds,
  type MachineItemUpdate,
} from '@/schemas/machine';
import { machineAdvantages, machineOptions, machineTechnicalCharacteristics } from '@/server/machine-items';
import { freshMachine } from '@/server/machines';

import { parseWith, pathId, readJson } from './body';
import { requestLocale } from './language';
import { apiRoute, noContent } from './respond';
import { requireAdmin } from './session';

interface Items<Create, Update> {
  add(machineId: number, input: Create, locale: Locale): Promise<unknown>;
  update(machineId: number, itemId: number, changes: Update, locale: Locale): Promise<unknown>;
  remove(machineId: number, itemId: number): Promise<void>;
}

type Params = { params: Promise<{ id: string } & Record<string, string>> };

/**
 * The handlers of one kind of machine item (advantages, options, technical characteristics), which SPEC §7
 * gives the same shape: POST on the collection, PATCH and DELETE on an item.
 */
export function machineItemRoutes(
  kind: MachineItemKind,
  options: {
    items: Items<MachineItemCreate, MachineItemUpdate>;
    itemParam: string;
    /** SPEC §7: adding a technical characteristic answers the whole machine. */
    createAnswersMachine?: boolean;
  },
) {
  const { items, itemParam } = options;
  const { label } = machineItemKinds[kind];
  return {
    POST: apiRoute(async (request, { params }: Params) => {
      await requireAdmin(request);
      const machineId = pathId((await params).id, 'Machine');
      const input = parseWith(machineItemKinds[kind].create, await readJson(request));
      const locale = requestLocale(request);
      const item = await items.add(machineId, input, locale);
      const answer = options.createAnswersMachine ? await freshMachine(machineId, locale) : item;
      return Response.json(answer, { status: 201 });
    }),
    PATCH: apiRoute(async (request, { params }: Params) => {
      await requireAdmin(request);
      const values = await params;
      const changes = parseWith(machineItemKinds[kind].update, await readJson(request));
      const item = await items.update(
        pathId(values.id, 'Machine'),
        pathId(values[itemParam] ?? '', label),
        changes,
        requestLocale(request),
      );
      return Response.json(item);
    }),
    DELETE: apiRoute(async (request, { params }: Params) => {
      await requireAdmin(request);
      const values = await params;
      await items.remove(pathId(values.id, 'Machine'), pathId(values[itemParam] ?? '', label));
      return noContent();
    }),
  };
}

export const advantageRoutes = machineItemRoutes('advantages', { items: machineAdvantages, itemParam: 'advantageId' });

export const optionRoutes = machineItemRoutes('options', { items: machineOptions, itemParam: 'optionId' });

export const technicalCharacteristicRoutes = machineItemRoutes('technicalCharacteristics', {
  items: machineTechnicalCharacteristics,
  itemParam: 'charId',
  createAnswersMachine: true,
});

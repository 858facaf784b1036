import type { z } from 'zod';

import type { Locale } from '@/i18n/locales';
import {
  advantageCreateSchema,
  advantageUpdateSchema,
  nameValueCreateSchema,
  nameValueUpdateSchema,
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
export function machineItemRoutes<C extends z.ZodType, U extends z.ZodType>(options: {
  items: Items<z.output<C>, z.output<U>>;
  createSchema: C;
  updateSchema: U;
  label: string;
  itemParam: string;
  /** SPEC §7: adding a technical characteristic answers the whole machine. */
  createAnswersMachine?: boolean;
}) {
  const { items, label, itemParam } = options;
  return {
    POST: apiRoute(async (request, { params }: Params) => {
      await requireAdmin(request);
      const machineId = pathId((await params).id, 'Machine');
      const input = parseWith(options.createSchema, await readJson(request));
      const locale = requestLocale(request);
      const item = await items.add(machineId, input, locale);
      const answer = options.createAnswersMachine ? await freshMachine(machineId, locale) : item;
      return Response.json(answer, { status: 201 });
    }),
    PATCH: apiRoute(async (request, { params }: Params) => {
      await requireAdmin(request);
      const values = await params;
      const changes = parseWith(options.updateSchema, await readJson(request));
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

export const advantageRoutes = machineItemRoutes({
  items: machineAdvantages,
  createSchema: advantageCreateSchema,
  updateSchema: advantageUpdateSchema,
  label: 'Advantage',
  itemParam: 'advantageId',
});

export const optionRoutes = machineItemRoutes({
  items: machineOptions,
  createSchema: nameValueCreateSchema,
  updateSchema: nameValueUpdateSchema,
  label: 'Option',
  itemParam: 'optionId',
});

export const technicalCharacteristicRoutes = machineItemRoutes({
  items: machineTechnicalCharacteristics,
  createSchema: nameValueCreateSchema,
  updateSchema: nameValueUpdateSchema,
  label: 'Technical characteristic',
  itemParam: 'charId',
  createAnswersMachine: true,
});

import { machineCreateSchema } from '@/schemas/machine';
import { editingDrafts } from '@/server/history';
import { machineListQuerySchema } from '@/schemas/paging';
import { listCategories } from '@/server/catalogue/categories';
import { listCharacteristicTypes } from '@/server/catalogue/characteristic-types';
import { listMachinesJson } from '@/server/catalogue/machine-lists';
import { ValidationError } from '@/server/errors';
import { createMachine, freshMachine } from '@/server/catalogue/machines';

import { parseQuery, parseWith, readJson } from '../_lib/body';
import { requestLocale } from '../../../i18n/request-locale';
import { saveMode } from '../_lib/publication';
import { apiRoute, jsonResponse } from '../_lib/respond';
import { requireAdmin } from '../../../server/auth/request';

/**
 * GET /api/machine: every machine with its pictures and categories, by id; `?limit=&offset=` for a part of them,
 * `?category=1,3` for those of any of these categories, `?t4=100..500` for those with a measure of characteristic
 * type 4 that overlaps 100–500 (422 for an id that is no category or type, or a range that is none).
 */
export const GET = apiRoute(async (request) => {
  const { category: categoryIds, ranges, ...range } = parseQuery(machineListQuerySchema, request);
  const locale = requestLocale(request);
  if (categoryIds) {
    const known = new Set((await listCategories(locale)).map((category) => category.id));
    const unknown = categoryIds.filter((id) => !known.has(id));
    if (unknown.length > 0)
      throw new ValidationError('Unknown category', { category: `No category ${unknown.join(', ')}` });
  }
  if (ranges.length > 0) {
    const known = new Set((await listCharacteristicTypes(locale)).map((type) => type.id));
    const unknown = ranges.filter((filter) => !known.has(filter.typeId));
    if (unknown.length > 0)
      throw new ValidationError(
        'Unknown characteristic type',
        Object.fromEntries(unknown.map((filter) => [`t${filter.typeId}`, `No characteristic type ${filter.typeId}`])),
      );
  }
  return jsonResponse(await listMachinesJson(locale, { ...range, categoryIds, ranges }));
});

/** POST /api/machine: the 15 localized fields → the new machine, published; with `"status": "draft"`, a draft. */
export const POST = apiRoute(async (request) => {
  await requireAdmin(request, 'content');
  const body = await readJson(request);
  const mode = saveMode(request, body);
  const input = parseWith(machineCreateSchema, body);
  const { id } = mode === 'draft' ? await editingDrafts(() => createMachine(input)) : await createMachine(input);
  return Response.json(await freshMachine(id, requestLocale(request)), { status: 201 });
});

import { machineUpdateSchema } from '@/schemas/machine';
import { deleteMachine, freshMachine, getMachine, updateMachine } from '@/server/catalogue/machines';
import { editingDrafts } from '@/server/history';

import { parseWith, pathId, readJson } from '../../_lib/body';
import { ifMatch, withEntityTag } from '../../_lib/history';
import { draftAnswer, itemAnswer, saveMode } from '../../_lib/publication';
import { requestLocale } from '../../../../i18n/request-locale';
import { apiRoute, noContent } from '../../_lib/respond';
import { requireAdmin } from '../../../../server/auth/request';
import { assertMayChangeTexts } from '../../../../server/auth/roles';

type Context = RouteContext<'/api/machine/[id]'>;

/**
 * GET /api/machine/{id}: every field of the published machine, its sub-resources by priority (404 for one off the
 * site); with a session, any machine, with its `status` and the languages of its unpublished changes.
 */
export const GET = apiRoute(async (request, { params }: Context) => {
  const id = pathId((await params).id, 'Machine');
  return itemAnswer(request, 'machine', id, await getMachine(id, requestLocale(request)));
});

/**
 * PATCH /api/machine/{id}: the edited fields → the machine, published at once; with `"status": "draft"`, saved to
 * its draft instead (→ the draft, as GET /api/machine/{id}/draft answers it). With a stale `If-Match`, 412 and nothing changed.
 */
export const PATCH = apiRoute(async (request, { params }: Context) => {
  const admin = await requireAdmin(request, 'texts');
  const id = pathId((await params).id, 'Machine');
  const body = await readJson(request);
  const changes = parseWith(machineUpdateSchema, body);
  assertMayChangeTexts(admin, changes);
  if (saveMode(request, body) === 'draft') {
    await editingDrafts(() => updateMachine(id, changes));
    return draftAnswer(request, 'machine', id);
  }
  await updateMachine(id, changes, ifMatch(request));
  return withEntityTag(await freshMachine(id, requestLocale(request)));
});

/** DELETE /api/machine/{id}: 204; it goes to the trash with its items and pictures, gone for every client. */
export const DELETE = apiRoute(async (request, { params }: Context) => {
  await requireAdmin(request, 'content');
  await deleteMachine(pathId((await params).id, 'Machine'), ifMatch(request));
  return noContent();
});

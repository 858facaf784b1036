import { machineUpdateSchema } from '@/schemas/machine';
import { updateMachine } from '@/server/catalogue/machines';

import { parseWith, readJson } from '../../../_lib/body';
import { draftRoutes } from '../../../_lib/publication';

/**
 * GET /api/machine/{id}/draft: the machine as its draft makes it, in the shape of GET /api/machine/{id}.
 * PATCH: the body of PATCH /api/machine/{id}, saved to the draft only.
 */
const routes = draftRoutes('machine', async (request, id, expect) => {
  await updateMachine(id, parseWith(machineUpdateSchema, await readJson(request)), expect);
});

export const GET = routes.GET;
export const PATCH = routes.PATCH;

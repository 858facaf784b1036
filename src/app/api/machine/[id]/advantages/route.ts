import { advantageRoutes } from '../../../_lib/machine-items';

/** POST /api/machine/{id}/advantages: adds one of the machine's advantages. */
export const POST = advantageRoutes.POST;

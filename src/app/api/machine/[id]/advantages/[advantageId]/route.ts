import { advantageRoutes } from '../../../../_lib/machine-items';

/** PATCH /api/machine/{id}/advantages/{advantageId}: the priority, or the whole item → the item. */
export const PATCH = advantageRoutes.PATCH;

/** DELETE /api/machine/{id}/advantages/{advantageId}: 204. */
export const DELETE = advantageRoutes.DELETE;

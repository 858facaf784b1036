import { optionRoutes } from '../../../../_lib/machine-items';

/** PATCH /api/machine/{id}/options/{optionId}: the priority, or the whole item → the item. */
export const PATCH = optionRoutes.PATCH;

/** DELETE /api/machine/{id}/options/{optionId}: 204. */
export const DELETE = optionRoutes.DELETE;

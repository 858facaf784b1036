import { technicalCharacteristicRoutes } from '../../../../_lib/machine-items';

/** PATCH /api/machine/{id}/technical-characteristics/{charId}: the priority, or the whole item → the item. */
export const PATCH = technicalCharacteristicRoutes.PATCH;

/** DELETE /api/machine/{id}/technical-characteristics/{charId}: 204. */
export const DELETE = technicalCharacteristicRoutes.DELETE;

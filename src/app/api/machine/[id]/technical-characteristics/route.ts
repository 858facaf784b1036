import { technicalCharacteristicRoutes } from '../../../_lib/machine-items';

/** POST /api/machine/{id}/technical-characteristics: adds one of the machine's technical characteristics. */
export const POST = technicalCharacteristicRoutes.POST;

import { optionRoutes } from '../../../_lib/machine-items';

/** POST /api/machine/{id}/options: adds one of the machine's options. */
export const POST = optionRoutes.POST;

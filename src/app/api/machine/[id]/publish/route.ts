import { publishRoute } from '../../../_lib/publication';

/** POST /api/machine/{id}/publish: its draft published, in all or some languages, now or at a set time. */
export const POST = publishRoute('machine');

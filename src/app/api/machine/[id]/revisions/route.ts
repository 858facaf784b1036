import { revisionsRoute } from '../../../_lib/history';

/** GET /api/machine/{id}/revisions: the machine's revisions, newest first. */
export const GET = revisionsRoute('machine');

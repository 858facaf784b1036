import { unpublishRoute } from '../../../_lib/publication';

/** POST /api/machine/{id}/unpublish: off the site (now or at a set time), not deleted. */
export const POST = unpublishRoute('machine');

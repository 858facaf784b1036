import { unpublishRoute } from '../../../_lib/publication';

/** POST /api/news/{id}/unpublish: off the site (now or at a set time), not deleted. */
export const POST = unpublishRoute('news');

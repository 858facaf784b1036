import { revisionsRoute } from '../../../_lib/history';

/** GET /api/category/{id}/revisions: the category's revisions, newest first. */
export const GET = revisionsRoute('category');

import { revisionsRoute } from '../../../_lib/history';

/** GET /api/news/{id}/revisions: the article's revisions, newest first. */
export const GET = revisionsRoute('news');

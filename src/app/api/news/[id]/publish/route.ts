import { publishRoute } from '../../../_lib/publication';

/** POST /api/news/{id}/publish: its draft published, in all or some languages, now or at a set time. */
export const POST = publishRoute('news');

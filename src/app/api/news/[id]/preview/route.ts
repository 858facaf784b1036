import { previewRoute } from '../../../_lib/publication';

/** POST /api/news/{id}/preview: a signed link, valid for a day, to the public page as its draft makes it. */
export const POST = previewRoute('news');

import { readJson, uploadBodyLimit } from '../../../_lib/body';
import { saveNews } from '../../../_lib/news';
import { draftRoutes } from '../../../_lib/publication';

/**
 * GET /api/news/{id}/draft: the article as its draft makes it, in the shape of GET /api/news/{id}.
 * PATCH: the body of PATCH /api/news/{id} (titles and date, or a cover), saved to the draft only.
 */
const routes = draftRoutes('news', async (request, id, expect) => {
  await saveNews(await readJson(request, uploadBodyLimit()), id, expect);
});

export const GET = routes.GET;
export const PATCH = routes.PATCH;

import { freshNews } from '@/server/news/articles';

import { restoreRoute } from '../../../../../_lib/history';

/** POST /api/news/{id}/revisions/{revisionId}/restore: the article as restored. */
export const POST = restoreRoute('news', freshNews);

import { freshCategory } from '@/server/catalogue/categories';

import { restoreRoute } from '../../../../../_lib/history';

/** POST /api/category/{id}/revisions/{revisionId}/restore: the category as restored. */
export const POST = restoreRoute('category', freshCategory);

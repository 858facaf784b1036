import { categoryCreateSchema } from '@/schemas/category';
import { createCategory, freshCategory, listCategories } from '@/server/catalogue/categories';

import { parseWith, readJson } from '../_lib/body';
import { requestLocale } from '../../../i18n/request-locale';
import { apiRoute } from '../_lib/respond';
import { requireAdmin } from '../../../server/auth/request';

/** GET /api/category: every category, by priority, with its five names. */
export const GET = apiRoute(async (request) => Response.json(await listCategories(requestLocale(request))));

/** POST /api/category: five non-blank names → the new category. */
export const POST = apiRoute(async (request) => {
  await requireAdmin(request, 'content');
  const input = parseWith(categoryCreateSchema, await readJson(request));
  const { id } = await createCategory(input);
  return Response.json(await freshCategory(id, requestLocale(request)), { status: 201 });
});

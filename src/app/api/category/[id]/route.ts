import { categoryUpdateSchema } from '@/schemas/category';
import { deleteCategory, freshCategory, updateCategory } from '@/server/catalogue/categories';

import { parseWith, pathId, readJson } from '../../_lib/body';
import { requestLocale } from '../../../../i18n/request-locale';
import { apiRoute, noContent } from '../../_lib/respond';
import { requireAdmin } from '../../../../server/auth/request';

type Context = RouteContext<'/api/category/[id]'>;

/** PATCH /api/category/{id}: one or more changed fields → the category. */
export const PATCH = apiRoute(async (request, { params }: Context) => {
  await requireAdmin(request);
  const id = pathId((await params).id, 'Category');
  const changes = parseWith(categoryUpdateSchema, await readJson(request));
  await updateCategory(id, changes);
  return Response.json(await freshCategory(id, requestLocale(request)));
});

/** DELETE /api/category/{id}: 204; its machines stay. */
export const DELETE = apiRoute(async (request, { params }: Context) => {
  await requireAdmin(request);
  await deleteCategory(pathId((await params).id, 'Category'));
  return noContent();
});

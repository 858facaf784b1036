import { categoryUpdateSchema } from '@/schemas/category';
import { deleteCategory, freshCategory, updateCategory } from '@/server/catalogue/categories';

import { parseWith, pathId, readJson } from '../../_lib/body';
import { ifMatch, withEntityTag } from '../../_lib/history';
import { requestLocale } from '../../../../i18n/request-locale';
import { apiRoute, noContent } from '../../_lib/respond';
import { requireAdmin } from '../../../../server/auth/request';
import { assertMayChangeTexts } from '../../../../server/auth/roles';

type Context = RouteContext<'/api/category/[id]'>;

/** GET /api/category/{id}: the category with its five names, its version as the ETag. */
export const GET = apiRoute(async (request, { params }: Context) =>
  withEntityTag(await freshCategory(pathId((await params).id, 'Category'), requestLocale(request))),
);

/** PATCH /api/category/{id}: one or more changed fields → the category. */
export const PATCH = apiRoute(async (request, { params }: Context) => {
  const admin = await requireAdmin(request, 'texts');
  const id = pathId((await params).id, 'Category');
  const changes = parseWith(categoryUpdateSchema, await readJson(request));
  assertMayChangeTexts(admin, changes);
  await updateCategory(id, changes, ifMatch(request));
  return withEntityTag(await freshCategory(id, requestLocale(request)));
});

/** DELETE /api/category/{id}: 204; it goes to the trash, its machines stay. */
export const DELETE = apiRoute(async (request, { params }: Context) => {
  await requireAdmin(request, 'content');
  await deleteCategory(pathId((await params).id, 'Category'), ifMatch(request));
  return noContent();
});

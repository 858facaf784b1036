'use server';

import { z } from 'zod';

import { categoryCreateSchema, categoryUpdateSchema } from '@/schemas/category';
import { idSchema, priorityOrderSchema } from '@/schemas/fields';
import { baseVersionSchema } from '@/schemas/history';
import { createCategory, deleteCategory, reorderCategories, updateCategory } from '@/server/catalogue/categories';

import { adminAction } from '../_lib/action';

export async function createCategoryAction(input: unknown) {
  return adminAction('content', categoryCreateSchema, input, createCategory);
}

/** Saves a category's changed names, based on the latest change the screen showed (`version`). */
export async function updateCategoryAction(input: unknown) {
  const schema = z.object({ id: idSchema, changes: categoryUpdateSchema, version: baseVersionSchema });
  return adminAction({ texts: ({ changes }) => ({ changes }) }, schema, input, ({ id, changes, version }) =>
    updateCategory(id, changes, { base: version }),
  );
}

/** Moves a category to the trash, unless someone else changed it since the screen showed it (`version`). */
export async function deleteCategoryAction(input: unknown) {
  const schema = z.object({ id: idSchema, version: baseVersionSchema });
  return adminAction('content', schema, input, async ({ id, version }) => {
    await deleteCategory(id, { base: version });
    return null;
  });
}

/** Saves a new order of the categories, dragged into place. */
export async function reorderCategoriesAction(input: unknown) {
  return adminAction('content', z.object({ ids: priorityOrderSchema }), input, async ({ ids }) => {
    await reorderCategories(ids);
    return null;
  });
}

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

/** Saves a category's changed names, based on the `version` the screen showed; answers its version after. */
export async function updateCategoryAction(input: unknown) {
  const schema = z.object({ id: idSchema, changes: categoryUpdateSchema, version: baseVersionSchema });
  return adminAction({ texts: ({ changes }) => ({ changes }) }, schema, input, ({ id, changes, version }) =>
    updateCategory(id, changes, { base: version }),
  );
}

export async function deleteCategoryAction(input: unknown) {
  return adminAction('content', z.object({ id: idSchema }), input, async ({ id }) => {
    await deleteCategory(id);
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

import { z } from 'zod';

import { localizedFields, nonEmpty, priority, requiredText } from './fields';

const names = localizedFields('name', requiredText(200));

/** POST /api/category: the five names, each non-blank after trimming. */
export const categoryCreateSchema = z.object({ ...names, priority: priority.optional() });
export type CategoryCreate = z.infer<typeof categoryCreateSchema>;

/** PATCH /api/category/{id}: any of the names or the priority. */
export const categoryUpdateSchema = z
  .object({ ...names, priority })
  .partial()
  .refine(nonEmpty, 'Nothing to change');
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;

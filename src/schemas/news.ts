import { z } from 'zod';

import { localizedFields, nonEmpty, priority, requiredText, text } from './fields';

const titles = localizedFields('title', requiredText(300));

const changesTitles = (edit: Partial<Record<string, unknown>>) =>
  Object.keys(titles).some((field) => edit[field] !== undefined);

/** POST /api/news: the five titles, each non-blank after trimming. */
export const newsCreateSchema = z.object(titles);
export type NewsCreate = z.infer<typeof newsCreateSchema>;

/**
 * PATCH /api/news/{id}: any of the titles, or a new cover as `image` (base64, no data: prefix) with its claimed
 * `image_type`. The two are separate edits in the admin, and sending them apart means a refused file never
 * leaves the titles half saved.
 */
export const newsUpdateSchema = z
  .object({
    ...titles,
    image: text({ message: 'Required' }).min(1, 'Required'),
    // Only a hint: the file's bytes decide its type (see inspectUpload).
    image_type: text().max(100, 'At most 100 characters'),
  })
  .partial()
  .refine((edit) => edit.image !== undefined || changesTitles(edit), 'Nothing to change')
  .refine((edit) => edit.image === undefined || !changesTitles(edit), {
    message: 'Send a new cover without other changes',
    path: ['image'],
  });
export type NewsUpdate = z.infer<typeof newsUpdateSchema>;

/** The titles an edit of a news article may change. */
export type NewsTitlesUpdate = Partial<NewsCreate>;

const contentBlockFields = {
  ...localizedFields('title', requiredText(300)),
  ...localizedFields('content', requiredText(20_000)),
};

/** POST /api/news/{id}/content: five subtitles and five contents; new blocks go last unless given a priority. */
export const contentBlockCreateSchema = z.object({ ...contentBlockFields, priority: priority.optional() });
export type ContentBlockCreate = z.infer<typeof contentBlockCreateSchema>;

/** PATCH /api/news/{id}/content/{contentId}: the whole block, or any of its fields. */
export const contentBlockUpdateSchema = z
  .object({ ...contentBlockFields, priority })
  .partial()
  .refine(nonEmpty, 'Nothing to change');
export type ContentBlockUpdate = z.infer<typeof contentBlockUpdateSchema>;

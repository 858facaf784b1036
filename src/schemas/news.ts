import { z } from 'zod';

import { startOfOfficeDay } from '@/i18n/dates';

import { idSchema, localizedFields, nonEmpty, priority, requiredText, text } from './fields';

const titles = localizedFields('title', requiredText(300));

const changesFields = (edit: Partial<Record<string, unknown>>) =>
  [...Object.keys(titles), 'published_at'].some((field) => edit[field] !== undefined);

/** The earliest publication date accepted: 1 January 1990. */
export const earliestPublication = '1990-01-01';

/** The latest publication date accepted: ten years from now. */
export function latestPublication(now = new Date()): Date {
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + 10);
  return latest;
}

const publicationRange = 'Must be from 1990-01-01 to ten years from now';

/**
 * An article's publication date: an ISO day (`2026-03-15`, the start of that day in the office's time zone, as the
 * back office's date field sends it) or an ISO date and time with its offset (`2026-03-15T09:30:00Z`); a real date
 * (not `2026-02-30`), from 1990 to ten years ahead.
 */
export const publicationDate = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: 'Must be a date (2026-03-15) or a date and time (2026-03-15T09:30:00Z)',
  })
  .transform((value) => (value.includes('T') ? new Date(value) : startOfOfficeDay(value)))
  .refine((date) => date >= startOfOfficeDay(earliestPublication) && date <= latestPublication(), {
    message: publicationRange,
    params: { code: 'outOfRange' },
  });

/** POST /api/news: the five titles, each non-blank after trimming. */
export const newsCreateSchema = z.object(titles);
export type NewsCreate = z.infer<typeof newsCreateSchema>;

/** POST /api/news as the API takes it: the titles, and a publication date other than now. */
export const newsCreateApiSchema = newsCreateSchema.extend({ published_at: publicationDate.optional() });
export type NewsCreateApi = z.infer<typeof newsCreateApiSchema>;

/** The back office's change of an article's publication date: the day picked. */
export const newsPublicationSchema = z.object({ id: idSchema, published_at: publicationDate });

/**
 * PATCH /api/news/{id}: any of the titles and the publication date, or a new cover as `image` (base64, no data:
 * prefix) with its claimed `image_type`. The two are separate edits in the admin, and sending them apart means a
 * refused file never leaves the titles half saved.
 */
export const newsUpdateSchema = z
  .object({
    ...titles,
    published_at: publicationDate,
    image: text({ message: 'Required' }).min(1, 'Required'),
    // Only a hint: the file's bytes decide its type (see inspectUpload).
    image_type: text().max(100, 'At most 100 characters'),
  })
  .partial()
  .refine((edit) => edit.image !== undefined || changesFields(edit), 'Nothing to change')
  .refine((edit) => edit.image === undefined || !changesFields(edit), {
    message: 'Send a new cover without other changes',
    path: ['image'],
  });
export type NewsUpdate = z.infer<typeof newsUpdateSchema>;

/** The titles an edit of a news article may change. */
export type NewsTitlesUpdate = Partial<NewsCreate>;

/** What an edit of a news article may change but its cover: its titles and its publication date. */
export type NewsFieldsUpdate = NewsTitlesUpdate & { published_at?: Date };

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

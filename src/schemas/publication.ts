/**
 * The inputs of drafts and publication: publish (some languages, at a time), unpublish (at a time), a preview link
 * in one language, and the `status` a REST write may ask for (a draft instead of publishing at once).
 */
import { z } from 'zod';

// Zod as the schemas configure it (no code made with `Function`, which the Content-Security-Policy forbids).
import './fields';

import { officeTime } from '@/i18n/dates';
import { locales } from '@/i18n/locales';

import { idSchema } from './fields';
import { baseVersionSchema } from './history';
import { latestPublication } from './news';

const language = z.enum(locales, { error: `Must be one of ${locales.join(', ')}` });

/**
 * A time with its offset (`2026-03-15T09:00:00+01:00`), or Swiss time without one (`2026-03-15T09:00`, the back
 * office's field), up to ten years ahead; one already past means now.
 */
const at = z
  .union([z.iso.datetime({ offset: true }), z.iso.datetime({ local: true })], {
    error: 'Must be a date and time (2026-03-15T09:00:00+01:00, or 2026-03-15T09:00 in Swiss time)',
  })
  .transform((value) => (/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? new Date(value) : officeTime(value)))
  .refine((date) => date <= latestPublication(), {
    message: 'Must be within ten years',
    params: { code: 'outOfRange' },
  });

/** `POST /api/{machine,news}/{id}/publish`: only these languages' changes (all when omitted), at this time. */
export const publishSchema = z.object({
  languages: z
    .array(language)
    .min(1, 'Name at least one language')
    .refine((list) => new Set(list).size === list.length, 'Each language once')
    .optional(),
  at: at.optional(),
});
export type PublishInput = z.infer<typeof publishSchema>;

/** `POST /api/{machine,news}/{id}/unpublish`: at this time (now when omitted). */
export const unpublishSchema = z.object({ at: at.optional() });

/** `POST /api/{machine,news}/{id}/preview`: the language of the page. */
export const previewSchema = z.object({ language });

/**
 * What a REST write of a machine or an article, or of one of their parts, saves: the published version at once (as
 * always), or, with `"status": "draft"` (in the body, or `?status=draft` in the query), the item's draft (a new item
 * then starts as a draft, off the site).
 */
export const saveModeSchema = z.object({
  status: z.enum(['draft', 'published'], { error: 'Must be draft or published' }).optional(),
});

/** An item of the back office, and the latest change its screen showed (history's `editMark`). */
const item = { kind: z.enum(['machine', 'news']), id: idSchema, version: baseVersionSchema };

/** The back office's "Publish" (now or at a time, all or some languages) of an item. */
export const publishActionSchema = publishSchema.extend(item);

/** The back office's "Unpublish" (now or at a time). */
export const unpublishActionSchema = unpublishSchema.extend(item);

/** The back office's "Discard draft" and cancelling what is scheduled. */
export const draftItemSchema = z.object(item);

/** The back office's "Preview" in one language. */
export const previewActionSchema = previewSchema.extend(item);

/** The back office lists' filter by publication (`?state=`): with work not on the site, scheduled, taken off it. */
export const publicationFilters = ['drafts', 'scheduled', 'unpublished'] as const;
export type PublicationFilter = (typeof publicationFilters)[number];

/** `?state=` of a list's URL; a value we do not know is no filter (an outdated link still opens the list). */
export const publicationFilterSchema = z.enum(publicationFilters).optional().catch(undefined);

/** The filter a list's URL asks for, or undefined. */
export function publicationFilterFromUrl(value: string | string[] | undefined): PublicationFilter | undefined {
  return publicationFilterSchema.parse(Array.isArray(value) ? value[0] : value);
}

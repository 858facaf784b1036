/**
 * The inputs of the history and the trash: a page of revisions, what to restore of one, the trash's kinds, the
 * version a save is based on.
 */
import { z } from 'zod';

// Zod as the schemas configure it (no code made with `Function`, which the Content-Security-Policy forbids).
import './fields';

import { locales } from '@/i18n/locales';

import { wholeNumber } from './paging';

/** `?limit=&before=` of `GET /api/{machine,news,category}/{id}/revisions`: newest first, `limit` at a time. */
export const revisionsQuerySchema = z.object({
  limit: wholeNumber(1, 100).default(20),
  /** Only revisions older than this version (the `version` of the last one of the previous page). */
  before: wholeNumber(1, 2_147_483_647).optional(),
});

/**
 * What to restore of a revision: nothing named is the whole item; else one field (`name`, `options.12.value`,
 * `pictures.7`, `content.order`) in one language when it is a localized one.
 */
export const restoreSchema = z.object({
  field: z
    .string()
    .regex(/^[a-z][a-z_]{0,40}(\.\d{1,10}(\.[a-z][a-z_]{0,40})?|\.order)?$/i, 'Not a field of this item')
    .optional(),
  language: z.enum(locales).nullable().optional(),
  /** True: as it was right before the revision (undoes it), instead of right after. */
  before: z.boolean().optional(),
});
export type RestoreInput = z.infer<typeof restoreSchema>;

export const trashKindNames = ['machine', 'news', 'category', 'picture', 'newsContent'] as const;
export const trashKindSchema = z.enum(trashKindNames);

/**
 * The latest change of the item the screen showed (a revision's or a draft save's id, 0 for none: history's
 * `editMark`), which a back-office save is based on.
 */
export const baseVersionSchema = z.number().int().min(0).max(2_147_483_647).optional();

import { z } from 'zod';

import { locales } from '@/i18n/locales';

import { id } from './fields';

/** Everything with localized fields whose translations are followed (src/server/translations). */
export const translatableKinds = [
  'machine',
  'advantage',
  'option',
  'characteristic',
  'picture',
  'category',
  'news',
  'newsBlock',
] as const;
export type TranslatableKind = (typeof translatableKinds)[number];

/** The kinds of items the translation overview lists, and the states it filters by. */
export const translationOverviewKinds = ['machine', 'category', 'news'] as const;
export const translationProblemStates = ['missing', 'outdated'] as const;

/**
 * The filters of the translation overview (`/admin/translations`) and of `GET /api/translations`, from the query:
 * each optional, an unknown value refused.
 */
export const translationFiltersSchema = z.object({
  kind: z
    .enum(translationOverviewKinds, { message: `Must be one of ${translationOverviewKinds.join(', ')}` })
    .optional(),
  language: z.enum(locales, { message: `Must be one of ${locales.join(', ')}` }).optional(),
  state: z
    .enum(translationProblemStates, { message: `Must be one of ${translationProblemStates.join(', ')}` })
    .optional(),
});
export type TranslationFilters = z.infer<typeof translationFiltersSchema>;

/** "This is still right": one language of one field of one item, confirmed without a change of text. */
export const translationConfirmationSchema = z.object({
  kind: z.enum(translatableKinds),
  id: id(),
  field: z.string().regex(/^[a-z]{1,20}$/, 'Must be a field name'),
  language: z.enum(locales),
});

import { z } from 'zod';

import { locales } from '@/i18n/locales';

import { id, text } from './fields';

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

/** The most text one request for suggestions may carry, in characters: a machine's longest fields, and a margin. */
export const suggestionTextLimit = 60_000;

/**
 * Suggested translations asked for: each text, in the language it is written in, with the languages it is wanted
 * in. The texts are the form's, saved or not, so they are sent rather than read from the database.
 */
export const translationSuggestionSchema = z.object({
  texts: z
    .array(
      z.object({
        from: z.enum(locales),
        text: text().trim().min(1, 'Required').max(20_000, 'At most 20000 characters'),
        to: z
          .array(z.enum(locales))
          .min(1)
          .max(locales.length - 1),
      }),
    )
    .min(1)
    .max(50)
    .refine(
      (texts) => texts.reduce((sum, { text, to }) => sum + text.length * to.length, 0) <= suggestionTextLimit,
      `At most ${suggestionTextLimit} characters to translate at once`,
    )
    .refine(
      (texts) => texts.every(({ from, to }) => !to.includes(from)),
      'A text is not translated into its own language',
    ),
});
export type TranslationSuggestionRequest = z.infer<typeof translationSuggestionSchema>;

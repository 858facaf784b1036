/**
 * The site search's input: the words of `?q=` (the search page, `GET /api/search`), the language and how many
 * results. One `q` only: a URL with several is refused, not read by guess.
 */
import { z } from 'zod';

// Zod as the schemas configure it (no code made with `Function`, which the Content-Security-Policy forbids).
import './fields';

import { locales } from '@/i18n/locales';

/** The longest search taken: longer is no search anyone types, and it would only cost time. */
export const maxSearchLength = 200;

/** Control and format characters (NUL, tabs, line breaks, zero-width marks) count as spaces. */
const controls = /[\p{Cc}\p{Cf}\p{Cs}]/gu;

/** The words as searched and shown: control characters as spaces, runs of spaces as one, trimmed. */
export function cleanSearch(value: string): string {
  return value.normalize('NFC').replace(controls, ' ').replace(/\s+/g, ' ').trim();
}

/** Whether the text has something to search by: a letter or a digit. */
export const hasWords = (value: string) => /[\p{L}\p{N}]/u.test(value);

export const searchWordsSchema = z
  .string({ message: 'Must be a text' })
  .transform(cleanSearch)
  .pipe(
    z
      .string()
      .max(maxSearchLength, `At most ${maxSearchLength} characters`)
      .refine(hasWords, 'Must contain a letter or a digit'),
  );

export const searchApiSchema = z.object({
  q: searchWordsSchema,
  lang: z.enum(locales, { message: `Must be one of ${locales.join(', ')}` }).optional(),
  limit: z
    .preprocess(
      (value) => (typeof value === 'string' && /^[1-9]\d?$/.test(value) ? Number(value) : value),
      z.number({ message: 'Must be a whole number from 1 to 50' }).int().min(1).max(50),
    )
    .default(10),
});
export type SearchApiQuery = z.infer<typeof searchApiSchema>;

/** Why the words of a search page's URL cannot be searched, or null when they can. */
export type SearchProblem = 'empty' | 'tooLong' | 'noWords' | 'several';

export function searchProblem(value: string | string[] | undefined): SearchProblem | null {
  if (Array.isArray(value)) return value.length > 1 ? 'several' : searchProblem(value[0]);
  const words = cleanSearch(value ?? '');
  if (words === '') return 'empty';
  if (words.length > maxSearchLength) return 'tooLong';
  if (!hasWords(words)) return 'noWords';
  return null;
}

/**
 * Suggested translations: the texts of a form put into the languages asked for by DeepL, returned to the form
 * and never saved here. The office accepts or edits them, and saves them like any text it typed.
 */
import 'server-only';

import type { Locale } from '@/i18n/locales';
import type { TranslationSuggestionRequest } from '@/schemas/translations';

import { coalesced } from '../coalesce';
import { readConfig } from '../config';
import { hit } from '../rate-limit';
import { type DeepLOptions, TranslationServiceError, translateTexts } from './deepl';

/** Whether suggestions can be asked for: DeepL is configured. */
export const suggestionsAvailable = () => readConfig().deepl !== undefined;

/** Each text's suggestions, in the order asked: `[{ de: '…', it: '…' }, …]`. */
export type Suggestions = Partial<Record<Locale, string>>[];

/**
 * The house style DeepL does not know: Swiss German writes ss, never ß; French puts a narrow no-break space before
 * ; : ? ! and inside « ».
 */
export function houseStyle(text: string, locale: Locale): string {
  if (locale === 'de') return text.replaceAll('ß', 'ss').replaceAll('ẞ', 'SS');
  if (locale === 'fr')
    return (
      text
        // A mark that ends a word (not that of a URL or of 10:30), whatever space came before it.
        .replace(/[ \u00A0\u202F]?([;:?!])(?=\s|$)/g, '\u202F$1')
        .replace(/«[ \u00A0\u202F]?/g, '«\u202F')
        .replace(/[ \u00A0\u202F]?»/g, '\u202F»')
    );
  return text;
}

/**
 * Requests to DeepL allowed an hour, counted in the database for every instance: a generous office's day, but a
 * script or a stuck button cannot spend the month's quota.
 */
const hourlyLimit = { key: 'translation-suggestions', limit: 1000, windowSeconds: 3600 };

/**
 * Asks DeepL for the suggestions: one request per pair of languages, its texts batched, one after the other so
 * that a busy account is not made busier. Identical requests made at once (a double click, two office workers)
 * share one answer. Throws a TranslationServiceError when DeepL refuses or fails, or the hour's limit is reached.
 */
export const suggestTranslations = coalesced<[TranslationSuggestionRequest, Partial<DeepLOptions>?], Suggestions>(
  async (request, options = {}) => {
    if (!(await hit(hourlyLimit)).allowed)
      throw new TranslationServiceError('busy', 'The hourly limit of suggestion requests is reached');
    return askDeepL(request, options);
  },
  (request) => JSON.stringify(request),
);

async function askDeepL(request: TranslationSuggestionRequest, options: Partial<DeepLOptions>): Promise<Suggestions> {
  const deepl = readConfig().deepl;
  const settings = { ...deepl, ...options } as DeepLOptions;
  const pairs = new Map<string, { from: Locale; to: Locale; indexes: number[] }>();
  request.texts.forEach(({ from, to }, index) => {
    for (const target of to) {
      const key = `${from}>${target}`;
      const pair = pairs.get(key) ?? { from, to: target, indexes: [] };
      pair.indexes.push(index);
      pairs.set(key, pair);
    }
  });
  const suggestions: Suggestions = request.texts.map(() => ({}));
  for (const { from, to, indexes } of pairs.values()) {
    const translated = await translateTexts(
      indexes.map((index) => request.texts[index]!.text),
      from,
      to,
      settings,
    );
    indexes.forEach((index, position) => (suggestions[index]![to] = houseStyle(translated[position]!, to)));
  }
  return suggestions;
}

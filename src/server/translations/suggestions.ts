/**
 * Suggested translations: the texts of a form put into the languages asked for by DeepL, returned to the form
 * and never saved here. The office accepts or edits them, and saves them like any text it typed.
 */
import 'server-only';

import type { Locale } from '@/i18n/locales';
import type { TranslationSuggestionRequest } from '@/schemas/translations';

import { readConfig } from '../config';
import { type DeepLOptions, translateTexts } from './deepl';

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
 * Asks DeepL for the suggestions: one request per pair of languages, its texts batched, one after the other so
 * that a busy account is not made busier. Throws a TranslationServiceError when DeepL refuses or fails.
 */
export async function suggestTranslations(
  request: TranslationSuggestionRequest,
  options: Partial<DeepLOptions> = {},
): Promise<Suggestions> {
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

import { type Locale, locales } from '@/i18n/locales';

import type { FieldTranslation } from './TranslationEditing.client';

/** What is asked of DeepL for one field: its text in one language, and the languages it is wanted in. */
export interface FieldSuggestionRequest {
  field: string;
  from: Locale;
  text: string;
  to: Locale[];
}

const filled = (text: string | undefined) => (text ?? '').trim() !== '';

/**
 * For each field, what to translate: from the language the others follow (the last one changed), else the
 * office's own language, else French, then English…, whichever is written and up to date; into each language
 * that is missing or out of date, or blank in the form, and that the office has not worked on by hand here.
 * Fields with nothing to do are left out.
 */
export function suggestionRequest(
  fields: {
    field: string;
    texts: Record<Locale, string>;
    translation: FieldTranslation | undefined;
    handEdited: (language: Locale) => boolean;
  }[],
  locale: Locale,
): FieldSuggestionRequest[] {
  return fields.flatMap(({ field, texts, translation, handEdited }) => {
    const order = [...(translation?.source ?? []), locale, 'fr', 'en', 'de', 'it', 'es'] as Locale[];
    const upToDate = (language: Locale) => (translation?.states[language] ?? 'current') === 'current';
    const from =
      order.find((language) => filled(texts[language]) && upToDate(language)) ??
      order.find((language) => filled(texts[language]));
    if (!from) return [];
    const to = locales.filter(
      (language) =>
        language !== from &&
        (!upToDate(language) || !filled(texts[language])) &&
        !(handEdited(language) && filled(texts[language])),
    );
    return to.length > 0 ? [{ field, from, text: texts[from].trim(), to }] : [];
  });
}

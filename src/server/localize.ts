import 'server-only';

import type { Locale } from '@/i18n/locales';

/** The language order tried for a blank field: the one asked for, then fr, then en, then any other. */
const fallbackOrder = (locale: Locale): Locale[] => [locale, 'fr', 'en', 'de', 'it', 'es'];

type LocalizedRow<F extends string> = { [K in `${F}_${Locale}`]: string | null };

/**
 * The text of `field` in `locale`, falling back when it is blank in that language (not translated yet), so that
 * no visitor sees an empty field: requested, then fr, then en, then the first non-blank.
 */
export function localize<F extends string>(row: LocalizedRow<F>, field: F, locale: Locale): string {
  const language = shownLanguage(row, field, locale);
  return language ? (row[`${field}_${language}`] ?? '') : '';
}

/** The language `localize` takes the text of `field` from: `locale` when written there; null when blank in all five. */
export function shownLanguage<F extends string>(row: LocalizedRow<F>, field: F, locale: Locale): Locale | null {
  for (const candidate of fallbackOrder(locale)) {
    const value = row[`${field}_${candidate}`];
    if (value && value.trim() !== '') return candidate;
  }
  return null;
}

/** Which field is shown in which other language than the one asked for: `{ description: 'fr' }`. */
export type Fallback<F extends string> = Partial<Record<F, Locale>>;

/**
 * The `fields` of `row` that are blank in `locale` and shown in a fallback language, each with that language, so
 * that a page can mark the text with the language it is really in. Empty when every one is written in `locale`
 * (or blank everywhere, since nothing is then shown).
 */
export function fallbackOf<F extends string>(row: LocalizedRow<F>, fields: readonly F[], locale: Locale): Fallback<F> {
  const fallback: Fallback<F> = {};
  for (const field of fields) {
    const language = shownLanguage(row, field, locale);
    if (language && language !== locale) fallback[field] = language;
  }
  return fallback;
}

/** The five columns of a localized field from one text per language: `{ name_en: …, name_fr: …, … }`. */
export function localizedColumns<F extends string>(field: F, text: Record<Locale, string>) {
  return Object.fromEntries(Object.entries(text).map(([locale, value]) => [`${field}_${locale}`, value])) as Record<
    `${F}_${Locale}`,
    string
  >;
}

/** The five per-language values of `field` from a row, for admin reads: `{ name_en: …, … }`. */
export function localizedValues<F extends string>(row: LocalizedRow<F>, field: F) {
  return Object.fromEntries(
    (['en', 'fr', 'de', 'it', 'es'] as const).map((locale) => [`${field}_${locale}`, row[`${field}_${locale}`] ?? '']),
  ) as Record<`${F}_${Locale}`, string>;
}

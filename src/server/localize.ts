import type { Locale } from '@/i18n/locales';

/** The language order tried for a blank field: the one asked for, then fr, then en, then any other. */
const fallbackOrder = (locale: Locale): Locale[] => [locale, 'fr', 'en', 'de', 'it', 'es'];

type LocalizedRow<F extends string> = { [K in `${F}_${Locale}`]: string | null };

/**
 * The text of `field` in `locale`, falling back when it is blank in that language (not translated yet), so that
 * no visitor sees an empty field: requested, then fr, then en, then the first non-blank.
 */
export function localize<F extends string>(row: LocalizedRow<F>, field: F, locale: Locale): string {
  for (const candidate of fallbackOrder(locale)) {
    const value = row[`${field}_${candidate}`];
    if (value && value.trim() !== '') return value;
  }
  return '';
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

/** The five languages of the product. */
export const locales = ['en', 'fr', 'de', 'it', 'es'] as const;
export type Locale = (typeof locales)[number];

/** Where routing lands when neither the cookie nor the browser names a supported language. */
export const routingFallbackLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * The language a request for `value` (a URL's language segment) is rendered in: `value` if it is one of the
 * five, else the fallback. src/i18n/request.ts decides with it, so a translator asked for this locale gets the
 * same messages as one asked for `value`.
 */
export function localeOrFallback(value: string | undefined): Locale {
  return isLocale(value) ? value : routingFallbackLocale;
}

/** The visitor's stored language: a cookie (named like the old site's local-storage key), so the server sees it. */
export const languageCookie = 'language';

/** The locale figures are written in: Swiss conventions where the language is spoken in Switzerland. */
export const formatLocale: Record<Locale, string> = { en: 'en-CH', fr: 'fr-CH', de: 'de-CH', it: 'it-CH', es: 'es-ES' };

/**
 * Formats decimals as the site writes them: de-CH and it-CH give the decimal point of money amounts, where Swiss
 * usage (and every other figure on the site) writes a decimal comma; the Swiss grouping apostrophe stays.
 */
export function decimalFormat(locale: Locale, options: Intl.NumberFormatOptions = {}): (value: number) => string {
  const format = new Intl.NumberFormat(formatLocale[locale], options);
  const comma = locale === 'de' || locale === 'it';
  return (value) =>
    format
      .formatToParts(value)
      .map((part) => (comma && part.type === 'decimal' ? ',' : part.value))
      .join('');
}

/** The colon after a label, as the language writes it: French puts a narrow no-break space before it. */
export function colon(locale: Locale): string {
  return locale === 'fr' ? '\u202F:' : ':';
}

/** Each language named in itself, as someone looking for theirs expects. */
export const languageNames: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  es: 'Español',
};

/**
 * A language named in another (the admin's, the office's), from the runtime's locale data: no catalogue entry
 * needed. Where a message has a slot for a language, this fills it, rather than a code or the language's own name.
 */
export function languageName(language: Locale, inLanguage: Locale): string {
  return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(language) ?? language.toUpperCase();
}

/** Stores the choice in the browser, so that the next visit without a language starts in it. */
export function rememberLanguage(locale: Locale) {
  document.cookie = `${languageCookie}=${locale}; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax`;
}

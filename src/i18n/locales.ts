/** The five languages of the product, in the order the specification lists them. */
export const locales = ['en', 'fr', 'de', 'it', 'es'] as const;
export type Locale = (typeof locales)[number];

/** Where routing lands when neither the cookie nor the browser names a supported language. */
export const routingFallbackLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The visitor's stored language: a cookie named after the specification's local key, so the server sees it. */
export const languageCookie = 'language';

/** The locale figures are written in: Swiss conventions where the language is spoken in Switzerland. */
export const formatLocale: Record<Locale, string> = { en: 'en-CH', fr: 'fr-CH', de: 'de-CH', it: 'it-CH', es: 'es-ES' };

import { isLocale, type Locale, routingFallbackLocale } from './locales';

/**
 * The language for a visitor who arrives without one in the URL: the stored
 * preference, else the first two letters of the browser's language, else en. Anything else becomes en.
 */
export function detectLocale(cookieValue: string | undefined, acceptLanguage: string | null): Locale {
  if (cookieValue !== undefined) return isLocale(cookieValue) ? cookieValue : routingFallbackLocale;
  const browser = acceptLanguage?.trim().slice(0, 2).toLowerCase();
  return isLocale(browser) ? browser : routingFallbackLocale;
}

/**
 * The language of the API's localized fields: `?lang=`, else the `language` cookie, else the
 * first two letters of Accept-Language, else fr (the message library's own default).
 */
export function detectApiLocale(
  query: string | null,
  cookieValue: string | undefined,
  acceptLanguage: string | null,
): Locale {
  for (const candidate of [query, cookieValue, acceptLanguage?.trim().slice(0, 2)]) {
    const value = candidate?.toLowerCase();
    if (isLocale(value)) return value;
  }
  return 'fr';
}

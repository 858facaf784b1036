import { isLocale, type Locale, routingFallbackLocale } from './locales';

/**
 * The language for a visitor who arrives without one in the URL (SPEC §2 "Language routing"): the stored
 * preference, else the first two letters of the browser's language, else en. Anything else becomes en.
 */
export function detectLocale(cookieValue: string | undefined, acceptLanguage: string | null): Locale {
  if (cookieValue !== undefined) return isLocale(cookieValue) ? cookieValue : routingFallbackLocale;
  const browser = acceptLanguage?.trim().slice(0, 2).toLowerCase();
  return isLocale(browser) ? browser : routingFallbackLocale;
}

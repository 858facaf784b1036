import { defineRouting } from 'next-intl/routing';

import { locales, routingFallbackLocale } from './locales';

/** The language preference is the `language` cookie (SPEC's local key), so the server can honour it at once. */
export const languageCookie = 'language';

export const routing = defineRouting({
  locales,
  defaultLocale: routingFallbackLocale,
  localePrefix: 'always',
  localeCookie: { name: languageCookie, maxAge: 60 * 60 * 24 * 365 },
  // Unprefixed paths are redirected by src/proxy.ts, which follows the specification's own rule.
  localeDetection: false,
  alternateLinks: false,
});

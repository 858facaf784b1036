import { defineRouting } from 'next-intl/routing';

import { languageCookie, locales, routingFallbackLocale } from './locales';

export const routing = defineRouting({
  locales,
  defaultLocale: routingFallbackLocale,
  localePrefix: 'always',
  localeCookie: { name: languageCookie, maxAge: 60 * 60 * 24 * 365 },
  // Unprefixed paths are redirected by src/proxy.ts, by the site's own rule (see detectLocale in ./detect.ts).
  localeDetection: false,
  alternateLinks: false,
});

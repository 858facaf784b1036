import { defineRouting } from 'next-intl/routing';

import { locales, routingFallbackLocale } from './locales';

export const routing = defineRouting({
  locales,
  defaultLocale: routingFallbackLocale,
  localePrefix: 'always',
  // No cookie on the pages' responses: a response that sets one is kept by no shared cache (deploy/nginx.conf.template).
  // The language of a page opened is stored by the page itself (LanguageSwitcher.client.tsx, `languageCookie`).
  localeCookie: false,
  // Unprefixed paths are redirected by src/proxy.ts, by the site's own rule (see detectLocale in ./detect.ts).
  localeDetection: false,
  alternateLinks: false,
});

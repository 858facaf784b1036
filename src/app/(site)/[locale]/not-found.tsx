import { getLocale } from 'next-intl/server';

import { LocalizedNotFound } from '@/components/NotFoundPage';
import type { Locale } from '@/i18n/locales';

/**
 * What the browser shows when `notFound()` is thrown under a language, e.g. on a navigation. The server's pages
 * render NotFoundPage instead, so that their not-found page is in the HTML.
 */
export default async function LocaleNotFound() {
  return <LocalizedNotFound locale={(await getLocale()) as Locale} />;
}

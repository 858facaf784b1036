import 'server-only';

import { cookies, headers } from 'next/headers';

import { detectApiLocale } from '@/i18n/detect';
import { languageCookie, type Locale } from '@/i18n/locales';

/** The admin's language: the `language` cookie (the one the site's switcher sets), else the browser's, else fr. */
export async function adminLocale(): Promise<Locale> {
  const [cookieStore, requestHeaders] = await Promise.all([cookies(), headers()]);
  return detectApiLocale(null, cookieStore.get(languageCookie)?.value, requestHeaders.get('accept-language'));
}

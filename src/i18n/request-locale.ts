import { detectApiLocale } from '@/i18n/detect';
import type { Locale } from '@/i18n/locales';
import { languageCookie } from '@/i18n/locales';

/** The language the API answers `request` in: `?lang=`, the `language` cookie, Accept-Language, then fr. */
export function requestLocale(request: Request): Locale {
  const cookie = request.headers
    .get('cookie')
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === languageCookie)?.[1];
  return detectApiLocale(new URL(request.url).searchParams.get('lang'), cookie, request.headers.get('accept-language'));
}

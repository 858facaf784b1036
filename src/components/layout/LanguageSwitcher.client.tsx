'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';

import { colon, isLocale, languageCookie, languageNames, type Locale, locales, rememberLanguage } from '@/i18n/locales';
import { sitePaths, switchLanguage } from '@/i18n/paths';
import { visiblePath } from '@/i18n/visible-path';

import { Dropdown } from './Dropdown.client';

/**
 * Called at every change of the address, also by `history.pushState` (the listing's filter opens its views so),
 * where the browser has the Navigation API; elsewhere the address is read again at the next render.
 */
function subscribeToAddress(onChange: () => void) {
  const navigation = (window as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('currententrychange', onChange);
  return () => navigation?.removeEventListener('currententrychange', onChange);
}

/**
 * The address of the page as visitors see it. A view of the listing opened by its filter has its query in the
 * address only (the router knows the path): its categories, ranges and page are read from there, as the filter
 * wrote them (in their canonical form, as the server answers any other).
 */
function useVisiblePath(): string {
  const path = visiblePath(usePathname());
  const search = useSyncExternalStore(
    subscribeToAddress,
    () => location.search,
    () => null,
  );
  const [listing] = path.split('?');
  if (search === null || !listing!.endsWith(sitePaths.machines)) return path;
  return `${listing}${search}`;
}

/** The language switcher: the same page in another language, and the choice remembered. */
export function LanguageSwitcher({ locale, label }: { locale: Locale; label: string }) {
  const pathname = useVisiblePath();
  useEffect(() => {
    // A page opened in another language than the stored one: that language becomes the stored one, so that the
    // next visit without a language prefix starts in the language last read.
    const stored = document.cookie.match(new RegExp(`(?:^|; )${languageCookie}=([^;]*)`))?.[1];
    if (stored === locale) return;
    void fetch('/api/language', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ language: locale }),
    }).catch(() => rememberLanguage(locale));
  }, [locale]);

  return (
    <Dropdown
      label={<span className="uppercase">{locale}</span>}
      // The name begins with the visible label (the code), as speech input needs to find the button by it.
      ariaLabel={`${locale.toUpperCase()}, ${label}${colon(locale)} ${languageNames[locale]}`}
      align="right"
      items={locales.map((candidate) => ({
        // The router knows a view of the listing by the segment the proxy rewrote it to; visitors by its query.
        href: switchLanguage(pathname, candidate),
        label: languageNames[candidate],
        hrefLang: candidate,
        current: candidate === locale,
      }))}
      onSelect={(item) => isLocale(item.hrefLang) && rememberLanguage(item.hrefLang)}
    />
  );
}

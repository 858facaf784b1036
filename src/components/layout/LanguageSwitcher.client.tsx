'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

import { visiblePath } from '@/i18n/listing-address';
import { colon, isLocale, languageCookie, languageNames, type Locale, locales, rememberLanguage } from '@/i18n/locales';
import { switchLanguage } from '@/i18n/paths';

import { Dropdown } from './Dropdown.client';

/** The language switcher: the same page in another language, and the choice remembered. */
export function LanguageSwitcher({ locale, label }: { locale: Locale; label: string }) {
  const pathname = usePathname();
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
        href: switchLanguage(visiblePath(pathname), candidate),
        label: languageNames[candidate],
        hrefLang: candidate,
        current: candidate === locale,
      }))}
      onSelect={(item) => isLocale(item.hrefLang) && rememberLanguage(item.hrefLang)}
    />
  );
}

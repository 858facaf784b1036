'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

import { languageCookie, type Locale, locales } from '@/i18n/locales';
import { switchLanguage } from '@/i18n/paths';

import { Dropdown } from './Dropdown.client';

/** Each language named in itself, as a visitor looking for theirs expects. */
const languageNames: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  es: 'Español',
};

/** Stores the choice (SPEC §4), so that the next visit without a language starts in it. */
export function rememberLanguage(locale: string) {
  document.cookie = `${languageCookie}=${locale}; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax`;
}

/** The language switcher: the same page in another language, and the choice remembered. */
export function LanguageSwitcher({ locale, label }: { locale: Locale; label: string }) {
  const pathname = usePathname();
  useEffect(() => {
    // A page opened in another language than the stored one: that language becomes the stored one (SPEC §4).
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
      ariaLabel={`${label}: ${languageNames[locale]}`}
      align="right"
      items={locales.map((candidate) => ({
        href: switchLanguage(pathname, candidate),
        label: languageNames[candidate],
        hrefLang: candidate,
        current: candidate === locale,
      }))}
      onSelect={(item) => item.hrefLang && rememberLanguage(item.hrefLang)}
    />
  );
}

'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useTransition } from 'react';

import { isLocale, languageNames, type Locale, locales, rememberLanguage } from '@/i18n/locales';

/** The back office's language: stored like the site's, then the screen is rendered again in it. */
export function AdminLanguage({ locale }: { locale: Locale }) {
  const t = useTranslations('AdminLayout');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <select
      aria-label={t('language')}
      value={locale}
      disabled={pending}
      onChange={(event) => {
        const chosen = event.target.value;
        if (!isLocale(chosen)) return;
        rememberLanguage(chosen);
        startTransition(() => router.refresh());
      }}
      className="rounded-sm border border-steel-700 bg-anthracite px-2 py-1 text-sm text-steel-300 hover:text-white"
    >
      {locales.map((code) => (
        <option key={code} value={code} lang={code}>
          {languageNames[code]}
        </option>
      ))}
    </select>
  );
}

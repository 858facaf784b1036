import 'server-only';

import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/i18n/locales';

/** The strings of an admin list's search box; `hint` says what it searches. */
export async function listSearchLabels(locale: Locale, hint: string) {
  const t = await getTranslations({ locale, namespace: 'ListSearch' });
  return { search: t('search'), submit: t('submit'), clear: t('clear'), hint };
}

/** "3 results for “muster”", or that nothing was found. */
export async function searchResultsLabel(locale: Locale, count: number, query: string) {
  const t = await getTranslations({ locale, namespace: 'ListSearch' });
  return t('results', { count, query });
}

import 'server-only';

import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/i18n/locales';

import type { PagerLabels } from './Pager';

/** The Pager's strings for page `page` of `pageCount`, in `locale`. */
export async function pagerLabels(locale: Locale, page: number, pageCount: number): Promise<PagerLabels> {
  const t = await getTranslations({ locale, namespace: 'Pager' });
  return { nav: t('nav'), previous: t('previous'), next: t('next'), status: t('status', { page, count: pageCount }) };
}

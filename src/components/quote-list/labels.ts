import { getTranslations } from 'next-intl/server';

import { comparePage, maxComparedMachines } from '@/i18n/compare-address';
import type { Locale } from '@/i18n/locales';
import { maxQuoteListItems } from '@/schemas/quote-list-limits';

import type { AddToQuoteListLabels } from './AddToQuoteList.client';

/** The texts of the "add to my quote request" and "compare" buttons, in the page's language. */
export async function quoteListButtonLabels(locale: Locale): Promise<AddToQuoteListLabels> {
  const [t, compare] = await Promise.all([
    getTranslations({ locale, namespace: 'QuoteList' }),
    getTranslations({ locale, namespace: 'Compare' }),
  ]);
  return {
    add: t('add'),
    added: t('added'),
    view: t('view'),
    full: t('full', { max: maxQuoteListItems }),
    compare: {
      add: compare('add'),
      full: compare('full', { max: maxComparedMachines }),
      view: compare('view'),
      href: `/${locale}${comparePage}`,
    },
  };
}

import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/i18n/locales';
import { maxQuoteListItems } from '@/schemas/quote-list-limits';

import type { AddToQuoteListLabels } from './AddToQuoteList.client';

/** The texts of the "add to my quote request" button, in the page's language. */
export async function quoteListButtonLabels(locale: Locale): Promise<AddToQuoteListLabels> {
  const t = await getTranslations({ locale, namespace: 'QuoteList' });
  return { add: t('add'), added: t('added'), view: t('view'), full: t('full', { max: maxQuoteListItems }) };
}

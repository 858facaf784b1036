import 'server-only';

import { getTranslations } from 'next-intl/server';

import { company } from '@/config/company';
import type { Locale } from '@/i18n/locales';

/** The name of the news feed of `locale`, as its pages announce it and as the feed calls itself: "News – {company}". */
export async function newsFeedTitle(locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'NewsArchive' });
  return `${t('title')} – ${company.name}`;
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { locales } from './locales';
import { pathOf, type SitePage } from './paths';

/** The `<title>`, description and language alternates of a content page, from its namespace's meta texts. */
export async function pageMetadata(locale: string, page: SitePage, namespace: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace });
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    alternates: {
      canonical: pathOf(locale, page),
      languages: Object.fromEntries(locales.map((other) => [other, pathOf(other, page)])),
    },
  };
}

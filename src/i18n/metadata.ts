import type { Metadata } from 'next';
import type { Messages } from 'next-intl';
import { getTranslations } from 'next-intl/server';

import { localeOrFallback, locales } from './locales';
import { pathOf, type SitePage } from './paths';

/** The namespaces of the catalogues that hold a content page's meta texts. */
export type PageNamespace = {
  [Namespace in keyof Messages]: Messages[Namespace] extends { metaTitle: string; metaDescription: string }
    ? Namespace
    : never;
}[keyof Messages];

/** The `<title>`, description and language alternates of a content page, from its namespace's meta texts. */
export async function pageMetadata(locale: string, page: SitePage, namespace: PageNamespace): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOrFallback(locale), namespace });
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    alternates: {
      canonical: pathOf(locale, page),
      languages: Object.fromEntries(locales.map((other) => [other, pathOf(other, page)])),
    },
  };
}

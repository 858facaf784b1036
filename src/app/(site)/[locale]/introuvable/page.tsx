import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { LocalizedNotFound } from '@/components/NotFoundPage';
import { localeOrFallback, locales } from '@/i18n/locales';

/**
 * The not-found document of each language, for the route handlers, which cannot render a page: what a visitor gets,
 * status 404, for the datasheet of a machine that does not exist (src/app/_lib/not-found-response.ts). Rendered at
 * build time, it needs nothing at run time; the site's pages render their not-found screen themselves.
 */
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export const dynamicParams = false;

export async function generateMetadata({ params }: PageProps<'/[locale]/introuvable'>): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOrFallback((await params).locale), namespace: 'NotFound' });
  return { title: t('title'), robots: { index: false } };
}

export default async function NotFoundDocument({ params }: PageProps<'/[locale]/introuvable'>) {
  const locale = localeOrFallback((await params).locale);
  setRequestLocale(locale);
  return <LocalizedNotFound locale={locale} />;
}

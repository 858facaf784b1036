import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { ErrorView } from '@/components/ErrorView';
import { buttonClass } from '@/components/ui/button-class';
import { localeOrFallback, locales } from '@/i18n/locales';
import { pathOf } from '@/i18n/paths';

/**
 * The error document of each language: what a visitor gets, status 500, in place of a page that failed on the
 * server (its database unreachable, say). React renders no error boundary on the server, so a page that throws
 * there leaves Next.js an empty document that shows something only once JavaScript has run. This page is rendered
 * at build time, needs nothing at run time, and scripts/server.mjs answers with it (src/server/http/error-document.mjs).
 */
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export const dynamicParams = false;

export async function generateMetadata({ params }: PageProps<'/[locale]/erreur'>): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOrFallback((await params).locale), namespace: 'ErrorPage' });
  return { title: t('title'), robots: { index: false } };
}

export default async function ErrorDocument({ params }: PageProps<'/[locale]/erreur'>) {
  const locale = localeOrFallback((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'ErrorPage' });
  return (
    <ErrorView
      title={t('title')}
      message={t('message')}
      // An empty address is the document's own: the page that failed, asked for again.
      retry={
        <a href="" className={buttonClass('outline', 'lg')}>
          {t('retry')}
        </a>
      }
      home={{ href: pathOf(locale, 'home'), label: t('home') }}
    />
  );
}

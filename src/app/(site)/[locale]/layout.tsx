import '../../site.css';

import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { fontVariables } from '@/app/fonts';
import { ErrorTextsProvider } from '@/components/ErrorTexts.client';
import { BackToTop } from '@/components/layout/BackToTop.client';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { NotFoundPage } from '@/components/NotFoundPage';
import { company } from '@/config/company';
import { routingFallbackLocale } from '@/i18n/locales';
import { notFoundMetadata } from '@/components/seo/metadata';
import { routing } from '@/i18n/routing';
import { readConfig } from '@/server/config';

// Pages are rendered on their first request, then cached until a change revalidates them; never at build
// time, because building must not open the runtime database.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  const template = `%s | ${company.name}`;
  // Read at request time, like every page of the site: the build does not know where the site is served.
  const metadataBase = new URL(readConfig().siteUrl);
  if (!hasLocale(routing.locales, locale)) {
    const { title } = await notFoundMetadata(locale);
    return { metadataBase, title: { default: template.replace('%s', String(title)), template } };
  }
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase,
    title: { default: t('title', { company: company.name }), template },
    description: t('description'),
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const segment = (await params).locale;
  // A first segment that is no language (`/wp-login.php`, or an `/admin/…` or `/api/…` path that no route
  // answers): the not-found page in English, in place of whatever the rest of the path names. Not `notFound()`,
  // which would leave an empty document (see NotFoundPage).
  const known = hasLocale(routing.locales, segment);
  const locale = known ? segment : routingFallbackLocale;
  setRequestLocale(locale);
  const [t, navigation, errorPage] = await Promise.all([
    getTranslations('Layout'),
    getTranslations('Navigation'),
    getTranslations('ErrorPage'),
  ]);

  return (
    <html lang={locale} className={fontVariables}>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-4 focus:left-4 focus:bg-white focus:px-4 focus:py-2"
        >
          {t('skipToContent')}
        </a>
        {/* The browser gets strings, never a message catalogue: client islands take theirs as props. */}
        <ErrorTextsProvider
          texts={{
            title: errorPage('title'),
            message: errorPage('message'),
            retry: errorPage('retry'),
            home: errorPage('home'),
            homeHref: `/${locale}`,
          }}
        >
          <SiteHeader locale={locale} />
          <main id="main" className="flex-1">
            {known ? children : <NotFoundPage locale={locale} />}
          </main>
          <SiteFooter locale={locale} />
          <BackToTop label={navigation('backToTop')} />
        </ErrorTextsProvider>
      </body>
    </html>
  );
}

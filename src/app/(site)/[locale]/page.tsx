import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { ClientLogos } from '@/components/home/ClientLogos';
import { CarouselButtons } from '@/components/home/CarouselButtons.client';
import { NewsCarousel, newsCarouselId } from '@/components/home/NewsCarousel';
import { ServiceCards } from '@/components/home/ServiceCards';
import { RequestForm, RequestSection } from '@/components/forms/RequestForm';
import { MachineCard } from '@/components/machines/MachineCard';
import { company } from '@/config/company';
import type { Locale } from '@/i18n/locales';
import { localizedMetadata } from '@/components/seo/metadata';
import { machinePath, newsArchiveHref, pathOf, sitePaths } from '@/i18n/paths';
import { listMachines } from '@/server/catalogue/machine-lists';
import { listLatestNews } from '@/server/news/archive';
import { JsonLd } from '@/components/seo/JsonLd';
import { companyData } from '@/components/seo/structured-data';
import { readConfig } from '@/server/config';

/** Machines shown on the home page; the rest are one click away. */
const teaserSize = 3;

/** Articles of the home's carousel, the latest; the others are in the archive. */
const carouselSize = 10;

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return localizedMetadata({
    locale,
    path: sitePaths.home,
    title: t('title', { company: company.name }),
    description: t('description'),
    absoluteTitle: true,
  });
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, nav, contact, machines, news, meta] = await Promise.all([
    getTranslations('HomePage'),
    getTranslations('Navigation'),
    getTranslations('ContactSection'),
    // The first few only: the home shows a teaser, whatever the catalogue's size.
    listMachines(locale, { limit: teaserSize }),
    listLatestNews(locale, carouselSize),
    getTranslations('Metadata'),
  ]);

  return (
    <>
      <JsonLd data={[companyData(readConfig().siteUrl, meta('description'))]} />
      <section className="bg-anthracite text-white">
        <div className="mx-auto max-w-6xl px-6 py-16 sm:py-24">
          <h1 className="max-w-3xl text-3xl font-semibold tracking-tight sm:text-5xl">{t('title')}</h1>
          <p className="mt-6 max-w-2xl text-lg text-steel-300">{t('intro')}</p>
          <a
            href={pathOf(locale, 'about')}
            className="mt-10 inline-flex rounded-sm bg-signal px-6 py-3 font-medium text-white hover:bg-white hover:text-anthracite"
          >
            {t('aboutCta')}
          </a>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-6 py-16" aria-labelledby="services-title">
        <h2 id="services-title" className="text-2xl font-semibold tracking-tight">
          {t('servicesTitle')}
        </h2>
        <div className="mt-8">
          <ServiceCards
            locale={locale}
            learnMore={t('learnMore')}
            cards={[
              { page: 'hydraulics', title: nav('hydraulics'), text: t('hydraulicsText') },
              { page: 'cutting', title: nav('cutting'), text: t('cuttingText') },
              { page: 'research', title: nav('research'), text: t('researchText') },
            ]}
          />
        </div>
      </section>

      <section className="bg-steel-50" aria-labelledby="machines-title">
        <div className="mx-auto max-w-6xl px-6 py-16">
          <div className="flex flex-wrap items-baseline justify-between gap-4">
            <h2 id="machines-title" className="text-2xl font-semibold tracking-tight">
              {t('machinesTitle')}
            </h2>
            <a href={pathOf(locale, 'machines')} className="font-medium text-signal hover:text-anthracite">
              {t('allMachines')} →
            </a>
          </div>
          {machines.length === 0 ? (
            <p className="mt-6 text-steel-700">{t('noMachines')}</p>
          ) : (
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {machines.map((machine) => (
                <li key={machine.id}>
                  <MachineCard machine={machine} href={machinePath(locale, machine.id)} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      {news.length > 0 && (
        <section className="mx-auto max-w-6xl px-6 py-16" aria-labelledby="news-title">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <h2 id="news-title" className="text-2xl font-semibold tracking-tight">
              {t('newsTitle')}
            </h2>
            <div className="flex grow items-center justify-between gap-4 sm:grow-0">
              <a href={newsArchiveHref(locale)} className="font-medium text-signal hover:text-anthracite">
                {t('allNews')} →
              </a>
              <CarouselButtons target={newsCarouselId} previous={t('previousNews')} next={t('nextNews')} />
            </div>
          </div>
          <div className="mt-8">
            <NewsCarousel locale={locale} news={news} />
          </div>
        </section>
      )}

      <section className="mx-auto max-w-6xl px-6 pb-16" aria-labelledby="clients-title">
        <h2 id="clients-title" className="text-2xl font-semibold tracking-tight">
          {t('clientsTitle')}
        </h2>
        <div className="mt-8">
          <ClientLogos />
        </div>
      </section>

      <RequestSection id="contact-title" title={contact('title')} intro={contact('intro')}>
        <RequestForm kind="contact" page={pathOf(locale, 'home')} />
      </RequestSection>
    </>
  );
}

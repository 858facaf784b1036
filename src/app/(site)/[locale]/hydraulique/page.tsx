import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { Illustration } from '@/components/content/Illustration';
import { ServiceList } from '@/components/content/ServiceList';
import { RequestForm, RequestSection } from '@/components/forms/RequestForm';
import { PageHero } from '@/components/PageHero';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { pathOf } from '@/i18n/paths';

type Props = PageProps<'/[locale]/hydraulique'>;

const paragraphs = ['p1', 'p2', 'p3', 'p4'] as const;
const services = ['revision', 'honing', 'rechroming', 'manufacturing', 'sealStock', 'crimping', 'fittingsStock'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata((await params).locale, 'hydraulics', 'HydraulicsPage');
}

/** Hydraulique (SPEC §2): the description card, the seven services and the quote form. */
export default async function HydraulicsPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('HydraulicsPage');

  return (
    <>
      <PageHero title={t('title')} intro={t('intro')} />
      <section aria-labelledby="description-title" className="mx-auto grid max-w-6xl gap-10 px-6 py-16 lg:grid-cols-2">
        <div>
          <h2 id="description-title" className="text-2xl font-semibold tracking-tight">
            {t('descriptionTitle')}
          </h2>
          <div className="mt-6 space-y-4 leading-relaxed text-steel-700">
            {paragraphs.map((key) => (
              <p key={key}>{t(`paragraphs.${key}`)}</p>
            ))}
          </div>
        </div>
        <Illustration name="hydraulics-cylinder" alt={t('illustrationAlt')} sizes="(min-width: 1024px) 536px, 100vw" />
      </section>
      <section aria-labelledby="services-title" className="mx-auto max-w-6xl px-6 pb-16">
        <h2 id="services-title" className="text-2xl font-semibold tracking-tight">
          {t('servicesTitle')}
        </h2>
        <div className="mt-8">
          <ServiceList
            services={services.map((key) => ({ key, title: t(`services.${key}.title`), text: t(`services.${key}.text`) }))}
          />
        </div>
      </section>
      <RequestSection id="quote-title" title={t('quoteTitle')} intro={t('quoteIntro')}>
        <RequestForm kind="serviceQuote" page={pathOf(locale, 'hydraulics')} />
      </RequestSection>
    </>
  );
}

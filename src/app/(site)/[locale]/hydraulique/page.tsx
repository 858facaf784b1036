import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { DescriptionSection, ServicesSection } from '@/components/content/Sections';
import { RequestForm, RequestSection } from '@/components/forms/RequestForm';
import { PageHero } from '@/components/PageHero';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/components/seo/metadata';
import { pathOf } from '@/i18n/paths';

type Props = PageProps<'/[locale]/hydraulique'>;

const paragraphs = ['p1', 'p2', 'p3', 'p4'] as const;
const services = [
  'revision',
  'honing',
  'rechroming',
  'manufacturing',
  'sealStock',
  'crimping',
  'fittingsStock',
] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata((await params).locale, 'hydraulics');
}

/** Hydraulique: the description card, the seven services and the quote form. */
export default async function HydraulicsPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('HydraulicsPage');

  return (
    <>
      <PageHero title={t('title')} intro={t('intro')} />
      <DescriptionSection
        title={t('descriptionTitle')}
        illustration={{ name: 'hydraulics-cylinder', alt: t('illustrationAlt') }}
      >
        <div className="mt-6 space-y-4 leading-relaxed text-steel-700">
          {paragraphs.map((key) => (
            <p key={key}>{t(`paragraphs.${key}`)}</p>
          ))}
        </div>
      </DescriptionSection>
      <ServicesSection
        title={t('servicesTitle')}
        services={services.map((key) => ({ key, title: t(`services.${key}.title`), text: t(`services.${key}.text`) }))}
      />
      <RequestSection id="quote-title" title={t('quoteTitle')} intro={t('quoteIntro')}>
        <RequestForm kind="serviceQuote" page={pathOf(locale, 'hydraulics')} />
      </RequestSection>
    </>
  );
}

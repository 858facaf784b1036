import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { DescriptionSection, MarkedList, ServicesSection } from '@/components/content/Sections';
import { ToleranceTable } from '@/components/content/ToleranceTable';
import { RequestForm, RequestSection } from '@/components/forms/RequestForm';
import { PageHero } from '@/components/PageHero';
import { steelGrades } from '@/config/cutting';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/components/seo/metadata';
import { pathOf } from '@/i18n/paths';

type Props = PageProps<'/[locale]/oxycoupage'>;

const services = ['toDrawing', 'series', 'thickPlate', 'material', 'finishing'] as const;
const items = ['item1', 'item2', 'item3'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata((await params).locale, 'cutting');
}

/** Oxycoupage: description, five services, steel grades, good to know, tolerance table, quote form. */
export default async function CuttingPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('CuttingPage');

  return (
    <>
      <PageHero title={t('title')} intro={t('intro')} />
      <DescriptionSection
        title={t('descriptionTitle')}
        illustration={{ name: 'cutting-torch', alt: t('illustrationAlt') }}
      >
        <div className="mt-6 space-y-4 leading-relaxed text-steel-700">
          <p>{t('paragraphs.p1')}</p>
          <p>{t('paragraphs.p2')}</p>
        </div>
        <MarkedList items={items.map((key) => ({ key, text: t(`highlights.${key}`) }))} className="font-medium" />
      </DescriptionSection>
      <ServicesSection
        title={t('servicesTitle')}
        services={services.map((key) => ({ key, title: t(`services.${key}.title`), text: t(`services.${key}.text`) }))}
      />

      <section aria-labelledby="grades-title" className="bg-steel-50">
        <div className="mx-auto grid max-w-6xl gap-10 px-6 py-16 lg:grid-cols-[2fr_1fr]">
          <div>
            <h2 id="grades-title" className="text-2xl font-semibold tracking-tight">
              {t('gradesTitle')}
            </h2>
            <p className="mt-4 text-steel-700">{t('gradesIntro')}</p>
            <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3">
              {steelGrades.map(([family, grades]) => (
                <li key={family} className="rounded-sm border border-steel-100 bg-white px-4 py-3">
                  <span className="block font-semibold">{family}</span>
                  <span className="block text-steel-700 tabular-nums">{grades}</span>
                </li>
              ))}
            </ul>
          </div>
          <aside aria-labelledby="info-title" className="self-start border-l-4 border-signal bg-white p-6">
            <h2 id="info-title" className="text-lg font-semibold">
              {t('infoTitle')}
            </h2>
            <ul className="mt-4 list-disc space-y-3 pl-5 text-sm text-steel-700">
              {items.map((key) => (
                <li key={key}>{t(`info.${key}`)}</li>
              ))}
            </ul>
          </aside>
        </div>
      </section>

      <section aria-labelledby="tolerance-title" className="mx-auto max-w-6xl px-6 py-16">
        <h2 id="tolerance-title" className="text-2xl font-semibold tracking-tight">
          {t('toleranceTitle')}
        </h2>
        <p className="mt-4 max-w-3xl text-steel-700">{t('toleranceIntro')}</p>
        <div className="mt-8">
          <ToleranceTable
            locale={locale}
            caption={t('toleranceCaption')}
            thickness={t('toleranceThickness')}
            dimensions={t('toleranceDimensions')}
          />
        </div>
        <p className="mt-4 text-sm text-steel-700">{t('toleranceNote')}</p>
      </section>

      <RequestSection id="quote-title" title={t('quoteTitle')} intro={t('quoteIntro')}>
        <RequestForm kind="serviceQuote" page={pathOf(locale, 'cutting')} />
      </RequestSection>
    </>
  );
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { ContactMap } from '@/components/contact/ContactMap';
import { RequestForm, RequestSection } from '@/components/forms/RequestForm';
import { PageHero } from '@/components/PageHero';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/components/seo/metadata';
import { pathOf } from '@/i18n/paths';
import { JsonLd } from '@/components/seo/JsonLd';
import { companyData } from '@/components/seo/structured-data';
import { readConfig } from '@/server/config';

type Props = PageProps<'/[locale]/contact'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata((await params).locale, 'contact');
}

/** Contact: hero, the contact form, the map with its overlay text and opening hours. */
export default async function ContactPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, meta] = await Promise.all([getTranslations('ContactPage'), getTranslations('Metadata')]);

  return (
    <>
      <JsonLd data={[companyData(readConfig().siteUrl, meta('description'))]} />
      <PageHero title={t('title')} intro={t('intro')} />
      <RequestSection id="contact-form-title" title={t('formTitle')} intro={t('formIntro')}>
        <RequestForm kind="contact" page={pathOf(locale, 'contact')} />
      </RequestSection>
      <section aria-labelledby="map-title" className="mx-auto max-w-6xl px-6 py-16">
        <h2 id="map-title" className="text-2xl font-semibold tracking-tight">
          {t('mapTitle')}
        </h2>
        <div className="mt-8">
          <ContactMap
            labels={{
              title: t('mapTitle'),
              overlayTitle: t('mapOverlayTitle'),
              overlay: t('mapOverlay'),
              show: t('mapShow'),
              notice: t('mapNotice'),
              previewAlt: t('mapPreviewAlt'),
            }}
          />
        </div>
        <div className="mt-8">
          <h3 className="font-semibold">{t('openingTitle')}</h3>
          <p className="mt-2 text-steel-700">{t('openingWeekdays')}</p>
          <p className="text-steel-700">{t('openingSaturday')}</p>
        </div>
      </section>
    </>
  );
}

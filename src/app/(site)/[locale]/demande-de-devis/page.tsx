import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { requestFormConstraints, requestFormLabels } from '@/components/forms/request-form-texts';
import { PageHero } from '@/components/PageHero';
import { QuoteList } from '@/components/quote-list/QuoteList.client';
import type { Locale } from '@/i18n/locales';
import { localizedMetadata } from '@/components/seo/metadata';
import { pathOf, quoteListPath } from '@/i18n/paths';
import { maxQuoteQuantity } from '@/schemas/quote-list-limits';

type Props = PageProps<'/[locale]/demande-de-devis'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'QuoteList' });
  return {
    ...localizedMetadata({ locale, path: '/demande-de-devis', title: t('title'), description: t('intro') }),
    // The list is the visitor's own, kept in their browser: the page shows nothing worth finding.
    robots: { index: false, follow: true },
  };
}

/** The visitor's quote list: the machines they added, editable, and the contact form that sends them together. */
export default async function QuoteListPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, formLabels] = await Promise.all([getTranslations('QuoteList'), requestFormLabels()]);
  const label = (key: Parameters<typeof t>[0]) => t(key);

  return (
    <>
      <PageHero title={t('title')} intro={t('intro')} />
      <div className="mx-auto max-w-6xl px-6 py-12 sm:py-16">
        <noscript>
          <p className="text-steel-700">{t('noScript')}</p>
        </noscript>
        <QuoteList
          locale={locale}
          formLabels={formLabels}
          constraints={requestFormConstraints('quoteList')}
          page={quoteListPath(locale)}
          browseHref={pathOf(locale, 'machines')}
          labels={{
            browse: label('browse'),
            empty: label('empty'),
            formIntro: label('formIntro'),
            formTitle: label('formTitle'),
            listInvalid: label('listInvalid'),
            loading: label('loading'),
            machines: label('machines'),
            namesFailed: label('namesFailed'),
            note: label('note'),
            quantity: label('quantity'),
            quantityError: t('quantityError', { max: maxQuoteQuantity }),
            remove: label('remove'),
            removeNamed: t.raw('removeNamed') as string,
            sent: label('sent'),
            stored: label('stored'),
            unavailable: label('unavailable'),
            unavailableName: t.raw('unavailableName') as string,
          }}
        />
      </div>
    </>
  );
}

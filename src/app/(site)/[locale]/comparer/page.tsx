import type { Metadata } from 'next';
import { permanentRedirect, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { CompareTable } from '@/components/compare/CompareTable';
import { CompareTools } from '@/components/compare/CompareTools.client';
import { OnlyDifferences } from '@/components/compare/OnlyDifferences.client';
import { PageHero } from '@/components/PageHero';
import { localizedMetadata } from '@/components/seo/metadata';
import { compareHref, comparePage, maxComparedMachines, readCompareQuery } from '@/i18n/compare-address';
import type { Locale } from '@/i18n/locales';
import { pathOf, quoteListPath } from '@/i18n/paths';
import { maxQuoteListItems } from '@/schemas/quote-list-limits';
import { listCharacteristicTypes } from '@/server/catalogue/characteristic-types';
import { readComparedMachines } from '@/server/catalogue/compare';

type Props = PageProps<'/[locale]/comparer'>;

// Rendered for each request and never kept: a selection of machines is no page of the site, and an anonymous
// visitor must not be able to fill the server's cache with selections of their choice.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'ComparePage' });
  return {
    ...localizedMetadata({ locale, path: comparePage, title: t('title'), description: t('intro') }),
    // The selection is the visitor's own: nothing here that the machines' own pages do not say better.
    robots: { index: false, follow: true },
  };
}

/**
 * /{lang}/comparer?ids=12,7,30: up to four machines side by side, read from the address alone (so that it can be
 * shared and needs no JavaScript). An address written otherwise, or naming machines that do not exist, is
 * redirected to the nearest view that is valid.
 */
export default async function ComparePage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const view = readCompareQuery(await searchParams);
  if (!view.canonical) permanentRedirect(compareHref(locale, view));
  const [t, quoteList, machines, types] = await Promise.all([
    getTranslations('ComparePage'),
    getTranslations('QuoteList'),
    readComparedMachines(view.ids, locale),
    listCharacteristicTypes(locale),
  ]);
  if (machines.length < view.ids.length)
    redirect(compareHref(locale, { ...view, ids: machines.map((machine) => machine.id) }));

  const tableId = 'compare-table';
  return (
    <>
      <PageHero title={t('title')} intro={t('intro')} />
      <div className="mx-auto max-w-6xl px-6 py-10">
        {machines.length === 0 ? (
          <div className="space-y-6">
            <p className="text-steel-700">{t('empty', { max: maxComparedMachines })}</p>
            <a
              href={pathOf(locale, 'machines')}
              className="inline-block font-medium text-signal underline hover:text-anthracite"
            >
              {quoteList('browse')}
            </a>
          </div>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-4 print:hidden">
              <OnlyDifferences
                locale={locale}
                view={view}
                tableId={tableId}
                labels={{ onlyDifferences: t('onlyDifferences'), apply: t('apply') }}
              />
              <CompareTools
                ids={view.ids}
                quoteListHref={quoteListPath(locale)}
                labels={{ quoteAll: t('quoteAll'), quoteFull: t('quoteFull', { max: maxQuoteListItems }) }}
              />
            </div>
            <CompareTable id={tableId} locale={locale} view={view} machines={machines} types={types} />
          </>
        )}
      </div>
    </>
  );
}

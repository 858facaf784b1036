import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { listedCardFrame } from '@/components/machines/card-frame';
import { CardQuoteButton } from '@/components/machines/CardQuoteButton';
import { CategoryFilter } from '@/components/machines/CategoryFilter';
import { rangeFieldsOf } from '@/components/machines/range-choices';
import { MachineCard } from '@/components/machines/MachineCard';
import { ShowMore } from '@/components/machines/ShowMore.client';
import { quoteListButtonLabels } from '@/components/quote-list/labels';
import { NotFoundPage } from '@/components/NotFoundPage';
import { Pager } from '@/components/paging/Pager';
import { pagerLabels } from '@/components/paging/pager-labels';
import { listingHref, listingQuery, type ListingView } from '@/i18n/listing';
import type { Locale } from '@/i18n/locales';
import { localizedMetadata, notFoundMetadata } from '@/components/seo/metadata';
import { machinePath, quoteListPath, sitePaths } from '@/i18n/paths';
import { listCategories } from '@/server/catalogue/categories';
import { listCharacteristicTypes } from '@/server/catalogue/characteristic-types';
import { filterCounts } from '@/server/catalogue/machine-filters';
import { countMachines, listMachinePage, readMachinePage } from '@/server/catalogue/machine-lists';
import { PageHero } from '@/components/PageHero';

/** Machines on one page of the listing. */
const pageSize = 24;

/** What a view of the listing shows, or null when it names a category or a page that does not exist. */
async function readListing(locale: Locale, view: ListingView | null) {
  if (!view) return null;
  const [counts, categories, types] = await Promise.all([
    countMachines(),
    listCategories(locale),
    listCharacteristicTypes(locale),
  ]);
  // The checked categories, the types and the page are told from these cached reads before the page is read, so
  // that made-up views (any category or type id, any page up to 100,000) make no cached read of their own.
  const known = new Set(categories.map((category) => category.id));
  const knownTypes = new Set(types.map((type) => type.id));
  const categoryIds = view.categoryIds ?? [];
  const ranges = view.ranges ?? [];
  if (!categoryIds.every((id) => known.has(id)) || !ranges.every((range) => knownTypes.has(range.typeId))) return null;
  const most =
    categoryIds.length === 0 ? counts.total : categoryIds.reduce((sum, id) => sum + (counts.byCategory[id] ?? 0), 0);
  if (view.page > Math.max(1, Math.ceil(most / pageSize))) return null;
  const query = { categoryIds, ranges, page: view.page, pageSize };
  // A view with ranges reads its machines uncached: its page is cached once rendered (see listMachinePage).
  const [machines, panel] = await Promise.all([
    ranges.length > 0 ? readMachinePage(locale, query) : listMachinePage(locale, query),
    filterCounts(view),
  ]);
  if (view.page > machines.pageCount) return null;
  return { machines, panel, categories, types };
}

/**
 * The canonical of a view. The pages of the whole catalogue are pages of their own (`?page=2`), as search engines
 * ask for a paged list: each names itself, so that the machines past the first page are found. A category's view
 * shows a part of those same machines, so it names the whole listing, as it always did.
 */
export async function listingMetadata(locale: Locale, view: ListingView | null): Promise<Metadata> {
  const listing = await readListing(locale, view);
  if (!view || !listing) return notFoundMetadata(locale);
  const t = await getTranslations({ locale, namespace: 'MachinesPage' });
  const ownPage = !view.categoryIds?.length && !view.ranges?.length && view.page > 1;
  const status = (await pagerLabels(locale, view.page, listing.machines.pageCount)).status;
  return localizedMetadata({
    locale,
    path: sitePaths.machines,
    query: ownPage ? listingQuery({ page: view.page }) : undefined,
    title: ownPage ? `${t('title')} – ${status}` : t('title'),
    description: t('intro'),
  });
}

/** One view of the machine catalogue: a page of machines, of every category or of those checked, with the filter. */
export async function MachineListing({ locale, view }: { locale: Locale; view: ListingView | null }) {
  const listing = await readListing(locale, view);
  if (!view || !listing) return <NotFoundPage locale={locale} />;
  const { machines, panel, categories, types } = listing;
  const [t, pager, addLabels] = await Promise.all([
    getTranslations({ locale, namespace: 'MachinesPage' }),
    pagerLabels(locale, view.page, machines.pageCount),
    quoteListButtonLabels(locale),
  ]);
  const checked = view.categoryIds ?? [];
  const ranges = view.ranges ?? [];
  const href = (page: number) => listingHref(locale, { categoryIds: checked, ranges, page });
  const firstPage = href(1);
  const rangeFields = rangeFieldsOf(locale, types, panel.types, ranges);
  const summary = [
    ...categories.filter((category) => checked.includes(category.id)).map((category) => category.name),
    ...rangeFields.summaries,
  ];

  return (
    <>
      <PageHero title={t('title')} intro={t('intro')} />
      <section aria-labelledby="machines-results" className="mx-auto max-w-6xl px-6 py-10">
        <CategoryFilter
          action={listingHref(locale, { page: 1 })}
          checked={checked}
          choices={categories.map((category) => ({
            id: category.id,
            name: category.name,
            count: panel.byCategory[category.id] ?? 0,
          }))}
          ranges={ranges}
          rangeFields={rangeFields.fields}
          labels={{
            title: t('filter'),
            categories: t('categories'),
            summary: summary.length > 0 ? summary.join(', ') : t('allCategories'),
            apply: t('apply'),
            clear: t('clear'),
            min: t('rangeMin'),
            max: t('rangeMax'),
          }}
        />
        {/* The cards' headings sit under this one, not straight under the page's title. */}
        <h2 id="machines-results" className="sr-only">
          {t('results')}
        </h2>
        {machines.items.length === 0 ? (
          <p className="mt-8 text-steel-700">{t('empty')}</p>
        ) : (
          <ul data-machine-cards className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {machines.items.map((machine, index) => (
              <li key={machine.id} className={listedCardFrame}>
                <MachineCard
                  machine={machine}
                  href={machinePath(locale, machine.id)}
                  action={t('details')}
                  eager={index === 0}
                  framed={false}
                />
                <CardQuoteButton machineId={machine.id} listHref={quoteListPath(locale)} labels={addLabels} />
              </li>
            ))}
          </ul>
        )}
        <ShowMore
          page={view.page}
          pageCount={machines.pageCount}
          pageHref={`${firstPage}${firstPage.includes('?') ? '&' : '?'}page=`}
          label={t('more')}
          addToQuote={{ listHref: quoteListPath(locale), labels: addLabels }}
        >
          <Pager page={view.page} pageCount={machines.pageCount} href={href} labels={pager} />
        </ShowMore>
      </section>
    </>
  );
}

import type { Metadata } from 'next';
import Image from 'next/image';
import { headers } from 'next/headers';
import { after } from 'next/server';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { Pager } from '@/components/paging/Pager';
import { pagerLabels } from '@/components/paging/pager-labels';
import { PageHero } from '@/components/PageHero';
import { SearchForm } from '@/components/search/SearchForm';
import type { Locale } from '@/i18n/locales';
import { searchPath } from '@/i18n/paths';
import { pageFromUrl } from '@/schemas/paging';
import { cleanSearch, maxSearchLength, searchProblem } from '@/schemas/search';
import { readConfig } from '@/server/config';
import { clientAddress } from '@/server/http/client-address';
import { countSearch } from '@/server/search/guard';
import { logSearch } from '@/server/search/log';
import { type SearchHit, searchSite } from '@/server/search/search';

type Props = PageProps<'/[locale]/recherche'>;

// Rendered for each request and never kept: a search is no page of the site, and an anonymous visitor must not be
// able to fill the server's cache with the words of their choice.
export const dynamic = 'force-dynamic';

const pageSize = 10;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'Search' });
  return { title: t('metaTitle'), robots: { index: false, follow: true } };
}

/** /{lang}/recherche?q=…&page=…: the site search, in the page's language. */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const query = await searchParams;
  const t = await getTranslations('Search');
  const problem = searchProblem(query.q);
  const words = problem ? '' : cleanSearch(String(query.q));
  const page = pageFromUrl(query.page);

  let body: React.ReactNode;
  if (problem === 'empty') body = <p className="text-steel-700">{t('empty')}</p>;
  else if (problem) {
    body = (
      <p role="alert" className="text-signal">
        {problem === 'tooLong' ? t('tooLong', { max: maxSearchLength }) : t(problem)}
      </p>
    );
  } else {
    const allowed = await countSearch(clientAddress(await headers(), readConfig().trustProxy));
    body = allowed.allowed ? (
      <Results locale={locale} words={words} page={page} />
    ) : (
      <p role="alert" className="text-signal">
        {t('tooMany')}
      </p>
    );
  }

  return (
    <>
      <PageHero title={t('title')} intro={t('intro')} />
      <div className="mx-auto max-w-6xl px-6 py-10">
        <SearchForm
          locale={locale}
          id="search-page-field"
          variant="page"
          value={words}
          labels={{ field: t('field'), submit: t('submit') }}
        />
        <div className="mt-8">{body}</div>
      </div>
    </>
  );
}

async function Results({ locale, words, page }: { locale: Locale; words: string; page: number }) {
  const t = await getTranslations('Search');
  const results = await searchSite(words, locale, { limit: pageSize, offset: (page - 1) * pageSize });
  // Counted for the office once the page is sent: the visitor does not wait for it.
  if (page === 1) after(() => logSearch(words, results.total));
  const pageCount = Math.max(1, Math.ceil(results.total / pageSize));
  const kindLabel = { machine: t('kindMachine'), news: t('kindNews'), page: t('kindPage') } as const;
  return (
    <section aria-labelledby="search-results-title">
      {results.suggestion && (
        <p className="mb-4 text-steel-700">
          {t('didYouMean', { query: words, suggestion: results.suggestion })}{' '}
          {t('showingFor', { suggestion: results.suggestion })}
        </p>
      )}
      <h2 id="search-results-title" className="text-xl font-semibold">
        {results.total === 0
          ? t('noResults', { query: words })
          : t('results', { count: results.total, query: results.searched })}
      </h2>
      {results.items.length > 0 && (
        <ol className="mt-6 divide-y divide-steel-100">
          {results.items.map((item) => (
            <Hit key={item.url} item={item} kind={kindLabel[item.kind]} />
          ))}
        </ol>
      )}
      {pageCount > 1 && (
        <div className="mt-8">
          <Pager
            page={page}
            pageCount={pageCount}
            href={(target) => searchPath(locale, results.searched, target)}
            labels={await pagerLabels(locale, page, pageCount)}
          />
        </div>
      )}
    </section>
  );
}

function Hit({ item, kind }: { item: SearchHit; kind: string }) {
  return (
    <li className="flex gap-4 py-5">
      <div className="hidden size-24 shrink-0 overflow-hidden rounded-sm bg-steel-100 sm:block">
        {item.picture && (
          <Image
            src={item.picture.url}
            alt={item.picture.description}
            width={96}
            height={96}
            sizes="96px"
            className="size-24 object-cover"
          />
        )}
      </div>
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-steel-500 uppercase">{kind}</p>
        <h3 className="mt-1 text-lg font-semibold">
          <a href={item.url} className="hover:text-signal">
            {item.title}
          </a>
        </h3>
        {item.snippet && (
          <p
            className="mt-1 text-steel-700 [&_mark]:bg-amber-100 [&_mark]:text-anthracite"
            // Escaped by the search (src/server/search/search.ts), only its <mark> added.
            dangerouslySetInnerHTML={{ __html: item.snippet }}
          />
        )}
      </div>
    </li>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { NewsCard } from '@/components/news/NewsCard';
import { newsFeedTitle } from '@/components/news/feed-title';
import { NotFoundPage } from '@/components/NotFoundPage';
import { Pager } from '@/components/paging/Pager';
import { pagerLabels } from '@/components/paging/pager-labels';
import { pictureSizes } from '@/components/pictureSizes';
import { localizedMetadata, notFoundMetadata, withNewsFeed } from '@/components/seo/metadata';
import type { Locale } from '@/i18n/locales';
import { newsArchiveHref, newsFeedPath, sitePaths } from '@/i18n/paths';
import { listNewsArchivePage } from '@/server/news/archive';
import { listNewsIndex } from '@/server/news/articles';
import { PageHero } from '@/components/PageHero';

/** Articles on one page of the archive: four rows of three, a page's HTML well under 100 KB. */
const pageSize = 12;

/** Page `page` of the archive, or null when it is past the end or no page at all (404). */
async function readArchive(locale: Locale, page: number | null) {
  if (page === null) return null;
  // A page past the end is told from the cached index first, so that made-up pages make no cached read of their own.
  if (page > 1 && page > Math.ceil((await listNewsIndex()).length / pageSize)) return null;
  const articles = await listNewsArchivePage(locale, page, pageSize);
  // The first page exists even without articles: it says there are none yet.
  return page > 1 && articles.items.length === 0 ? null : articles;
}

/**
 * The archive's metadata: each page names itself as its canonical (`?page=2`), as the machine listing's pages do,
 * and every page announces the language's feed.
 */
export async function archiveMetadata(locale: Locale, page: number | null): Promise<Metadata> {
  const articles = await readArchive(locale, page);
  if (page === null || !articles) return notFoundMetadata(locale);
  const [t, feedTitle, pager] = await Promise.all([
    getTranslations({ locale, namespace: 'NewsArchive' }),
    newsFeedTitle(locale),
    pagerLabels(locale, page, articles.pageCount),
  ]);
  const metadata = localizedMetadata({
    locale,
    path: sitePaths.news,
    query: page > 1 ? `?page=${page}` : undefined,
    title: page > 1 ? `${t('title')} – ${pager.status}` : t('title'),
    description: t('intro'),
  });
  return withNewsFeed(metadata, locale, feedTitle);
}

/** A page of the news archive: the articles newest first by publication date, each a card; the pager; the feed. */
export async function NewsArchive({ locale, page }: { locale: Locale; page: number | null }) {
  const articles = await readArchive(locale, page);
  if (page === null || !articles) return <NotFoundPage locale={locale} />;
  const [t, pager] = await Promise.all([
    getTranslations({ locale, namespace: 'NewsArchive' }),
    pagerLabels(locale, page, articles.pageCount),
  ]);

  return (
    <>
      <PageHero title={t('title')} intro={t('intro')} />
      <section className="mx-auto max-w-6xl px-6 py-10">
        {articles.items.length === 0 ? (
          <p className="text-steel-700">{t('empty')}</p>
        ) : (
          <ul data-news-cards className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
            {articles.items.map((article, index) => (
              <li key={article.id}>
                <NewsCard
                  locale={locale}
                  article={article}
                  heading="h2"
                  sizes={pictureSizes.card}
                  eager={index === 0}
                />
              </li>
            ))}
          </ul>
        )}
        <Pager
          page={page}
          pageCount={articles.pageCount}
          href={(number) => newsArchiveHref(locale, number)}
          labels={pager}
        />
        <p className="mt-10 text-sm">
          <a
            href={newsFeedPath(locale)}
            type="application/atom+xml"
            className="font-medium text-signal hover:text-anthracite"
          >
            {t('feed')}
          </a>
        </p>
      </section>
    </>
  );
}

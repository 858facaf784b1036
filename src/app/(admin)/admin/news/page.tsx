import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

import { AdminPageHeading } from '@/components/admin/AdminPageHeading';
import { AdminTable } from '@/components/admin/AdminTable';
import { ClickableRow } from '@/components/admin/ClickableRow.client';
import { ListFilters } from '@/components/admin/ListFilters';
import { NewsCreateForm } from '@/components/admin/NewsCreateForm.client';
import { PublicationBadges } from '@/components/admin/PublicationBadges';
import { publicationFilterEmpty } from '@/components/admin/PublicationFilter';
import { MediaView } from '@/components/MediaView';
import { Pager, pagedHref } from '@/components/paging/Pager';
import { pagerLabels } from '@/components/paging/pager-labels';
import { deletedFromUrl, pageFromUrl, searchFromUrl } from '@/schemas/paging';
import { publicationFilterFromUrl } from '@/schemas/publication';
import { listNewsPage, readNewsPage } from '@/server/news/articles';
import { publicationsOf } from '@/server/publication/overview';

import { requireAdminPage } from '../_lib/auth';
import { adminLocale } from '../_lib/locale';
import { stayWithinPages } from '../_lib/paging';
import { searchResultsLabel } from '../../../../components/admin/labels';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminNews' });
  return { title: t('title') };
}

const pageSize = 50;

/**
 * /admin/news: a page of articles, newest first, with where each stands for visitors, each opening its own screen,
 * found by title with `?q=` and by publication with `?state=`; below, the creation form. `?deleted=` names the
 * article just deleted, which the page says.
 */
export default async function NewsListPage({ searchParams }: PageProps<'/admin/news'>) {
  await requireAdminPage('/admin/news', 'content');
  const locale = await adminLocale();
  const { q, page: pageParam, deleted: deletedParam, state } = await searchParams;
  const deleted = deletedFromUrl(deletedParam);
  const [search, page, publication] = [searchFromUrl(q), pageFromUrl(pageParam), publicationFilterFromUrl(state)];
  const [t, articles] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminNews' }),
    // By publication, uncached: a draft's save or a schedule set expires no list.
    publication
      ? readNewsPage(locale, { search, publication, page, pageSize })
      : listNewsPage(locale, { search, page, pageSize }),
  ]);
  const href = (target: number) => pagedHref('/admin/news', { q: search, state: publication, page: target });
  stayWithinPages(page, articles.pageCount, href);
  const publications = await publicationsOf(
    'news',
    articles.items.map((article) => article.id),
    locale,
  );
  const results = search ? await searchResultsLabel(locale, articles.total, search) : null;

  return (
    <>
      <AdminPageHeading title={t('title')} intro={t('intro')} />
      {deleted && (
        <p role="status" className="mt-4 rounded-sm border border-green-700 bg-green-50 px-4 py-3 text-sm font-medium">
          {t('deleted', { title: deleted })}
        </p>
      )}
      <ListFilters
        action="/admin/news"
        search={search}
        publication={publication}
        hint={t('searchHint')}
        locale={locale}
      />
      {results && <p className="mt-4 text-sm">{results}</p>}
      <AdminTable
        className="mt-6"
        columns={[{ label: t('columns.cover'), className: 'w-24' }, { label: t('columns.title') }]}
        empty={results ?? (publication ? await publicationFilterEmpty(locale) : t('empty'))}
        isEmpty={articles.items.length === 0}
      >
        {articles.items.map((article) => (
          <ClickableRow key={article.id} href={`/admin/news/${article.id}`}>
            <td className="px-3 py-2">
              {article.image && article.image_type ? (
                <MediaView
                  media={{ url: article.image, type: article.image_type, width: 160, height: 120 }}
                  alt=""
                  sizes="64px"
                  className="h-12 w-16 rounded-sm bg-steel-50 object-cover"
                />
              ) : (
                <span className="block h-12 w-16 rounded-sm bg-steel-100" aria-label={t('noCover')} role="img" />
              )}
            </td>
            <td className="px-3 py-2">
              <Link href={`/admin/news/${article.id}`} className="font-medium hover:text-signal">
                {/* As the office edits it: its draft's title, when it has a draft. */}
                {publications.get(article.id)?.draftLabel || article.title}
              </Link>
              {publications.has(article.id) && (
                <PublicationBadges publication={publications.get(article.id)!} locale={locale} />
              )}
            </td>
          </ClickableRow>
        ))}
      </AdminTable>
      <Pager
        page={page}
        pageCount={articles.pageCount}
        href={href}
        labels={await pagerLabels(locale, page, articles.pageCount)}
      />
      <NewsCreateForm locale={locale} />
    </>
  );
}

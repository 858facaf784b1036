import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { AdminPageHeading } from '@/components/admin/AdminPageHeading';
import { MachineCreateForm } from '@/components/admin/MachineCreateForm.client';
import { ListFilters } from '@/components/admin/ListFilters';
import { MachineTable } from '@/components/admin/MachineTable';
import { PublicationBadges } from '@/components/admin/PublicationBadges';
import { publicationFilterEmpty } from '@/components/admin/PublicationFilter';
import { Pager, pagedHref } from '@/components/paging/Pager';
import { pagerLabels } from '@/components/paging/pager-labels';
import { deletedFromUrl, pageFromUrl, searchFromUrl } from '@/schemas/paging';
import { publicationFilterFromUrl } from '@/schemas/publication';
import { locales } from '@/i18n/locales';
import { listMachinePage, readMachinePage } from '@/server/catalogue/machine-lists';
import { publicationsOf } from '@/server/publication/overview';

import { requireAdminPage } from '../_lib/auth';
import { adminLocale } from '../_lib/locale';
import { stayWithinPages } from '../_lib/paging';
import { searchResultsLabel } from '../../../../components/admin/labels';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminMachines' });
  return { title: t('title') };
}

const pageSize = 50;

/**
 * /admin/machine: a page of machines, newest first, with their categories and where each stands for visitors, each
 * opening its screen, found by name with `?q=` and by publication with `?state=`; below, a new machine. `?deleted=`
 * names the machine just deleted, which the page says.
 */
export default async function MachinesPage({ searchParams }: PageProps<'/admin/machine'>) {
  await requireAdminPage('/admin/machine', 'content');
  const locale = await adminLocale();
  const { q, page: pageParam, deleted: deletedParam, state } = await searchParams;
  const deleted = deletedFromUrl(deletedParam);
  const [search, page, publication] = [searchFromUrl(q), pageFromUrl(pageParam), publicationFilterFromUrl(state)];
  const query = { search, page, pageSize, newestFirst: true, unpublished: true, publication };
  const [t, machines] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminMachines' }),
    // By publication, uncached: a draft's save or a schedule set expires no list.
    publication ? readMachinePage(locale, query) : listMachinePage(locale, query),
  ]);
  const href = (target: number) => pagedHref('/admin/machine', { q: search, state: publication, page: target });
  stayWithinPages(page, machines.pageCount, href);
  const publications = await publicationsOf(
    'machine',
    machines.items.map((machine) => machine.id),
    locale,
  );
  const results = search ? await searchResultsLabel(locale, machines.total, search) : null;

  return (
    <>
      <AdminPageHeading title={t('title')} intro={t('intro')} />
      {deleted && (
        <p role="status" className="mt-4 rounded-sm border border-green-700 bg-green-50 px-4 py-3 text-sm font-medium">
          {t('deleted', { name: deleted })}
        </p>
      )}
      <ListFilters
        action="/admin/machine"
        search={search}
        publication={publication}
        hint={t('searchHint')}
        locale={locale}
      />
      {results && <p className="mt-4 text-sm">{results}</p>}
      <MachineTable
        machines={machines.items.map(({ id, name, categories, pictures, languages }) => {
          const still = pictures.find((picture) => !picture.type.startsWith('video/'));
          const missing = locales.filter((language) => !languages.includes(language));
          return {
            id,
            // As the office edits it: its draft's name, when it has a draft.
            name: publications.get(id)?.draftLabel || name,
            categories: categories.map((category) => category.name).join(' - '),
            thumbnail: still ? `${still.url}?w=160` : null,
            publication: publications.has(id) && (
              <PublicationBadges publication={publications.get(id)!} locale={locale} />
            ),
            lacks: [
              ...(pictures.length === 0 ? [t('lacks.picture')] : []),
              ...(categories.length === 0 ? [t('lacks.category')] : []),
              ...(missing.length > 0
                ? [
                    t('lacks.languages', {
                      languages: new Intl.ListFormat(locale).format(missing.map((code) => code.toUpperCase())),
                    }),
                  ]
                : []),
            ],
          };
        })}
        labels={{
          picture: t('columns.picture'),
          name: t('columns.name'),
          categories: t('columns.categories'),
          lacks: t('columns.lacks'),
          empty: results ?? (publication ? await publicationFilterEmpty(locale) : t('empty')),
        }}
      />
      <Pager
        page={page}
        pageCount={machines.pageCount}
        href={href}
        labels={await pagerLabels(locale, page, machines.pageCount)}
      />
      <h2 className="mt-10 text-lg font-semibold">{t('create.title')}</h2>
      <MachineCreateForm locale={locale} />
    </>
  );
}

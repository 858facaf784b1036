import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { AdminPageHeading } from '@/components/admin/AdminPageHeading';
import { AdminTable } from '@/components/admin/AdminTable';
import { listSearches } from '@/server/search/log';

import { requireAdminPage } from '../_lib/auth';
import { adminLocale } from '../_lib/locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'Search' });
  return { title: t('adminTitle') };
}

/**
 * /admin/searches: what visitors searched for on the site in the last 90 days, how often and with how many results,
 * the searches that found nothing first.
 */
export default async function SearchesPage() {
  await requireAdminPage('/admin/searches', 'content');
  const locale = await adminLocale();
  const [t, searches] = await Promise.all([getTranslations({ locale, namespace: 'Search' }), listSearches()]);
  return (
    <>
      <AdminPageHeading title={t('adminTitle')} intro={t('adminIntro')} />
      <AdminTable
        className="mt-6"
        columns={[
          { label: t('adminQuery') },
          { label: t('adminSearches'), className: 'text-right' },
          { label: t('adminResults'), className: 'text-right' },
          { label: t('adminLast') },
        ]}
        empty={t('adminEmpty')}
        isEmpty={searches.length === 0}
      >
        {searches.map((search) => (
          <tr key={search.query} className={search.results === 0 ? 'bg-orange-50' : undefined}>
            <td className="px-3 py-2 font-medium [overflow-wrap:anywhere]">{search.query}</td>
            <td className="px-3 py-2 text-right tabular-nums">{search.searches}</td>
            <td className="px-3 py-2 text-right tabular-nums">{search.results}</td>
            <td className="px-3 py-2 whitespace-nowrap tabular-nums">{search.last}</td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}

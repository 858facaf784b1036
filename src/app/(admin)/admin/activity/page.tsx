import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

import { ActivityFilters } from '@/components/admin/ActivityFilters';
import { activityText } from '@/components/admin/activity-text';
import { AdminPageHeading } from '@/components/admin/AdminPageHeading';
import { AdminTable } from '@/components/admin/AdminTable';
import { pagedHref } from '@/components/paging/Pager';
import { buttonClass } from '@/components/ui/button-class';
import { formatDate } from '@/i18n/dates';
import { type ActivityKind, activityFiltersFrom, activityKinds } from '@/schemas/activity';
import { listActivity } from '@/server/activity/log';
import { listAccounts } from '@/server/auth/accounts';
import { readConfig } from '@/server/config';

import { requireAdminPage } from '../_lib/auth';
import { adminLocale } from '../_lib/locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminActivity' });
  return { title: t('title') };
}

const pageSize = 50;

/**
 * /admin/activity: the activity log, newest first, 50 entries a page, filtered by the query
 * (`?user=anna&kind=signInFailed&from=2026-11-01&to=2026-11-30`); `before` is the entry a page starts after.
 */
/** Where each kind of item's history is: a content change links to it. */
const historyPaths = { machine: '/admin/machine', news: '/admin/news', category: '/admin/category' } as const;

export default async function ActivityPage({ searchParams }: PageProps<'/admin/activity'>) {
  await requireAdminPage('/admin/activity', 'accounts');
  const locale = await adminLocale();
  const filters = activityFiltersFrom(await searchParams);
  const [t, page, accounts, describe] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminActivity' }),
    listActivity({ ...filters, user: filters.user || undefined, limit: pageSize }),
    listAccounts(),
    activityText(locale),
  ]);
  const params = { user: filters.user || undefined, kind: filters.kind, from: filters.from, to: filters.to };
  const narrowed = Object.values(params).some((value) => value !== undefined);
  const kinds = Object.fromEntries(activityKinds.map((kind) => [kind, t(`kinds.${kind}`)])) as Record<
    ActivityKind,
    string
  >;

  return (
    <>
      <AdminPageHeading title={t('title')} intro={t('intro', { days: readConfig().activityRetentionDays })} />
      <ActivityFilters
        filters={filters}
        people={accounts.map((account) => account.username)}
        labels={{
          person: t('filters.person'),
          personHint: t('filters.personHint'),
          kind: t('filters.kind'),
          allKinds: t('filters.allKinds'),
          kinds,
          from: t('filters.from'),
          to: t('filters.to'),
          apply: t('filters.apply'),
          clear: t('filters.clear'),
        }}
      />
      <AdminTable
        className="mt-6"
        columns={[
          { label: t('columns.at') },
          { label: t('columns.by'), className: 'min-w-36' },
          { label: t('columns.what'), className: 'min-w-64' },
          { label: t('columns.address') },
        ]}
        empty={narrowed || filters.before ? t('noMatch') : t('empty')}
        isEmpty={page.items.length === 0}
      >
        {page.items.map((entry) => (
          <tr key={entry.id} data-kind={entry.kind}>
            <td className="px-3 py-2.5 whitespace-nowrap text-steel-700 tabular-nums">
              <time dateTime={entry.at.toISOString()}>{formatDate(locale, entry.at, 'moment')}</time>
            </td>
            <td className="px-3 py-2.5 [overflow-wrap:anywhere]">
              {entry.by ? (
                <Link
                  href={pagedHref('/admin/activity', { ...params, user: entry.by.username })}
                  className="font-medium text-anthracite underline-offset-2 hover:text-signal hover:underline"
                >
                  {entry.by.username}
                </Link>
              ) : (
                <span title={t('systemHint')} className="text-steel-700 italic">
                  {t('system')}
                </span>
              )}
            </td>
            <td className="px-3 py-2.5">
              {entry.summary.item && entry.summary.action !== 'trash' ? (
                <Link
                  href={`${historyPaths[entry.summary.item]}/${entry.summary.itemId}/history`}
                  className="text-signal underline-offset-2 hover:underline"
                >
                  {describe(entry)}
                </Link>
              ) : (
                describe(entry)
              )}
            </td>
            <td className="px-3 py-2.5 whitespace-nowrap text-steel-700 tabular-nums">{entry.address ?? '—'}</td>
          </tr>
        ))}
      </AdminTable>
      {(filters.before !== undefined || page.next !== null) && (
        <nav aria-label={t('pages')} className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm">
          {filters.before !== undefined ? (
            <a href={pagedHref('/admin/activity', params)} className={buttonClass('outline', 'sm')}>
              ← {t('newest')}
            </a>
          ) : (
            <span />
          )}
          {page.next !== null && (
            <a
              rel="next"
              href={pagedHref('/admin/activity', { ...params, before: page.next })}
              className={buttonClass('outline', 'sm')}
            >
              {t('older')} →
            </a>
          )}
        </nav>
      )}
    </>
  );
}

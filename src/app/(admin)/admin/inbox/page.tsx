import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { AdminPageHeading } from '@/components/admin/AdminPageHeading';
import { InboxFilters } from '@/components/admin/InboxFilters';
import { inboxStateLabels } from '@/components/admin/inbox-state';
import { InboxTable } from '@/components/admin/InboxTable';
import { Pager, pagedHref } from '@/components/paging/Pager';
import { pagerLabels } from '@/components/paging/pager-labels';
import { buttonClass } from '@/components/ui/button-class';
import { formatDate } from '@/i18n/dates';
import { inboxFilterParams, inboxFiltersFrom, inboxKinds } from '@/schemas/inbox';
import { pageNumberSchema } from '@/schemas/paging';
import { requestedMachines } from '@/server/contact/request-machines';
import { listInbox } from '@/server/contact/inbox/list';

import { requireAdminPage } from '../_lib/auth';
import { listSearchLabels } from '../../../../components/admin/labels';
import { adminLocale } from '../_lib/locale';
import { stayWithinPages } from '../_lib/paging';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminInbox' });
  return { title: t('title') };
}

const pageSize = 50;

/**
 * /admin/inbox: a page of the contact messages and quote requests, newest first, spam left out unless asked for;
 * searched and filtered by the query (`?q=muster&state=new&page=2`), which the CSV export takes as it is.
 */
export default async function InboxPage({ searchParams }: PageProps<'/admin/inbox'>) {
  await requireAdminPage('/admin/inbox', 'inbox');
  const locale = await adminLocale();
  const query = await searchParams;
  const filters = inboxFiltersFrom(query);
  const [t, requests, machines, search] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminInbox' }),
    listInbox(filters, pageSize, locale),
    requestedMachines(locale),
    listSearchLabels(locale, ''),
  ]);
  const params = inboxFilterParams(filters);
  const narrowed = Object.entries(params).some(([name, value]) => name !== 'page' && value !== undefined);
  const href = (target: number) => pagedHref('/admin/inbox', { ...params, page: target });
  stayWithinPages(filters.page, requests.pageCount, href);
  const exportHref = pagedHref('/admin/inbox/export.csv', { ...params, page: undefined });
  const erased = pageNumberSchema.safeParse(Array.isArray(query.erased) ? query.erased[0] : query.erased);
  const states = inboxStateLabels(t);
  const kinds = Object.fromEntries(inboxKinds.map((kind) => [kind, t(`kinds.${kind}`)])) as Record<
    (typeof inboxKinds)[number],
    string
  >;

  return (
    <>
      <AdminPageHeading title={t('title')} intro={t('intro')} />
      {erased.success && (
        <p role="status" className="mt-4 rounded-sm border border-green-700 bg-green-50 px-4 py-3 text-sm font-medium">
          {t('erased', { count: erased.data })}
        </p>
      )}
      <InboxFilters
        filters={filters}
        machines={machines}
        labels={{
          search: search.search,
          searchHint: t('searchHint'),
          state: t('filters.state'),
          allStates: t('filters.allStates'),
          states,
          kind: t('filters.kind'),
          allKinds: t('filters.allKinds'),
          kinds,
          machine: t('filters.machine'),
          allMachines: t('filters.allMachines'),
          language: t('filters.language'),
          allLanguages: t('filters.allLanguages'),
          from: t('filters.from'),
          to: t('filters.to'),
          more: t('filters.more'),
          apply: t('filters.apply'),
          clear: t('filters.clear'),
        }}
      />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        {/* None: the table says why, once. */}
        <p className="text-sm font-medium" data-testid="inbox-total">
          {requests.total > 0 && t('matching', { count: requests.total })}
        </p>
        <a href={exportHref} download className={buttonClass('outline', 'sm')} aria-describedby="inbox-export-hint">
          {t('export')}
        </a>
        <p id="inbox-export-hint" className="sr-only">
          {t('exportHint')}
        </p>
      </div>
      <InboxTable
        rows={requests.items.map((request) => ({
          id: request.id,
          state: request.state,
          stateLabel: states[request.state],
          unchecked: request.unchecked ? t('unchecked') : undefined,
          kind: kinds[request.kind],
          name: request.name,
          entreprise: request.entreprise,
          email: request.email,
          received: formatDate(locale, request.received_at, 'moment'),
          receivedIso: request.received_at,
          machines: request.machines.map((machine) =>
            t('machineQuantity', { quantity: machine.quantity, name: machine.name }),
          ),
        }))}
        labels={{
          sender: t('columns.sender'),
          state: t('columns.state'),
          kind: t('columns.kind'),
          received: t('columns.received'),
          machines: t('columns.machines'),
          empty: narrowed ? t('matching', { count: 0 }) : t('empty'),
        }}
      />
      <Pager
        page={filters.page}
        pageCount={requests.pageCount}
        href={href}
        labels={await pagerLabels(locale, filters.page, requests.pageCount)}
      />
    </>
  );
}

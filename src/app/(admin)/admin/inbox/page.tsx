import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { AdminPageHeading } from '@/components/admin/AdminPageHeading';
import { ListSearch } from '@/components/admin/ListSearch';
import { Pager, pagedHref } from '@/components/paging/Pager';
import { pagerLabels } from '@/components/paging/pager-labels';
import { formatLocale } from '@/i18n/locales';
import { pageFromUrl, searchFromUrl } from '@/schemas/paging';
import { listContactRequests } from '@/server/contact-requests';

import { requireAdminPage } from '../_lib/auth';
import { listSearchLabels, searchResultsLabel } from '../_lib/labels';
import { adminLocale } from '../_lib/locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminInbox' });
  return { title: t('title') };
}

const statusStyle = {
  sent: 'bg-green-100 text-green-900',
  pending: 'bg-steel-100 text-anthracite',
  failed: 'bg-orange-100 text-signal',
  not_configured: 'bg-steel-100 text-anthracite',
} as const;

const pageSize = 20;

/**
 * /admin/inbox: a page of the contact messages and quote requests, newest first, with the state of their e-mail,
 * found by name, company or e-mail with `?q=`.
 */
export default async function InboxPage({ searchParams }: PageProps<'/admin/inbox'>) {
  await requireAdminPage('/admin/inbox');
  const locale = await adminLocale();
  const { q, page: pageParam } = await searchParams;
  const [search, page] = [searchFromUrl(q), pageFromUrl(pageParam)];
  const [t, requests] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminInbox' }),
    listContactRequests({ search, page, pageSize }),
  ]);
  const href = (target: number) => pagedHref('/admin/inbox', { q: search, page: target });
  const results = search ? await searchResultsLabel(locale, requests.total, search) : null;
  const date = new Intl.DateTimeFormat(formatLocale[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Zurich',
  });

  return (
    <>
      <AdminPageHeading back={t('back')} title={t('title')} intro={t('intro')} />
      <ListSearch action="/admin/inbox" query={search} labels={await listSearchLabels(locale, t('searchHint'))} />
      {results && <p className="mt-4 text-sm">{results}</p>}
      {requests.items.length === 0 && !results && <p className="mt-8 text-steel-700">{t('empty')}</p>}
      <ol className="mt-6 space-y-4">
        {requests.items.map((request) => (
          <li key={request.id}>
            <article
              aria-labelledby={`request-${request.id}`}
              className="rounded-sm border border-steel-100 bg-white p-5 [overflow-wrap:anywhere]"
            >
              <header className="flex flex-wrap items-baseline justify-between gap-3">
                <h2 id={`request-${request.id}`} className="font-semibold">
                  {t(`kinds.${request.kind}`)} · {request.name}
                  {request.entreprise && <span className="font-normal text-steel-700"> · {request.entreprise}</span>}
                </h2>
                <div className="flex items-center gap-3 text-sm">
                  <time dateTime={request.received_at} className="text-steel-700">
                    {date.format(new Date(request.received_at))}
                  </time>
                  <span className={`rounded-sm px-2 py-0.5 font-medium ${statusStyle[request.email_status]}`}>
                    {t(`status.${request.email_status}`)}
                  </span>
                  {request.challenge === 'unchecked' && (
                    <span className="rounded-sm bg-orange-100 px-2 py-0.5 font-medium text-signal">
                      {t('unchecked')}
                    </span>
                  )}
                </div>
              </header>
              <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                {request.email && (
                  <>
                    <dt className="text-steel-700">{t('email')}</dt>
                    <dd>
                      <a href={`mailto:${request.email}`} className="text-signal hover:underline">
                        {request.email}
                      </a>
                    </dd>
                  </>
                )}
                <dt className="text-steel-700">{t('phone')}</dt>
                <dd>
                  <a href={`tel:${request.phonenumber.replace(/[^\d+]/g, '')}`} className="text-signal hover:underline">
                    {request.phonenumber}
                  </a>
                </dd>
                {request.machine_name && (
                  <>
                    <dt className="text-steel-700">{t('machine')}</dt>
                    <dd>
                      {request.machine_id ? (
                        <a href={`/${locale}/machine/${request.machine_id}`} className="text-signal hover:underline">
                          {request.machine_name}
                        </a>
                      ) : (
                        request.machine_name
                      )}
                    </dd>
                  </>
                )}
                {request.object && (
                  <>
                    <dt className="text-steel-700">{t('subject')}</dt>
                    <dd>{request.object}</dd>
                  </>
                )}
                {request.page && (
                  <>
                    <dt className="text-steel-700">{t('page')}</dt>
                    <dd>
                      {request.page} ({request.language.toUpperCase()})
                    </dd>
                  </>
                )}
              </dl>
              <p className="mt-3 border-t border-steel-100 pt-3 text-sm whitespace-pre-line">{request.message}</p>
            </article>
          </li>
        ))}
      </ol>
      <Pager
        page={page}
        pageCount={requests.pageCount}
        href={href}
        labels={await pagerLabels(locale, page, requests.pageCount)}
      />
    </>
  );
}

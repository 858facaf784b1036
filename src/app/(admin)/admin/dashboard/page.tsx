import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

import { LogoutButton } from '@/components/admin/LogoutButton.client';
import { ScheduledList } from '@/components/admin/ScheduledList';
import { formatDate } from '@/i18n/dates';
import { backupStatus } from '@/server/backup/status';
import { countNewRequests } from '@/server/contact/inbox/list';
import { nextScheduled } from '@/server/publication/overview';

import { may } from '@/server/auth/roles';

import { currentAdminSession, requireAdminPage } from '../_lib/auth';
import { adminLocale } from '../_lib/locale';
import { screens } from '../_lib/screens';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminDashboard' });
  return { title: t('title') };
}

/** How many publications and unpublications to come the dashboard lists. */
const scheduledShown = 8;

/**
 * /admin/dashboard: where each part of the back office starts, what is scheduled to go on or off the site, and
 * signing out everywhere.
 */
export default async function DashboardPage() {
  const admin = await requireAdminPage('/admin/dashboard', 'self');
  const locale = await adminLocale();
  const [t, newRequests, backup, scheduled] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminDashboard' }),
    may(admin, 'inbox') ? countNewRequests() : 0,
    backupStatus(),
    may(admin, 'content') ? nextScheduled(locale, scheduledShown) : null,
  ]);
  // The website's content in the first row, the office's own matters in the second (three columns on a wide
  // screen): those the account's role may use.
  const sections = screens.filter((screen) => may(admin, screen.need));
  const size = new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  const previous = (await currentAdminSession())?.session.previousLogin ?? null;

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
          <p className="mt-1 text-steel-700">{t('welcome', { username: admin.username })}</p>
          <p className="mt-1 text-sm text-steel-700" data-testid="previous-login">
            {previous
              ? t('previousLogin', {
                  date: formatDate(locale, previous.at, 'moment'),
                  address: previous.address ?? '?',
                })
              : t('firstLogin')}
          </p>
        </div>
        {/* Logging out of this session is in the menu. */}
        <LogoutButton everywhere />
      </div>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {sections.map((section) => (
          <li key={section.key}>
            <Link
              href={section.href}
              className="block h-full rounded-sm border border-steel-100 bg-white p-6 hover:border-signal"
            >
              <h2 className="text-lg font-semibold">{t(`${section.key}.title`)}</h2>
              <p className="mt-2 text-sm text-steel-700">{t(`${section.key}.text`)}</p>
              {section.key === 'inbox' && (
                <p
                  className={`mt-3 text-sm font-semibold ${newRequests > 0 ? 'text-signal' : 'text-steel-700'}`}
                  data-testid="new-requests"
                >
                  {t('inbox.new', { count: newRequests })}
                </p>
              )}
            </Link>
          </li>
        ))}
      </ul>
      {scheduled && <ScheduledList events={scheduled.events} more={scheduled.more} locale={locale} />}
      {may(admin, 'accounts') && (
        <section className="mt-8 rounded-sm border border-steel-100 bg-white p-6" data-testid="backups">
          <h2 className="text-lg font-semibold">{t('backups.title')}</h2>
          {backup.last?.ok && (
            <p className="mt-2 text-sm text-steel-700">
              {t('backups.last', {
                date: formatDate(locale, backup.last.at, 'moment'),
                size: size.format((backup.last.size ?? 0) / 1e6),
                where: backup.last.where,
              })}
            </p>
          )}
          {backup.warning && (
            <p className="mt-2 text-sm font-semibold text-signal" role="status">
              {backup.warning === 'failed'
                ? t('backups.failed', {
                    date: formatDate(locale, backup.last!.at, 'moment'),
                    error: backup.last!.error ?? '',
                  })
                : t(`backups.${backup.warning}`)}
            </p>
          )}
          {backup.off && <p className="mt-2 text-sm text-steel-700">{t('backups.off')}</p>}
          {!backup.off && <p className="mt-2 text-sm text-steel-700">{t('backups.help')}</p>}
        </section>
      )}
    </>
  );
}

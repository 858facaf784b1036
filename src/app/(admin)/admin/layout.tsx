import '../../admin.css';

import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';

import { adminClientMessages } from '@/components/admin/admin-messages';
import { AdminLanguage } from '@/components/admin/AdminLanguage.client';
import { AdminMenu, type AdminMenuItem } from '@/components/admin/AdminMenu.client';
import { ErrorLineProvider } from '@/components/admin/ErrorLine.client';
import { DraftNotice, SessionEndRedirect } from '@/components/admin/FormDrafts.client';
import { ReauthProvider } from '@/components/admin/ReauthDialog.client';
import { LogoutButton } from '@/components/admin/LogoutButton.client';
import { LeaveWarningProvider } from '@/components/admin/LeaveWarning.client';
import { company } from '@/config/company';
import { dateFormats } from '@/i18n/dates';
import { loadMessages } from '@/i18n/messages';
import { countNewRequests } from '@/server/contact/inbox/list';

import { may, type Permission } from '@/server/auth/roles';

import { reauthenticateAction } from './_actions/auth';
import { currentAdmin } from './_lib/auth';
import { adminLocale } from './_lib/locale';
import { screens } from './_lib/screens';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminLayout' });
  return { title: { default: t('title'), template: `%s | ${t('title')}` }, robots: { index: false, follow: false } };
}

/** The back office: its own root layout, in the administrator's language, never indexed or cached. */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const locale = await adminLocale();
  const [t, admin, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminLayout' }),
    currentAdmin(),
    loadMessages(locale),
  ]);
  // Signed in only, and allowed to read the inbox: the login page tells nothing about it.
  const newRequests = admin && may(admin, 'inbox') ? await countNewRequests() : 0;
  const [titles, search] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminDashboard' }),
    getTranslations({ locale, namespace: 'Search' }),
  ]);
  const inboxBadge = newRequests > 0 && (
    <span className="rounded-full bg-signal px-2 py-0.5 text-xs font-semibold text-white tabular-nums">
      <span aria-hidden="true">{newRequests}</span>
      <span className="sr-only">{t('newRequests', { count: newRequests })}</span>
    </span>
  );
  // The screens the account's role may use; an account that must first enrol in two-factor sign-in has its own.
  const allowed = (need: Permission) => !!admin && !admin.mustEnrol && may(admin, need);
  const menu: AdminMenuItem[] = [
    ...(admin?.mustEnrol ? [] : [{ href: '/admin/dashboard', label: titles('title') }]),
    ...screens
      .filter((screen) => allowed(screen.need))
      .map((screen) =>
        screen.key === 'inbox'
          ? {
              href: newRequests > 0 ? '/admin/inbox?state=new' : screen.href,
              label: titles('inbox.title'),
              badge: inboxBadge,
            }
          : { href: screen.href, label: titles(`${screen.key}.title`) },
      ),
    ...(allowed('content') ? [{ href: '/admin/searches', label: search('adminTitle') }] : []),
    { href: '/admin/account', label: t('account') },
  ];
  return (
    <html lang={locale}>
      <body className="min-h-dvh bg-steel-50">
        {/* The client components' texts: the admin's namespaces only, in the admin's language. */}
        <NextIntlClientProvider
          locale={locale}
          messages={adminClientMessages(messages)}
          timeZone={company.timeZone}
          formats={{ dateTime: dateFormats }}
        >
          <header className="border-b border-steel-100 bg-anthracite text-white">
            {/* On a phone the links go under the company's name rather than past the screen's edge. */}
            <div className="mx-auto flex min-h-14 max-w-6xl flex-wrap items-center justify-between gap-x-3 gap-y-1 px-6 py-2 sm:gap-x-4">
              <span className="text-sm leading-tight font-semibold whitespace-nowrap sm:text-base">
                {company.name} <span className="hidden font-normal text-steel-300 sm:inline">· {t('title')}</span>
              </span>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 sm:gap-x-4">
                <AdminLanguage locale={locale} />
                <a href={`/${locale}`} className="text-sm whitespace-nowrap text-steel-300 hover:text-white">
                  {t('viewSite')}
                </a>
              </div>
            </div>
          </header>
          {admin && <AdminMenu label={t('menu')} toggle={t('menuToggle')} items={menu} end={<LogoutButton />} />}
          <main id="main" className="mx-auto max-w-6xl px-6 py-10">
            <LeaveWarningProvider>
              <ReauthProvider reauthenticate={reauthenticateAction}>
                <SessionEndRedirect />
                <DraftNotice />
                <ErrorLineProvider>{children}</ErrorLineProvider>
              </ReauthProvider>
            </LeaveWarningProvider>
          </main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

import { AccountManager } from '@/components/admin/AccountManager.client';
import { AdminPageHeading } from '@/components/admin/AdminPageHeading';
import { formatDate } from '@/i18n/dates';
import { listAccounts } from '@/server/auth/accounts';

import { requireAdminPage } from '../_lib/auth';
import { adminLocale } from '../_lib/locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminAccounts' });
  return { title: t('title') };
}

/** /admin/accounts: the staff accounts; create, deactivate, reactivate and delete them. */
export default async function AccountsPage() {
  const admin = await requireAdminPage('/admin/accounts');
  const locale = await adminLocale();
  const [t, accounts] = await Promise.all([getTranslations({ locale, namespace: 'AdminAccounts' }), listAccounts()]);

  return (
    <>
      <AdminPageHeading title={t('title')} intro={t('intro')} />
      <p className="mt-2">
        <Link href="/admin/account" className="text-sm font-medium text-signal hover:text-anthracite">
          {t('ownAccount')}
        </Link>
      </p>
      <AccountManager
        selfId={admin.id}
        accounts={accounts.map((account) => ({
          ...account,
          lastLogin: account.lastLoginAt ? formatDate(locale, account.lastLoginAt, 'moment') : null,
        }))}
      />
    </>
  );
}

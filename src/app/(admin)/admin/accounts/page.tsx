import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

import { AccountManager } from '@/components/admin/AccountManager.client';
import { AdminPageHeading } from '@/components/admin/AdminPageHeading';
import { formatDate } from '@/i18n/dates';
import { listAccounts } from '@/server/auth/accounts';
import { securitySettings } from '@/server/auth/security-settings';

import { passwordStrengthAction } from '../_actions/auth';
import { requireAdminPage } from '../_lib/auth';
import { adminLocale } from '../_lib/locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminAccounts' });
  return { title: t('title') };
}

/**
 * /admin/accounts (owners only): the staff accounts and their roles; create, change the role of, deactivate,
 * reactivate and delete them, give another a new first password; and the security settings.
 */
export default async function AccountsPage() {
  const admin = await requireAdminPage('/admin/accounts', 'accounts');
  const locale = await adminLocale();
  const [t, accounts, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminAccounts' }),
    listAccounts(),
    securitySettings(),
  ]);

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
        requireTwoFactor={settings.requireTwoFactor}
        score={passwordStrengthAction}
        accounts={accounts.map((account) => ({
          ...account,
          lastLogin: account.lastLoginAt ? formatDate(locale, account.lastLoginAt, 'moment') : null,
        }))}
      />
    </>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { AccountSessions } from '@/components/admin/AccountSessions';
import { AdminPageHeading } from '@/components/admin/AdminPageHeading';
import { OwnEmailForm } from '@/components/admin/OwnEmailForm.client';
import { PasswordChangeForm } from '@/components/admin/PasswordChangeForm.client';
import { TwoFactorSettings } from '@/components/admin/TwoFactorSettings.client';
import { ownEmail } from '@/server/auth/password-reset';
import { listSessions } from '@/server/auth/sessions';
import { twoFactorStatus } from '@/server/auth/two-factor';

import { passwordStrengthAction } from '../_actions/auth';
import { currentAdminSession, requireAdminPage } from '../_lib/auth';
import { adminLocale } from '../_lib/locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminAccount' });
  return { title: t('title') };
}

/**
 * /admin/account: the signed-in person's own password, e-mail address (for a forgotten password), two-factor
 * sign-in and open sessions.
 */
export default async function AccountPage() {
  const admin = await requireAdminPage('/admin/account');
  const current = (await currentAdminSession())!;
  const locale = await adminLocale();
  const [t, status, email, sessions] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminAccount' }),
    twoFactorStatus(admin.id),
    ownEmail(admin.id),
    listSessions(admin.id, current.session.id),
  ]);
  return (
    <>
      <AdminPageHeading title={t('title')} intro={t('intro')} />
      <PasswordChangeForm score={passwordStrengthAction} username={admin.username} />
      <OwnEmailForm email={email} />
      <TwoFactorSettings enabled={status.enabled} recoveryCodesLeft={status.recoveryCodesLeft} />
      <AccountSessions sessions={sessions} locale={locale} />
    </>
  );
}

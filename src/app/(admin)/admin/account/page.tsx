import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { AdminPageHeading } from '@/components/admin/AdminPageHeading';
import { PasswordChangeForm } from '@/components/admin/PasswordChangeForm.client';
import { TwoFactorSettings } from '@/components/admin/TwoFactorSettings.client';
import { twoFactorStatus } from '@/server/auth/two-factor';

import { requireAdminPage } from '../_lib/auth';
import { adminLocale } from '../_lib/locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminAccount' });
  return { title: t('title') };
}

/** /admin/account: the signed-in person's own password and two-factor sign-in. */
export default async function AccountPage() {
  const admin = await requireAdminPage('/admin/account', 'self');
  const locale = await adminLocale();
  const [t, status] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminAccount' }),
    twoFactorStatus(admin.id),
  ]);
  return (
    <>
      <AdminPageHeading title={t('title')} intro={t('intro')} />
      <PasswordChangeForm />
      <TwoFactorSettings enabled={status.enabled} recoveryCodesLeft={status.recoveryCodesLeft} />
    </>
  );
}

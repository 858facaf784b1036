import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { AdminPageHeading } from '@/components/admin/AdminPageHeading';
import { type PasswordChangeLabels, PasswordChangeForm } from '@/components/admin/PasswordChangeForm.client';
import { type TwoFactorLabels, TwoFactorSettings } from '@/components/admin/TwoFactorSettings.client';
import { twoFactorStatus } from '@/server/auth/two-factor';

import { requireAdminPage } from '../_lib/auth';
import { adminLocale } from '../_lib/locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminAccount' });
  return { title: t('title') };
}

const labelKeys = [
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'submit',
  'saved',
  'wrong',
  'mismatch',
  'tooShort',
  'tooCommon',
  'required',
] as const satisfies readonly (keyof PasswordChangeLabels)[];

const twoFactorKeys = [
  'title',
  'off',
  'on',
  'setUp',
  'scan',
  'qrAlt',
  'manual',
  'code',
  'confirm',
  'cancel',
  'wrongCode',
  'recoveryTitle',
  'recoveryText',
  'done',
  'proof',
  'proofHint',
  'wrongProof',
  'regenerate',
  'disable',
  'required',
] as const satisfies readonly (keyof TwoFactorLabels)[];

/** /admin/account: the signed-in person's own password and two-factor sign-in. */
export default async function AccountPage() {
  const admin = await requireAdminPage('/admin/account');
  const locale = await adminLocale();
  const [t, t2, status] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminAccount' }),
    getTranslations({ locale, namespace: 'AdminTwoFactor' }),
    twoFactorStatus(admin.id),
  ]);
  const labels = Object.fromEntries(labelKeys.map((key) => [key, t(key)])) as PasswordChangeLabels;
  const twoFactorLabels = {
    ...Object.fromEntries(twoFactorKeys.map((key) => [key, t2(key)])),
    codesLeft: t2('codesLeft', { count: status.recoveryCodesLeft }),
  } as TwoFactorLabels;
  return (
    <>
      <AdminPageHeading back={t('back')} title={t('title')} intro={t('intro')} />
      <PasswordChangeForm labels={labels} />
      <TwoFactorSettings enabled={status.enabled} labels={twoFactorLabels} />
    </>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { AdminPageHeading } from '@/components/admin/AdminPageHeading';
import { type PasswordChangeLabels, PasswordChangeForm } from '@/components/admin/PasswordChangeForm.client';

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

/** /admin/account: the signed-in person's own password. */
export default async function AccountPage() {
  await requireAdminPage('/admin/account');
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminAccount' });
  const labels = Object.fromEntries(labelKeys.map((key) => [key, t(key)])) as PasswordChangeLabels;
  return (
    <>
      <AdminPageHeading back={t('back')} title={t('title')} intro={t('intro')} />
      <PasswordChangeForm labels={labels} />
    </>
  );
}

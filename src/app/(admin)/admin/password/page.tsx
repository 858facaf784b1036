import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { AdminPageHeading } from '@/components/admin/AdminPageHeading';
import { PasswordChangeForm } from '@/components/admin/PasswordChangeForm.client';

import { passwordStrengthAction } from '../_actions/auth';
import { currentSessionOfRequest, safeNext } from '../_lib/auth';
import { adminLocale } from '../_lib/locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminFirstPassword' });
  return { title: t('title') };
}

/**
 * /admin/password: an account that logged in with a first password (one someone else chose) chooses its own, the
 * only screen its session may open; then on to the page it came for (`next`).
 */
export default async function FirstPasswordPage({ searchParams }: PageProps<'/admin/password'>) {
  const next = safeNext((await searchParams).next);
  const current = await currentSessionOfRequest();
  if (!current) redirect(`/admin/login?${new URLSearchParams({ next })}`);
  if (!current.session.mustChangePassword) redirect(next);
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminFirstPassword' });
  return (
    <>
      <AdminPageHeading title={t('title')} intro={t('intro')} />
      <PasswordChangeForm score={passwordStrengthAction} username={current.admin.username} first={{ next }} />
    </>
  );
}

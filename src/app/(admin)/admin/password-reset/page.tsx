import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

import { PasswordResetForm } from '@/components/admin/PasswordResetForm.client';
import { isResetTokenValid } from '@/server/auth/password-reset';

import { passwordStrengthAction, resetPasswordAction } from '../_actions/auth';
import { adminLocale } from '../_lib/locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminPasswordReset' });
  return { title: t('title') };
}

/** /admin/password-reset?token=…: the page of a forgotten password's link; a used or expired link says so. */
export default async function PasswordResetPage({ searchParams }: PageProps<'/admin/password-reset'>) {
  const token = (await searchParams).token;
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminPasswordReset' });
  const valid = typeof token === 'string' && token.length <= 100 && (await isResetTokenValid(token));
  return (
    <div className="mx-auto max-w-sm rounded-sm border border-steel-100 bg-white p-8">
      <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
      {valid ? (
        <>
          <p className="mt-4 text-sm text-steel-700">{t('intro')}</p>
          <div className="mt-6">
            <PasswordResetForm token={token} reset={resetPasswordAction} score={passwordStrengthAction} />
          </div>
        </>
      ) : (
        <>
          <p role="alert" className="mt-4 text-sm text-red-800">
            {t('invalidLink')}
          </p>
          <p className="mt-6 text-sm">
            <Link href="/admin/forgot-password" className="text-steel-700 underline hover:text-signal">
              {t('askAgain')}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

import { ForgotPasswordForm } from '@/components/admin/ForgotPasswordForm.client';
import { passwordResetAvailable } from '@/server/auth/password-reset';

import { adminLocale } from '../_lib/locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminForgotPassword' });
  return { title: t('title') };
}

/**
 * /admin/forgot-password: with mail configured, the username, and a link by e-mail (the same answer whether or not
 * the name exists); without, who can help instead: an owner, or `npm run admin` on the server.
 */
export default async function ForgotPasswordPage() {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminForgotPassword' });
  const mail = passwordResetAvailable();
  return (
    <div className="mx-auto max-w-sm rounded-sm border border-steel-100 bg-white p-8">
      <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
      {mail ? (
        <>
          <p className="mt-4 text-sm text-steel-700">{t('intro')}</p>
          <div className="mt-6">
            <ForgotPasswordForm />
          </div>
        </>
      ) : (
        <p className="mt-4 text-sm text-steel-700" data-testid="no-mail">
          {t.rich('noMail', {
            command: (chunks) => <code className="font-mono text-anthracite">{chunks}</code>,
          })}
        </p>
      )}
      <p className="mt-6 text-sm">
        <Link href="/admin/login" className="text-steel-700 underline hover:text-signal">
          {t('back')}
        </Link>
      </p>
    </div>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { ForgetAdminMarker } from '@/components/admin/ForgetAdminMarker.client';
import { LoginForm } from '@/components/admin/LoginForm.client';

import { currentAdmin, currentSessionOfRequest, firstPasswordPath, safeNext } from '../_lib/auth';
import { adminLocale } from '../_lib/locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminLogin' });
  return { title: t('title') };
}

/**
 * /admin/login: username and password; an administrator already logged in goes on at once (to choose their own
 * password first, when they signed in with a first one). `?ended=1`: a session ended while a form was being
 * edited, whose text is kept in the tab until `next` shows it again. "Forgot your password?" leads to the link by
 * e-mail, or, without mail, to what to do instead.
 */
export default async function LoginPage({ searchParams }: PageProps<'/admin/login'>) {
  const params = await searchParams;
  const next = safeNext(params.next);
  if (await currentAdmin()) redirect(next);
  if ((await currentSessionOfRequest())?.session.mustChangePassword) {
    redirect(`${firstPasswordPath}?${new URLSearchParams({ next })}`);
  }
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminLogin' });
  const ended = params.ended === '1';

  return (
    <div className="mx-auto max-w-sm rounded-sm border border-steel-100 bg-white p-8">
      <ForgetAdminMarker />
      <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
      {ended && (
        <p
          role="status"
          className="mt-4 rounded-sm border border-amber-600 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {t('sessionEnded')}
        </p>
      )}
      <div className="mt-6">
        <LoginForm next={next} />
      </div>
      <p className="mt-6 text-sm">
        <Link href="/admin/forgot-password" className="text-steel-700 underline hover:text-signal">
          {t('forgot')}
        </Link>
      </p>
    </div>
  );
}

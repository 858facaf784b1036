import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { ForgetAdminMarker } from '@/components/admin/ForgetAdminMarker.client';
import { LoginForm } from '@/components/admin/LoginForm.client';

import { currentAdmin, safeNext } from '../_lib/auth';
import { adminLocale } from '../_lib/locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminLogin' });
  return { title: t('title') };
}

/** /admin/login: username and password; an administrator already logged in goes on at once. */
export default async function LoginPage({ searchParams }: PageProps<'/admin/login'>) {
  const next = safeNext((await searchParams).next);
  if (await currentAdmin()) redirect(next);
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminLogin' });

  return (
    <div className="mx-auto max-w-sm rounded-sm border border-steel-100 bg-white p-8">
      <ForgetAdminMarker />
      <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
      <div className="mt-6">
        <LoginForm next={next} />
      </div>
    </div>
  );
}

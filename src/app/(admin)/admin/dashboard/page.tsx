import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

import { LogoutButton } from '@/components/admin/LogoutButton.client';

import { requireAdminPage } from '../_lib/auth';
import { adminLocale } from '../_lib/locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminDashboard' });
  return { title: t('title') };
}

const sections = [
  { key: 'categories', href: '/admin/category' },
  { key: 'machines', href: '/admin/machine' },
  { key: 'news', href: '/admin/news' },
  { key: 'inbox', href: '/admin/inbox' },
] as const;

/** /admin/dashboard: where each part of the back office starts, and logout. */
export default async function DashboardPage() {
  const admin = await requireAdminPage('/admin/dashboard');
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminDashboard' });

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
          <p className="mt-1 text-steel-700">{t('welcome', { username: admin.username })}</p>
        </div>
        <LogoutButton label={t('logout')} />
      </div>
      <ul className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        {sections.map((section) => (
          <li key={section.key}>
            <Link
              href={section.href}
              className="block h-full rounded-sm border border-steel-100 bg-white p-6 hover:border-signal"
            >
              <h2 className="text-lg font-semibold">{t(`${section.key}.title`)}</h2>
              <p className="mt-2 text-sm text-steel-700">{t(`${section.key}.text`)}</p>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { loadOrNotFound } from '@/app/_lib/load-or-not-found';
import { HistoryScreen } from '@/components/admin/HistoryScreen';
import { freshCategory } from '@/server/catalogue/categories';

import { adminWhoMay, requireAdminPage } from '../../../_lib/auth';
import { adminLocale } from '../../../_lib/locale';

type Props = PageProps<'/admin/category/[id]/history'>;

export async function generateMetadata(): Promise<Metadata> {
  if (!(await adminWhoMay('content'))) return {};
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminHistory' });
  return { title: t('categoryTitle') };
}

/** /admin/category/{id}/history: every change of the category's names, to restore from. */
export default async function CategoryHistoryPage({ params, searchParams }: Props) {
  const { id } = await params;
  await requireAdminPage(`/admin/category/${id}/history`, 'content');
  const locale = await adminLocale();
  const [t, category] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminHistory' }),
    loadOrNotFound(id, (found) => freshCategory(found, locale)),
  ]);
  return (
    <HistoryScreen
      kind="category"
      id={category.id}
      version={category.version}
      title={t('heading', { name: category.name })}
      back={{ label: t('backToCategories'), href: '/admin/category' }}
      path={`/admin/category/${category.id}/history`}
      query={await searchParams}
      locale={locale}
    />
  );
}

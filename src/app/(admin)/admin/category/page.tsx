import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { AdminPageHeading } from '@/components/admin/AdminPageHeading';

import { CategoryManager } from '@/components/admin/CategoryManager.client';
import { TranslationEditingProvider } from '@/components/admin/TranslationEditing.client';
import { listCategories, machinesOfCategories } from '@/server/catalogue/categories';
import { editMarks } from '@/server/history';
import { itemTranslations } from '@/server/translations';
import { suggestionsAvailable } from '@/server/translations/suggestions';

import { editableLanguages, may } from '@/server/auth/roles';

import { requireAdminPage } from '../_lib/auth';
import { adminLocale } from '../_lib/locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminCategories' });
  return { title: t('title') };
}

/**
 * /admin/category: add a category in five languages, edit the names and the priority in place, delete (naming the
 * machines that use it).
 */
export default async function CategoriesPage() {
  const admin = await requireAdminPage('/admin/category', 'texts');
  const locale = await adminLocale();
  const [t, listed, machines, translations] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminCategories' }),
    listCategories(locale),
    machinesOfCategories(locale),
    itemTranslations('category'),
  ]);
  // Each row's saves are based on the latest change of its category that the screen shows.
  const marks = await editMarks(
    'category',
    listed.map((category) => category.id),
  );
  const categories = listed.map((category) => ({ ...category, version: marks.get(category.id) ?? 0 }));

  return (
    <TranslationEditingProvider
      items={translations}
      suggest={suggestionsAvailable()}
      locale={locale}
      editable={editableLanguages(admin)}
      manage={may(admin, 'content')}
    >
      <AdminPageHeading title={t('title')} intro={t('intro')} />
      <CategoryManager categories={categories} machines={machines} locale={locale} />
    </TranslationEditingProvider>
  );
}

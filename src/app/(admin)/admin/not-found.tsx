import { getTranslations } from 'next-intl/server';

import { NotFoundView } from '@/components/NotFoundView';

import { adminLocale } from './_lib/locale';

/** An admin screen of something that does not exist (a deleted machine, a mistyped id), in the admin's language. */
export default async function AdminNotFound() {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'NotFound' });
  return <NotFoundView code={t('code')} title={t('title')} message={t('message')} home={{ href: '/admin/dashboard', label: t('home') }} />;
}

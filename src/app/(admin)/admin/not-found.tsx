import { getTranslations } from 'next-intl/server';

import { NotFoundView } from '@/components/NotFoundView';

import { adminLocale } from './_lib/locale';

/** An admin item that does not exist (a deleted article, a mistyped id), in the admin's language. */
export default async function AdminNotFound() {
  const locale = await adminLocale();
  const [t, admin] = await Promise.all([
    getTranslations({ locale, namespace: 'NotFound' }),
    getTranslations({ locale, namespace: 'AdminNotFound' }),
  ]);
  return (
    <NotFoundView
      code={t('code')}
      title={t('title')}
      message={t('message')}
      home={{ href: '/admin/dashboard', label: admin('back') }}
    />
  );
}

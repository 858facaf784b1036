import { getLocale, getTranslations } from 'next-intl/server';

import { NotFoundView } from '@/components/NotFoundView';

export default async function LocaleNotFound() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('NotFound')]);
  return (
    <NotFoundView
      code={t('code')}
      title={t('title')}
      message={t('message')}
      home={{ href: `/${locale}`, label: t('home') }}
    />
  );
}

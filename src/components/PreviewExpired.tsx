import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/i18n/locales';
import { pathOf } from '@/i18n/paths';

import { NotFoundPage } from './NotFoundPage';
import { NotFoundView } from './NotFoundView';

/**
 * What a preview link opens once it no longer opens a draft (expired, altered, or its item deleted since): a 404
 * that says so in the link's language and whom to ask for a new one, and nothing of the item it named.
 */
export async function PreviewExpired({ locale }: { locale: Locale }) {
  const [t, notFound] = await Promise.all([
    getTranslations({ locale, namespace: 'PreviewExpired' }),
    getTranslations({ locale, namespace: 'NotFound' }),
  ]);
  return (
    <NotFoundPage locale={locale}>
      <NotFoundView
        code={notFound('code')}
        title={t('title')}
        message={t('message')}
        home={{ href: pathOf(locale, 'home'), label: notFound('home') }}
      />
    </NotFoundPage>
  );
}

/** Its title, and that no search engine may keep it. */
export async function previewExpiredMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'PreviewExpired' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

import { getTranslations } from 'next-intl/server';

import { adminLocale } from '../../_lib/locale';

/** Shown while an article loads. */
export default async function Loading() {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminNewsArticle' });
  return (
    <p role="status" className="text-steel-700">
      {t('loading')}
    </p>
  );
}

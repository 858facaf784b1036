import { getTranslations } from 'next-intl/server';

import { adminLocale } from '../../_lib/locale';

/** Shown while the machine loads. */
export default async function Loading() {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminMachine' });
  return (
    <p role="status" className="py-10 text-steel-700">
      {t('loading')}
    </p>
  );
}

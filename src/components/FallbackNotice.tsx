import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/i18n/locales';

/**
 * A discreet line under the title of a machine or an article whose text is not written in the page's language
 * yet, and is shown in another one meanwhile: the visitor learns why, in their own language.
 */
export async function FallbackNotice({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'FallbackNotice' });
  return (
    <p data-testid="fallback-notice" className="mt-2 text-sm text-steel-700 italic">
      {t('text')}
    </p>
  );
}

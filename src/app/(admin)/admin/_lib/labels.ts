import 'server-only';

import { getTranslations } from 'next-intl/server';

import type { ActionError } from './action';
import type { Locale } from '@/i18n/locales';

/** What each failure of an admin action says to the office worker, in their language. */
export async function adminErrorLabels(locale: Locale): Promise<Record<ActionError, string>> {
  const t = await getTranslations({ locale, namespace: 'AdminErrors' });
  return { unauthorized: t('unauthorized'), notFound: t('notFound'), invalid: t('invalid'), tooLarge: t('tooLarge'), unexpected: t('unexpected') };
}

/** The strings of the language tabs of a form's localized fields. */
export async function languageTabsLabels(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'LanguageTabs' });
  return { invalid: t('invalid'), required: t('required'), tooLong: t('tooLong') };
}

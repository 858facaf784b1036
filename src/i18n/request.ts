import { getRequestConfig } from 'next-intl/server';

import { localeOrFallback } from './locales';
import { loadMessages } from './messages';

export default getRequestConfig(async ({ requestLocale }) => {
  const locale = localeOrFallback(await requestLocale);
  return { locale, messages: await loadMessages(locale) };
});

import { getRequestConfig } from 'next-intl/server';

import { localeOrFallback } from './locales';

export default getRequestConfig(async ({ requestLocale }) => {
  const locale = localeOrFallback(await requestLocale);
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});

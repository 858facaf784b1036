import { getRequestConfig } from 'next-intl/server';

import { company } from '@/config/company';

import { dateFormats } from './dates';
import { localeOrFallback } from './locales';
import { loadMessages } from './messages';

export default getRequestConfig(async ({ requestLocale }) => {
  const locale = localeOrFallback(await requestLocale);
  // The office's time zone and the site's date styles, for anything next-intl formats (src/i18n/dates.ts).
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: company.timeZone,
    formats: { dateTime: dateFormats },
  };
});

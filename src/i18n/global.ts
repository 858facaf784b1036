import type en from '../../messages/en.json';
import type { dateFormats } from './dates';
import type { locales } from './locales';

/**
 * next-intl's types for this app: the five locales, and the English catalogue as the shape of every catalogue
 * (src/i18n/messages.test.ts checks that the others have its keys and arguments). A key given to `t` or a
 * namespace given to `getTranslations` that is not in the catalogues fails the type check. A message's
 * arguments are not checked: the JSON import types every text as `string`.
 */
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof locales)[number];
    Messages: typeof en;
    Formats: { dateTime: typeof dateFormats };
  }
}

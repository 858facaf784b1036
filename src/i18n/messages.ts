import type { Messages } from 'next-intl';

import type { Locale } from './locales';

/** The message catalogue of `locale`: for next-intl's request config, and for texts made outside a page (PDFs). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await import(`../../messages/${locale}.json`)).default as Messages;
}

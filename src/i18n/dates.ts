import { company } from '@/config/company';

import { formatLocale, type Locale } from './locales';

/**
 * The ways the site writes a date, by name; next-intl has them too (`formats` in request.ts), so that a
 * `getFormatter()` or a message's `{at, date, day}` says the same. The examples are en's.
 */
export const dateFormats = {
  /** `25 November 2026` */
  day: { dateStyle: 'long' },
  /** `25 Nov 2026, 14:03` */
  moment: { dateStyle: 'medium', timeStyle: 'short' },
  /** `Wednesday, 25 November 2026 at 14:03:00 CET` */
  full: { dateStyle: 'full', timeStyle: 'long' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof dateFormats;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone: company.timeZone });
    formatters.set(key, found);
  }
  return found;
}

/**
 * `date` written in `style` for `locale`, in the office's time zone. It uses the locale's Swiss form
 * (`formatLocale`: en-CH writes `25 November 2026` where en writes `November 25, 2026`), which a request's
 * `getFormatter()` cannot, its locale being the bare language; so pages, mails and the datasheet all call this.
 */
export function formatDate(locale: Locale, date: Date | string | number, style: DateStyle): string {
  return formatter(formatLocale[locale], dateFormats[style]).format(new Date(date));
}

/** `date` as a spreadsheet reads it without asking, in the office's time: `2026-11-25 14:03` (Sweden's form). */
export function spreadsheetDate(date: Date | string | number): string {
  return formatter('sv-SE', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(date));
}

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
  /** `12 March 2027 at 09:00`: a time set ahead, read without a second look (what is scheduled) */
  appointment: { dateStyle: 'long', timeStyle: 'short' },
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

/** The office's day of `date` in ISO form, `2026-11-25`: what a date field (`<input type="date">`) shows. */
export function officeDay(date: Date | string | number): string {
  return formatter('sv-SE', { dateStyle: 'short' }).format(new Date(date));
}

/** How far the office's clock is ahead of UTC at `instant`, in milliseconds (one or two hours in Switzerland). */
function officeOffset(instant: number): number {
  const parts = formatter('en-US', {
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((found) => found.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The moment the office's day `day` (`2026-11-25`) begins: a date picked without a time is that day wherever it is
 * shown in the office's time zone, as every date of the site is.
 */
export function startOfOfficeDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, date);
  // The offset at UTC midnight may differ from the offset at the office's midnight on a day the clocks change.
  const guess = midnightUtc - officeOffset(midnightUtc);
  return new Date(midnightUtc - officeOffset(guess));
}

/**
 * The moment of the office's clock time `local` (`2026-03-15T09:30`, as `<input type="datetime-local">` gives it):
 * Swiss time, summer or winter.
 */
export function officeTime(local: string): Date {
  const [day, time] = local.split('T') as [string, string];
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, date, hour, minute);
  const guess = asUtc - officeOffset(asUtc);
  return new Date(asUtc - officeOffset(guess));
}

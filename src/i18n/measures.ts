/**
 * Numbers of measures as the Swiss write them in each language: `1 500 mm` in French (a narrow no-break space
 * between thousands), `1’500 mm` in German and Italian (and in English here), a range `2–200 mm`. Written from the
 * exact decimal text, never through a float; the number and its unit never part at a line's end.
 */
import type { Measure } from '@/schemas/measure';
import { type Unit, units } from '@/schemas/units';

import type { Locale } from './locales';

const narrowSpace = '\u202f';

const separators: Record<Locale, { group: string; decimal: string }> = {
  en: { group: '’', decimal: '.' },
  fr: { group: narrowSpace, decimal: ',' },
  de: { group: '’', decimal: '.' },
  it: { group: '’', decimal: '.' },
  es: { group: narrowSpace, decimal: ',' },
};

/** A decimal's canonical text (`"1500.5"`, see `toDecimal`) in the Swiss form of `locale`. */
export function formatDecimal(decimal: string, locale: Locale): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(decimal);
  if (!match) return decimal;
  const [, sign, whole, fraction = ''] = match;
  const { group, decimal: point } = separators[locale];
  const grouped = whole!.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const decimals = fraction.replace(/0+$/, '');
  return `${sign ? '−' : ''}${grouped}${decimals ? `${point}${decimals}` : ''}`;
}

/** A unit's symbol. */
export const unitSymbol = (unit: string) => units[unit as Unit]?.symbol ?? unit;

/** A measure as `locale` writes it: `1’500 mm`, `2–200 mm`. */
export function formatMeasure(measure: Pick<Measure, 'min' | 'max' | 'unit'>, locale: Locale): string {
  const value =
    measure.max === null || measure.max === measure.min
      ? formatDecimal(measure.min, locale)
      : `${formatDecimal(measure.min, locale)}–${formatDecimal(measure.max, locale)}`;
  return `${value}\u00a0${unitSymbol(measure.unit)}`;
}

/** A price in francs as `locale` writes it: `CHF 12’500`, `CHF 12’500.50`, `CHF 12\u202f500,50`. */
export function formatPrice(decimal: string, locale: Locale): string {
  const [whole, fraction] = decimal.split('.');
  const amount = formatDecimal(whole!, locale);
  return `CHF\u00a0${fraction ? `${amount}${separators[locale].decimal}${fraction.padEnd(2, '0')}` : amount}`;
}

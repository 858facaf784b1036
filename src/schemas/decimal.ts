/**
 * Exact decimals as text: what a measure and a range filter of the listing hold (`numeric(15, 6)` in the database).
 * Kept free of zod, like `units.ts`: the listing's filter form reads it in the browser.
 */

const decimalForm = /^(-?)(\d{1,9})(?:\.(\d{1,6}))?$/;

/**
 * The canonical decimal text of `value` (`"1500"`, `"-0.25"`: no leading or trailing zeros, no exponent), or null
 * for what is no such number (`1e309` is Infinity, `"1,5"`, `"abc"`, 10 digits before the point, 7 after).
 */
export function toDecimal(value: unknown): string | null {
  let written: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // The shortest text that reads back as this number: what the sender wrote, for up to 15 digits.
    written = String(value);
  } else if (typeof value === 'string') written = value.trim();
  else return null;
  const match = decimalForm.exec(written);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const digits = whole!.replace(/^0+(?=\d)/, '');
  const decimals = fraction.replace(/0+$/, '');
  const zero = digits === '0' && decimals === '';
  return `${sign && !zero ? '-' : ''}${digits}${decimals ? `.${decimals}` : ''}`;
}

/** A decimal text as an integer of millionths, to compare two of them exactly. */
export const millionths = (decimal: string): bigint => {
  const [whole, fraction = ''] = decimal.replace('-', '').split('.');
  const value = BigInt(`${whole}${fraction.padEnd(6, '0')}`);
  return decimal.startsWith('-') ? -value : value;
};

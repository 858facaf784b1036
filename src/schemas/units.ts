/**
 * The units a measured technical characteristic may have: a fixed list, each with the symbol shown on the site and
 * its UN/CEFACT code (Recommendation 20), which search engines read in `unitCode`. Kept free of zod: the admin's
 * browser reads it.
 */
export const units = {
  mm: { symbol: 'mm', unece: 'MMT' },
  cm: { symbol: 'cm', unece: 'CMT' },
  m: { symbol: 'm', unece: 'MTR' },
  m2: { symbol: 'm²', unece: 'MTK' },
  m3: { symbol: 'm³', unece: 'MTQ' },
  kg: { symbol: 'kg', unece: 'KGM' },
  t: { symbol: 't', unece: 'TNE' },
  N: { symbol: 'N', unece: 'NEW' },
  kN: { symbol: 'kN', unece: 'B47' },
  Nm: { symbol: 'N·m', unece: 'NU' },
  W: { symbol: 'W', unece: 'WTT' },
  kW: { symbol: 'kW', unece: 'KWT' },
  kVA: { symbol: 'kVA', unece: 'KVA' },
  V: { symbol: 'V', unece: 'VLT' },
  A: { symbol: 'A', unece: 'AMP' },
  Hz: { symbol: 'Hz', unece: 'HTZ' },
  bar: { symbol: 'bar', unece: 'BAR' },
  MPa: { symbol: 'MPa', unece: 'MPA' },
  l: { symbol: 'l', unece: 'LTR' },
  'l/min': { symbol: 'l/min', unece: 'L2' },
  'mm/min': { symbol: 'mm/min', unece: 'H81' },
  'm/min': { symbol: 'm/min', unece: '2X' },
  'mm/s': { symbol: 'mm/s', unece: 'C16' },
  rpm: { symbol: 'min⁻¹', unece: 'RPM' },
  degC: { symbol: '°C', unece: 'CEL' },
  s: { symbol: 's', unece: 'SEC' },
  min: { symbol: 'min', unece: 'MIN' },
  h: { symbol: 'h', unece: 'HUR' },
  percent: { symbol: '%', unece: 'P1' },
} as const;

export type Unit = keyof typeof units;

export const unitCodes = Object.keys(units) as Unit[];

export const isUnit = (value: unknown): value is Unit => typeof value === 'string' && Object.hasOwn(units, value);

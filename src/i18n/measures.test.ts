import { measureSchema, toDecimal } from '@/schemas/measure';

import { formatDecimal, formatMeasure, formatPrice } from './measures';

describe('a measure’s numbers', () => {
  it('are read as exact decimals, from a JSON number or a text', () => {
    expect(toDecimal(1500)).toBe('1500');
    expect(toDecimal(0.1)).toBe('0.1');
    expect(toDecimal('0001500.500000')).toBe('1500.5');
    expect(toDecimal('-0.25')).toBe('-0.25');
    expect(toDecimal('-0')).toBe('0');
    expect(toDecimal(123456789.123456)).toBe('123456789.123456');
  });

  it('refuse what is no such number', () => {
    for (const value of [
      Infinity,
      NaN,
      1e309,
      1e21,
      1e-7,
      '1e3',
      '1,5',
      'abc',
      '',
      ' ',
      '1234567890',
      '0.1234567',
      null,
      true,
    ])
      expect([value, toDecimal(value)]).toEqual([value, null]);
    expect(toDecimal(JSON.parse('1e309'))).toBeNull();
  });

  it('make a measure of a number or a range in a unit of the list, min not above max', () => {
    expect(measureSchema.parse({ min: 1500, unit: 'mm' })).toEqual({ min: '1500', max: null, unit: 'mm' });
    expect(measureSchema.parse({ min: '2', max: '200.0', unit: 'mm' })).toEqual({ min: '2', max: '200', unit: 'mm' });
    expect(measureSchema.parse({ min: 5, max: 5, unit: 't' })).toEqual({ min: '5', max: null, unit: 't' });
    expect(measureSchema.safeParse({ min: 10, max: 2, unit: 'mm' }).error?.issues[0]).toMatchObject({
      path: ['max'],
      message: 'Must not be below min',
    });
    expect(measureSchema.safeParse({ min: 1, unit: 'furlong' }).success).toBe(false);
    expect(measureSchema.safeParse({ min: 'x', unit: 'mm' }).success).toBe(false);
    // 0.1 + 0.2 is no problem of a decimal: 0.3 is above 0.29999…
    expect(measureSchema.safeParse({ min: '0.3', max: '0.299999', unit: 'mm' }).success).toBe(false);
  });
});

describe('a measure as each language writes it in Switzerland', () => {
  it('groups thousands with a narrow space in French, an apostrophe in German and Italian', () => {
    expect(formatMeasure({ min: '1500', max: null, unit: 'mm' }, 'fr')).toBe('1\u202f500\u00a0mm');
    expect(formatMeasure({ min: '1500', max: null, unit: 'mm' }, 'de')).toBe('1’500\u00a0mm');
    expect(formatMeasure({ min: '1500', max: null, unit: 'mm' }, 'it')).toBe('1’500\u00a0mm');
    expect(formatMeasure({ min: '2', max: '200', unit: 'mm' }, 'en')).toBe('2–200\u00a0mm');
    expect(formatMeasure({ min: '12.5', max: null, unit: 'm2' }, 'fr')).toBe('12,5\u00a0m²');
  });

  it('writes every digit it was given, with no float in between', () => {
    expect(formatDecimal('123456789.123456', 'de')).toBe('123’456’789.123456');
    expect(formatDecimal('0.100000', 'fr')).toBe('0,1');
    expect(formatDecimal('-1500', 'en')).toBe('−1’500');
  });
});

describe('a price', () => {
  it('is in francs, to the centime when it has centimes', () => {
    expect(formatPrice('12500', 'de')).toBe('CHF\u00a012’500');
    expect(formatPrice('12500.5', 'de')).toBe('CHF\u00a012’500.50');
    expect(formatPrice('12500.5', 'fr')).toBe('CHF\u00a012\u202f500,50');
  });
});

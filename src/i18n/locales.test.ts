/** @jest-environment node */
import { colon, decimalFormat } from './locales';

describe('decimalFormat', () => {
  const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

  it('writes a decimal comma in German and Italian, as Swiss usage does outside amounts of money', () => {
    expect(decimalFormat('de', oneDecimal)(2)).toBe('2,0');
    expect(decimalFormat('it', oneDecimal)(7)).toBe('7,0');
    expect(decimalFormat('fr', oneDecimal)(2.5)).toBe('2,5');
    expect(decimalFormat('es', oneDecimal)(2.5)).toBe('2,5');
    expect(decimalFormat('en', oneDecimal)(2.5)).toBe('2.5');
  });

  it('keeps the Swiss grouping of thousands', () => {
    // ICU writes the apostrophe as ' or ’ depending on its version.
    expect(decimalFormat('de', oneDecimal)(1234.5)).toMatch(/^1['’]234,5$/);
  });
});

describe('colon', () => {
  it('puts a narrow no-break space before the colon in French only', () => {
    expect(colon('fr')).toBe('\u202F:');
    expect(colon('de')).toBe(':');
  });
});

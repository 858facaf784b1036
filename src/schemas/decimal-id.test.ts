import { decimalId } from './fields';

describe('decimalId, reading an id from a path', () => {
  it('reads a positive 32-bit integer', () => {
    expect(decimalId('1')).toBe(1);
    expect(decimalId('2147483647')).toBe(2_147_483_647);
  });

  it('refuses anything that cannot name a row', () => {
    for (const value of ['0', '-1', '01', '1.5', 'abc', '1e3', '', ' 1', '2147483648', '99999999999']) {
      expect(decimalId(value)).toBeNull();
    }
  });

  it('refuses an id with anything around it or written otherwise than in decimal', () => {
    for (const value of ['1%00', '1\u0000', '1 ', '+1', '0x11', '1.0', '17.5', '1e0', 'true', '١٧', '１７']) {
      expect(decimalId(value)).toBeNull();
    }
  });
});

import { compareHref, readCompareQuery } from './compare-address';

describe('the compare page address', () => {
  it('names the machines in the visitor order, and only differences when asked', () => {
    expect(compareHref('de', { ids: [12, 7] })).toBe('/de/comparer?ids=12,7');
    expect(compareHref('de', { ids: [12, 7], onlyDifferences: true })).toBe('/de/comparer?ids=12,7&diff=1');
    expect(compareHref('fr', { ids: [], onlyDifferences: true })).toBe('/fr/comparer');
    expect(readCompareQuery({ ids: '12,7', diff: '1' })).toEqual({
      ids: [12, 7],
      onlyDifferences: true,
      canonical: true,
    });
    expect(readCompareQuery({})).toEqual({ ids: [], onlyDifferences: false, canonical: true });
  });

  it('reads the nearest view from a query written otherwise, and says it is not the canonical one', () => {
    // Repeats, letters, zero, a sign, out of range: left out; the first four kept.
    expect(readCompareQuery({ ids: '3,3,abc,0,-1,2147483648,5,1e3,9,4,8' })).toEqual({
      ids: [3, 5, 9, 4],
      onlyDifferences: false,
      canonical: false,
    });
    expect(readCompareQuery({ ids: ['1', '2'] })).toMatchObject({ ids: [1, 2], canonical: false });
    expect(readCompareQuery({ ids: '1,2', diff: 'yes' })).toMatchObject({ onlyDifferences: false, canonical: false });
    expect(readCompareQuery({ ids: '1,2', utm_source: 'x' })).toMatchObject({ ids: [1, 2], canonical: false });
    expect(readCompareQuery({ ids: 'x', diff: '1' })).toEqual({ ids: [], onlyDifferences: false, canonical: false });
    const fifty = Array.from({ length: 50 }, (_, index) => index + 1).join(',');
    expect(readCompareQuery({ ids: fifty })).toMatchObject({ ids: [1, 2, 3, 4], canonical: false });
  });
});

import { listingHref, listingSegment, parseListingSegment } from './listing';

const segmentOf = (query: string) => listingSegment(new URLSearchParams(query));

describe('the listing’s query and its route segment', () => {
  it('rewrites category and page, and nothing for the plain listing', () => {
    expect(segmentOf('')).toBeNull();
    expect(segmentOf('utm_source=x')).toBeNull();
    expect(segmentOf('category=3')).toBe('3-1');
    expect(segmentOf('page=2')).toBe('all-2');
    expect(segmentOf('category=3&page=12')).toBe('3-12');
  });

  it('names no view for values that are not decimal numbers', () => {
    for (const query of [
      'category=x',
      'category=0',
      'category=03',
      'category=1,2',
      'page=0',
      'page=-1',
      'page=1e2',
      'page=',
      'page=2.0',
    ]) {
      expect([query, parseListingSegment(segmentOf(query)!)]).toEqual([query, null]);
    }
  });

  it('reads back the view of a segment', () => {
    expect(parseListingSegment('all-2')).toEqual({ categoryId: undefined, page: 2 });
    expect(parseListingSegment('3-1')).toEqual({ categoryId: 3, page: 1 });
    expect(parseListingSegment('3-1-x')).toBeNull();
    expect(parseListingSegment('2147483648-1')).toBeNull();
  });

  it('builds the address of a view', () => {
    expect(listingHref('fr', { page: 1 })).toBe('/fr/nos-machines');
    expect(listingHref('de', { categoryId: 3, page: 1 })).toBe('/de/nos-machines?category=3');
    expect(listingHref('en', { categoryId: 3, page: 4 })).toBe('/en/nos-machines?category=3&page=4');
  });
});

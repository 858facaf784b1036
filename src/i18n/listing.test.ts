import { listingHref, listingSegment, parseListingSegment } from './listing';
import { visiblePath } from './listing-address';
import { switchLanguage } from './paths';

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

describe('the address a visitor sees for a rewritten view', () => {
  it('is the listing with its query', () => {
    expect(visiblePath('/de/nos-machines/3-2')).toBe('/de/nos-machines?category=3&page=2');
    expect(visiblePath('/de/nos-machines/3-1')).toBe('/de/nos-machines?category=3');
    expect(visiblePath('/fr/nos-machines/all-2')).toBe('/fr/nos-machines?page=2');
  });

  it('is the listing itself for a segment that names no view', () => {
    expect(visiblePath('/de/nos-machines/invalid')).toBe('/de/nos-machines');
  });

  it('leaves every other path as it is', () => {
    for (const path of ['/de/nos-machines', '/de/machine/3', '/fr', '/fr/nos-machines/3-2/x', '/xx/nos-machines/1-1'])
      expect(visiblePath(path)).toBe(path);
  });

  it('gives the language switcher the view in another language', () => {
    expect(switchLanguage(visiblePath('/de/nos-machines/1-1'), 'en')).toBe('/en/nos-machines?category=1');
  });
});

import { archiveSegment, listingHref, listingRoute, parseArchiveSegment, parseListingSegment } from './listing';
import { visiblePath } from './listing-address';
import { switchLanguage } from './paths';

const routeOf = (query: string) => listingRoute(new URLSearchParams(query));
const segmentOf = (query: string) => {
  const route = routeOf(query);
  return route && 'segment' in route ? route.segment : route;
};

describe('the listing’s query and its route segment', () => {
  it('rewrites categories and page, and nothing for the plain listing', () => {
    expect(routeOf('')).toBeNull();
    expect(routeOf('utm_source=x')).toBeNull();
    expect(segmentOf('category=3')).toBe('3-1');
    expect(segmentOf('page=2')).toBe('all-2');
    expect(segmentOf('category=3&page=12')).toBe('3-12');
    expect(segmentOf('category=1&category=3&category=12&page=2')).toBe('1_3_12-2');
    expect(segmentOf('category=3&utm_source=x')).toBe('3-1');
  });

  it('redirects a view asked for in another form to its one canonical address', () => {
    expect(routeOf('category=3&category=1')).toEqual({ redirect: '?category=1&category=3' });
    expect(routeOf('category=3&category=3')).toEqual({ redirect: '?category=3' });
    expect(routeOf('page=2&category=3')).toEqual({ redirect: '?category=3&page=2' });
    expect(routeOf('page=1')).toEqual({ redirect: '' });
    expect(routeOf('category=2&page=1&utm_source=x')).toEqual({ redirect: '?category=2' });
    // Hundreds of the same parameter are one view, at one address.
    expect(routeOf(Array.from({ length: 300 }, () => 'category=4').join('&'))).toEqual({ redirect: '?category=4' });
  });

  it('names no view for values that are not decimal numbers, or too many categories', () => {
    for (const query of [
      'category=x',
      'category=0',
      'category=03',
      'category=1,2',
      'category=1&category=x',
      'page=0',
      'page=-1',
      'page=1e2',
      'page=',
      'page=2.0',
      'page=2&page=3',
      Array.from({ length: 51 }, (_, index) => `category=${index + 1}`).join('&'),
    ]) {
      expect([query, parseListingSegment(segmentOf(query) as string)]).toEqual([query, null]);
    }
  });

  it('reads back the view of a segment, only in its canonical form', () => {
    expect(parseListingSegment('all-2')).toEqual({ categoryIds: [], page: 2 });
    expect(parseListingSegment('3-1')).toEqual({ categoryIds: [3], page: 1 });
    expect(parseListingSegment('1_3-4')).toEqual({ categoryIds: [1, 3], page: 4 });
    expect(parseListingSegment('3_1-1')).toBeNull();
    expect(parseListingSegment('3_3-1')).toBeNull();
    expect(parseListingSegment('3-1-x')).toBeNull();
    expect(parseListingSegment('2147483648-1')).toBeNull();
  });

  it('builds the address of a view', () => {
    expect(listingHref('fr', { page: 1 })).toBe('/fr/nos-machines');
    expect(listingHref('de', { categoryIds: [3], page: 1 })).toBe('/de/nos-machines?category=3');
    expect(listingHref('en', { categoryIds: [3], page: 4 })).toBe('/en/nos-machines?category=3&page=4');
    expect(listingHref('en', { categoryIds: [9, 2, 9], page: 1 })).toBe('/en/nos-machines?category=2&category=9');
  });
});

describe('the listing’s range filters in its address', () => {
  it('rewrites a range to a segment, after the categories and before the page', () => {
    expect(segmentOf('t4=100..500')).toBe('all-1~4_100_500');
    expect(segmentOf('category=1&category=3&t4=100..500&t9=..20&page=2')).toBe('1_3-2~4_100_500~9__20');
    expect(segmentOf('t7=-20..-5.5')).toBe('all-1~7_-20_-5.5');
    expect(parseListingSegment('1_3-2~4_100_500~9__20')).toEqual({
      categoryIds: [1, 3],
      ranges: [
        { typeId: 4, min: '100', max: '500' },
        { typeId: 9, min: null, max: '20' },
      ],
      page: 2,
    });
    expect(visiblePath('/fr/nos-machines/1-1~4_0.5_')).toBe('/fr/nos-machines?category=1&t4=0.5..');
  });

  it('redirects the form’s fields, other orders and other writings of a number to the canonical address', () => {
    expect(routeOf('category=1&t4.min=100&t4.max=500&t9.min=&t9.max=')).toEqual({
      redirect: '?category=1&t4=100..500',
    });
    expect(routeOf('t9=..20&t4=100..')).toEqual({ redirect: '?t4=100..&t9=..20' });
    expect(routeOf('t4=0100.50..500.0')).toEqual({ redirect: '?t4=100.5..500' });
    expect(routeOf('t4.min=1500,5')).toEqual({ redirect: '?t4=1500.5..' });
    // min above max: the same range, the right way round.
    expect(routeOf('t4=500..100')).toEqual({ redirect: '?t4=100..500' });
  });

  it('leaves a bound that is no number open: the nearest view', () => {
    expect(routeOf('category=2&t4=abc..500')).toEqual({ redirect: '?category=2&t4=..500' });
    expect(routeOf('category=2&t4=1e309..')).toEqual({ redirect: '?category=2' });
    expect(routeOf('t4.min=12345678901')).toEqual({ redirect: '' });
    expect(routeOf('t4=1..2..3')).toEqual({ redirect: '' });
  });

  it('names no view for hundreds of types, nor for a segment out of its canonical form', () => {
    const many = Array.from({ length: 21 }, (_, index) => `t${index + 1}=1..2`).join('&');
    expect(parseListingSegment(segmentOf(many) as string)).toBeNull();
    expect(parseListingSegment('all-1~4_500_100')).toBeNull();
    expect(parseListingSegment('all-1~9_1_~4_1_')).toBeNull();
    expect(parseListingSegment('all-1~4_100.0_')).toBeNull();
    expect(parseListingSegment('all-1~4__')).toBeNull();
    expect(parseListingSegment('all-1~2147483648_1_')).toBeNull();
  });
});

describe('the address a visitor sees for a rewritten view', () => {
  it('is the listing with its query', () => {
    expect(visiblePath('/de/nos-machines/3-2')).toBe('/de/nos-machines?category=3&page=2');
    expect(visiblePath('/de/nos-machines/3-1')).toBe('/de/nos-machines?category=3');
    expect(visiblePath('/fr/nos-machines/all-2')).toBe('/fr/nos-machines?page=2');
    expect(visiblePath('/fr/nos-machines/1_3-2')).toBe('/fr/nos-machines?category=1&category=3&page=2');
  });

  it('is the listing itself for a segment that names no view', () => {
    expect(visiblePath('/de/nos-machines/invalid')).toBe('/de/nos-machines');
  });

  it('is a page of the news archive by its query, its first page or a page that is none the archive itself', () => {
    expect(visiblePath('/de/actualites/page/2')).toBe('/de/actualites?page=2');
    expect(visiblePath('/de/actualites/page/1')).toBe('/de/actualites');
    expect(visiblePath('/it/actualites/page/invalid')).toBe('/it/actualites');
    expect(switchLanguage(visiblePath('/de/actualites/page/3'), 'fr')).toBe('/fr/actualites?page=3');
  });

  it('leaves every other path as it is', () => {
    for (const path of [
      '/de/nos-machines',
      '/de/machine/3',
      '/fr',
      '/fr/nos-machines/3-2/x',
      '/xx/nos-machines/1-1',
      '/fr/actualites/3',
    ])
      expect(visiblePath(path)).toBe(path);
  });

  it('gives the language switcher the view in another language', () => {
    expect(switchLanguage(visiblePath('/de/nos-machines/1-1'), 'en')).toBe('/en/nos-machines?category=1');
  });
});

describe('the news archive’s page and its route segment', () => {
  const archiveOf = (query: string) => archiveSegment(new URLSearchParams(query));

  it('rewrites a page number, and nothing for the archive itself', () => {
    expect(archiveOf('')).toBeNull();
    expect(archiveOf('utm_source=x')).toBeNull();
    expect(archiveOf('page=2')).toBe('2');
    expect(archiveOf('page=1')).toBe('1');
  });

  it('gives a page that is no page number a segment that names none', () => {
    for (const query of ['page=0', 'page=x', 'page=02', 'page=1e3', 'page=-1', 'page=', 'page=9999999']) {
      const segment = archiveOf(query);
      expect(segment).not.toBeNull();
      expect(parseArchiveSegment(segment!)).toBeNull();
    }
  });

  it('reads the page of a segment', () => {
    expect(parseArchiveSegment('2')).toBe(2);
    expect(parseArchiveSegment('100000')).toBe(100000);
    for (const segment of ['0', '02', 'invalid', '2-1', '1000000']) expect(parseArchiveSegment(segment)).toBeNull();
  });
});

/**
 * The address a visitor sees for a path as the router knows it (the proxy rewrites a view of the listing and a page
 * of the news archive to a route segment): what the language switcher, in every page's header, makes its links
 * from. Kept apart from `listing-address.ts`, whose reading of decimals the header has no use for.
 */
import { locales } from './locales';
import { sitePaths } from './paths';

/**
 * A range filter on a characteristic type: the machines with a measure of that type that overlaps [min, max] (a
 * measure 100–300 overlaps 250–400; a number 120 is the range 120–120). A bound left out is open. Bounds are
 * canonical decimal texts (`toDecimal`), compared exactly, never as floats.
 */
export interface RangeFilter {
  typeId: number;
  min: string | null;
  max: string | null;
}

/** The most range filters one view may have; more name no view (404). */
export const maxRanges = 20;

const segmentDecimal = '-?\\d{1,9}(?:\\.\\d{1,6})?';

/**
 * A route segment of the listing: `all-2`, `3-1`, `1_3_7-2` (the checked categories, then the page), then its ranges
 * if any: `1_3-1~4_100_500~9__20` (type 4 from 100 to 500, type 9 up to 20).
 */
export const listingSegmentForm = new RegExp(
  `^(all|[1-9]\\d{0,9}(?:_[1-9]\\d{0,9}){0,49})-([1-9]\\d{0,5})((?:~[1-9]\\d{0,9}_(?:${segmentDecimal})?_(?:${segmentDecimal})?){0,${maxRanges}})$`,
);

/** The ranges of a segment's last part (`~4_100_500~9__20`), as written. */
export const segmentRanges = (part: string): RangeFilter[] =>
  part
    .split('~')
    .slice(1)
    .map((range) => {
      const [typeId, min, max] = range.split('_');
      return { typeId: Number(typeId), min: min || null, max: max || null };
    });

const rewrittenListing = new RegExp(`^(/(?:${locales.join('|')})${sitePaths.machines})/([^/]+)$`);
const rewrittenArchive = new RegExp(`^(/(?:${locales.join('|')})${sitePaths.news})/page/([^/]+)$`);

/**
 * The address a visitor sees for `pathname` as the router knows it: a view of the listing the proxy rewrote
 * (`/fr/nos-machines/1_3-2`, see `listing.ts`) is `/fr/nos-machines?category=1&category=3&page=2`, and a segment
 * that names no view is the listing itself; a page of the news archive (`/fr/actualites/page/2`) is
 * `/fr/actualites?page=2`, its first page or one that is no number the archive itself; any other path is the same.
 * The language switcher's links are made from it. Only the segment's form is read: whether its categories and page
 * exist is the page's to say, in every language.
 */
export function visiblePath(pathname: string): string {
  const archive = rewrittenArchive.exec(pathname);
  if (archive) return /^[2-9]$|^[1-9]\d{1,5}$/.test(archive[2]!) ? `${archive[1]}?page=${archive[2]}` : archive[1]!;
  const match = rewrittenListing.exec(pathname);
  if (!match) return pathname;
  const [, listing, segment] = match;
  const view = listingSegmentForm.exec(segment!);
  if (!view) return listing!;
  // A segment the proxy made is canonical (another one is a 404): its parts are written out as they are, in the
  // order `listingQuery` writes them.
  const query = [
    ...(view[1] === 'all' ? [] : view[1]!.split('_').map((id) => `category=${id}`)),
    ...segmentRanges(view[3]!).map((range) => `t${range.typeId}=${range.min ?? ''}..${range.max ?? ''}`),
    ...(view[2] === '1' ? [] : [`page=${view[2]}`]),
  ].join('&');
  return query ? `${listing}?${query}` : listing!;
}

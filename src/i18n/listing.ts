/**
 * The addresses of the machine listing's pages: `/fr/nos-machines?category=1&category=3&page=2` as visitors and
 * search engines see it, and the route segment the proxy rewrites it to (`/fr/nos-machines/1_3-2`), so that each
 * view is rendered once and cached like any other page instead of at every request (which reading the query would
 * do). A view has one address: the same categories in another order, a category twice or `page=1` is redirected
 * to it, so that no variant of an address makes a cache entry of its own.
 */
import { decimalId } from '@/schemas/fields';
import { pageNumberSchema } from '@/schemas/paging';

import {
  canonicalIds,
  canonicalRanges,
  isRangeParameter,
  listingQuery,
  listingSegment,
  listingSegmentForm,
  type ListingView,
  maxRanges,
  rangesOf,
  segmentRanges,
} from './listing-address';

export { canonicalIds, listingHref, listingQuery, type ListingView, type RangeFilter } from './listing-address';

/** What no view can be: the segment of a query that names no category or page; the listing answers 404. */
const invalidView = 'invalid';

/**
 * The most categories one view may check. More `category` parameters than that name no view (404) rather than a
 * view the site never links to; a site with more categories than this would raise it.
 */
export const maxCheckedCategories = 50;

/** What the proxy does with a query of the listing: rewrite it to a segment, or redirect to its canonical form. */
export type ListingRoute = { segment: string } | { redirect: string };

/**
 * The route of the listing's query, or null when it has no `category`, range or `page` (the listing itself). A
 * value that is not a decimal id or page number, a second `page` or too many categories give a segment that
 * answers 404; a view asked for in another form than its canonical one (`listingQuery`) is redirected to it.
 * Parameters the listing does not read (`utm_source`) are left alone, and dropped by such a redirect.
 */
export function listingRoute(query: URLSearchParams): ListingRoute | null {
  const read = [...query.entries()].filter(
    ([name]) => name === 'category' || name === 'page' || isRangeParameter(name),
  );
  if (read.length === 0) return null;
  const [categories, pages] = [query.getAll('category'), query.getAll('page')];
  const ids = categories.map(decimalId);
  const page = pages.length === 0 ? 1 : pages.length === 1 ? pageNumberSchema.safeParse(pages[0]).data : undefined;
  const categoryIds = canonicalIds(ids.filter((id) => id !== null));
  const { ranges, types } = rangesOf(query);
  if (page === undefined || ids.includes(null) || categoryIds.length > maxCheckedCategories || types > maxRanges)
    return { segment: invalidView };
  const canonical = listingQuery({ categoryIds, ranges, page });
  const asked = new URLSearchParams(read).toString();
  if (canonical !== (asked ? `?${asked}` : '')) return { redirect: canonical };
  return { segment: listingSegment({ categoryIds, ranges, page }) };
}

/** The view a route segment names, or null for one that names none (404), its categories out of order included. */
export function parseListingSegment(segment: string): ListingView | null {
  const match = listingSegmentForm.exec(segment);
  if (!match) return null;
  const page = pageNumberSchema.safeParse(match[2]).data;
  const ids = match[1] === 'all' ? [] : match[1]!.split('_').map(decimalId);
  if (page === undefined || ids.includes(null)) return null;
  const categoryIds = ids as number[];
  const ascending = categoryIds.every((id, index) => index === 0 || id > categoryIds[index - 1]!);
  const ranges = segmentRanges(match[3]!);
  if (ranges.some((range) => decimalId(String(range.typeId)) === null)) return null;
  // Only the canonical form: the decimals as `toDecimal` writes them, by type, min ≤ max, not both open.
  const canonical = listingSegment({ categoryIds, ranges: canonicalRanges(ranges), page });
  if (!ascending || canonical !== segment) return null;
  return ranges.length > 0 ? { categoryIds, ranges, page } : { categoryIds, page };
}

/**
 * The route segment of the news archive's query (`?page=2` → `2`, under `/{locale}/actualites/page/`), or null
 * when it names no page (the archive's first page). A page that is no page number gives a segment that answers 404.
 */
export function archiveSegment(query: URLSearchParams): string | null {
  const page = query.get('page');
  if (page === null) return null;
  return String(pageNumberSchema.safeParse(page).data ?? invalidView);
}

/** The page of the archive a route segment names, or null for one that names none (404). */
export function parseArchiveSegment(segment: string): number | null {
  return /^[1-9]\d{0,5}$/.test(segment) ? (pageNumberSchema.safeParse(segment).data ?? null) : null;
}

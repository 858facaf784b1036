/**
 * The addresses of the machine listing's pages: `/fr/nos-machines?category=3&page=2` as visitors and search
 * engines see it, and the route segment the proxy rewrites it to (`/fr/nos-machines/3-2`), so that each view is
 * rendered once and cached like any other page instead of at every request (which reading the query would do).
 */
import { decimalId } from '@/schemas/fields';
import { pageNumberSchema } from '@/schemas/paging';

import type { ListingView } from './listing-address';

export { listingHref, listingQuery, type ListingView } from './listing-address';

/** What no view can be: the segment of a query that names no category or page; the listing answers 404. */
const invalidView = 'invalid';

/**
 * The route segment of the listing's query, or null when it has neither `category` nor `page` (the listing
 * itself). A value that is not a decimal id or page number gives a segment that answers 404.
 */
export function listingSegment(query: URLSearchParams): string | null {
  const [category, page] = [query.get('category'), query.get('page')];
  if (category === null && page === null) return null;
  const categoryId = category === null ? 'all' : decimalId(category);
  const pageNumber = page === null ? 1 : pageNumberSchema.safeParse(page).data;
  return categoryId === null || pageNumber === undefined ? invalidView : `${categoryId}-${pageNumber}`;
}

/** The view a route segment names, or null for one that names none (404). */
export function parseListingSegment(segment: string): ListingView | null {
  const match = /^(all|[1-9]\d{0,9})-([1-9]\d{0,5})$/.exec(segment);
  if (!match) return null;
  const page = pageNumberSchema.safeParse(match[2]).data;
  const categoryId = match[1] === 'all' ? undefined : (decimalId(match[1]!) ?? null);
  return page === undefined || categoryId === null ? null : { categoryId, page };
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

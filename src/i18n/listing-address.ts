/**
 * The listing's addresses as visitors see them (`/fr/nos-machines?category=1&category=3&page=2`), without the
 * schemas that validate a view (`listing.ts`): client components read them, and zod stays out of the browser.
 */
import { locales } from './locales';
import { sitePaths } from './paths';

export interface ListingView {
  /** The checked categories, ascending and each once: a machine of any of them shows. None: every machine. */
  categoryIds?: readonly number[];
  page: number;
}

/** The ids of a selection in their one canonical order: ascending, each once. */
export const canonicalIds = (ids: Iterable<number>): number[] => [...new Set(ids)].sort((a, b) => a - b);

/**
 * The query of a view, as visitors see it and in its one canonical form: `?category=1&category=3&page=2` (the
 * categories ascending, each once; no page for the first), '' for the first page of every machine.
 */
export function listingQuery({ categoryIds = [], page }: ListingView): string {
  const query = new URLSearchParams();
  for (const id of canonicalIds(categoryIds)) query.append('category', String(id));
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `?${search}` : '';
}

/** The address of a view of the listing in `locale`. */
export const listingHref = (locale: string, view: ListingView) =>
  `/${locale}${sitePaths.machines}${listingQuery(view)}`;

/** A route segment of the listing: `all-2`, `3-1`, `1_3_7-2` (the checked categories, then the page). */
export const listingSegmentForm = /^(all|[1-9]\d{0,9}(?:_[1-9]\d{0,9}){0,49})-([1-9]\d{0,5})$/;

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
  const categoryIds = view[1] === 'all' ? [] : view[1]!.split('_').map(Number);
  return `${listing}${listingQuery({ categoryIds, page: Number(view[2]) })}`;
}

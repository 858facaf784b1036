/**
 * The listing's addresses as visitors see them (`/fr/nos-machines?category=3&page=2`), without the schemas that
 * validate a view (`listing.ts`): client components read them, and zod stays out of the browser.
 */
import { locales } from './locales';
import { sitePaths } from './paths';

export interface ListingView {
  categoryId?: number;
  page: number;
}

/** The query of a view, as visitors see it: `?category=3&page=2`, '' for the first page of every machine. */
export function listingQuery({ categoryId, page }: ListingView): string {
  const query = new URLSearchParams();
  if (categoryId !== undefined) query.set('category', String(categoryId));
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `?${search}` : '';
}

/** The address of a view of the listing in `locale`. */
export const listingHref = (locale: string, view: ListingView) =>
  `/${locale}${sitePaths.machines}${listingQuery(view)}`;

const rewrittenListing = new RegExp(`^(/(?:${locales.join('|')})${sitePaths.machines})/([^/]+)$`);
const rewrittenArchive = new RegExp(`^(/(?:${locales.join('|')})${sitePaths.news})/page/([^/]+)$`);

/**
 * The address a visitor sees for `pathname` as the router knows it: a view of the listing the proxy rewrote
 * (`/fr/nos-machines/3-2`, see `listing.ts`) is `/fr/nos-machines?category=3&page=2`, and a segment that names no
 * view is the listing itself; a page of the news archive (`/fr/actualites/page/2`) is `/fr/actualites?page=2`, its
 * first page or one that is no number the archive itself; any other path is the same. The language switcher's links are made from it. Only
 * the segment's form is read: whether its category and page exist is the page's to say, in every language.
 */
export function visiblePath(pathname: string): string {
  const archive = rewrittenArchive.exec(pathname);
  if (archive) return /^[2-9]$|^[1-9]\d{1,5}$/.test(archive[2]!) ? `${archive[1]}?page=${archive[2]}` : archive[1]!;
  const match = rewrittenListing.exec(pathname);
  if (!match) return pathname;
  const [, listing, segment] = match;
  const view = /^(all|\d{1,10})-(\d{1,6})$/.exec(segment!);
  if (!view) return listing!;
  return `${listing}${listingQuery({ categoryId: view[1] === 'all' ? undefined : Number(view[1]), page: Number(view[2]) })}`;
}

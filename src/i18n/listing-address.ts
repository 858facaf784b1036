/**
 * The listing's addresses as visitors see them (`/fr/nos-machines?category=1&category=3&page=2`), without the
 * schemas that validate a view (`listing.ts`): client components read them, and zod stays out of the browser.
 */
import { millionths, toDecimal } from '@/schemas/decimal';

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

export interface ListingView {
  /** The checked categories, ascending and each once: a machine of any of them shows. None: every machine. */
  categoryIds?: readonly number[];
  /** The range filters, by type id ascending, each type once: a machine shows when it is in all of them. */
  ranges?: readonly RangeFilter[];
  page: number;
}

/** The most range filters one view may have; more name no view (404). */
export const maxRanges = 20;

const maxId = 2_147_483_647;

/** The ranges in their one canonical order: by type, each once (the last wins), min ≤ max, none open at both ends. */
export function canonicalRanges(ranges: Iterable<RangeFilter>): RangeFilter[] {
  const byType = new Map<number, RangeFilter>();
  for (const range of ranges) {
    let [min, max] = [range.min && toDecimal(range.min), range.max && toDecimal(range.max)];
    if (min === null && max === null) byType.delete(range.typeId);
    else {
      if (min !== null && max !== null && millionths(min) > millionths(max)) [min, max] = [max, min];
      byType.set(range.typeId, { typeId: range.typeId, min, max });
    }
  }
  return [...byType.values()].sort((a, b) => a.typeId - b.typeId);
}

const rangeName = /^t([1-9]\d{0,9})(?:\.(min|max))?$/;

/** A bound as a visitor may type it (`1500`, `1500.5`, `1500,5`), as its canonical decimal, or null. */
const boundOf = (value: string | undefined) => (value ? toDecimal(value.replace(',', '.')) : null);

/**
 * The range filters a query names, as an address writes them (`t3=100..500`, `t3=100..`, `t3=..500`) or as the
 * filter's form submits them without JavaScript (`t3.min=100&t3.max=500`, empty fields included). What is no
 * number (letters, `1e309`, more than 9 digits before the point or 6 after) leaves that bound open: the nearest
 * view. `types` counts the types named, to refuse a query with hundreds of them.
 */
export function rangesOf(query: URLSearchParams): { ranges: RangeFilter[]; types: number } {
  const bounds = new Map<number, { min: string | null; max: string | null }>();
  for (const [name, value] of query) {
    const match = rangeName.exec(name);
    if (!match || Number(match[1]) > maxId) continue;
    const typeId = Number(match[1]);
    const range = bounds.get(typeId) ?? { min: null, max: null };
    if (match[2] === 'min') range.min = boundOf(value);
    else if (match[2] === 'max') range.max = boundOf(value);
    else {
      const [min, max, ...rest] = value.split('..');
      if (rest.length === 0) Object.assign(range, { min: boundOf(min), max: boundOf(max) });
    }
    bounds.set(typeId, range);
  }
  const ranges = canonicalRanges([...bounds].map(([typeId, range]) => ({ typeId, ...range })));
  return { ranges, types: bounds.size };
}

/** Whether `name` is a parameter of a range filter. */
export const isRangeParameter = (name: string) => rangeName.test(name);

/** The ids of a selection in their one canonical order: ascending, each once. */
export const canonicalIds = (ids: Iterable<number>): number[] => [...new Set(ids)].sort((a, b) => a - b);

/**
 * The query of a view, as visitors see it and in its one canonical form: `?category=1&category=3&t4=100..500&page=2`
 * (the categories ascending, each once; the ranges by type; no page for the first), '' for the first page of every
 * machine.
 */
export function listingQuery({ categoryIds = [], ranges = [], page }: ListingView): string {
  const query = new URLSearchParams();
  for (const id of canonicalIds(categoryIds)) query.append('category', String(id));
  for (const range of canonicalRanges(ranges)) query.set(`t${range.typeId}`, `${range.min ?? ''}..${range.max ?? ''}`);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `?${search}` : '';
}

/** The address of a view of the listing in `locale`. */
export const listingHref = (locale: string, view: ListingView) =>
  `/${locale}${sitePaths.machines}${listingQuery(view)}`;

const segmentDecimal = '-?\\d{1,9}(?:\\.\\d{1,6})?';

/**
 * A route segment of the listing: `all-2`, `3-1`, `1_3_7-2` (the checked categories, then the page), then its ranges
 * if any: `1_3-1~4_100_500~9__20` (type 4 from 100 to 500, type 9 up to 20).
 */
export const listingSegmentForm = new RegExp(
  `^(all|[1-9]\\d{0,9}(?:_[1-9]\\d{0,9}){0,49})-([1-9]\\d{0,5})((?:~[1-9]\\d{0,9}_(?:${segmentDecimal})?_(?:${segmentDecimal})?){0,${maxRanges}})$`,
);

/** The segment of a view (see `listingSegmentForm`). */
export const listingSegment = ({ categoryIds = [], ranges = [], page }: ListingView) =>
  `${categoryIds.join('_') || 'all'}-${page}${ranges.map((range) => `~${range.typeId}_${range.min ?? ''}_${range.max ?? ''}`).join('')}`;

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
  const categoryIds = view[1] === 'all' ? [] : view[1]!.split('_').map(Number);
  return `${listing}${listingQuery({ categoryIds, ranges: segmentRanges(view[3]!), page: Number(view[2]) })}`;
}

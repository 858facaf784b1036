/**
 * The listing's addresses as visitors see them (`/fr/nos-machines?category=1&category=3&page=2`), without the
 * schemas that validate a view (`listing.ts`): client components read them, and zod stays out of the browser.
 */
import { millionths, toDecimal } from '@/schemas/decimal';

import { sitePaths } from './paths';
import type { RangeFilter } from './visible-path';

export { listingSegmentForm, maxRanges, segmentRanges, visiblePath } from './visible-path';
export type { RangeFilter };

export interface ListingView {
  /** The checked categories, ascending and each once: a machine of any of them shows. None: every machine. */
  categoryIds?: readonly number[];
  /** The range filters, by type id ascending, each type once: a machine shows when it is in all of them. */
  ranges?: readonly RangeFilter[];
  page: number;
}

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

/** The segment of a view (see `listingSegmentForm`). */
export const listingSegment = ({ categoryIds = [], ranges = [], page }: ListingView) =>
  `${categoryIds.join('_') || 'all'}-${page}${ranges.map((range) => `~${range.typeId}_${range.min ?? ''}_${range.max ?? ''}`).join('')}`;

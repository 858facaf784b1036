/**
 * Paging and search of lists: the `limit` and `offset` of the REST list calls, the `page` and `q` of the pages'
 * URLs. Numbers are read as decimal whole numbers only, like ids (`decimalId`): not `1e3`, `0x10`, ` 5` or `5.0`.
 */
import { z } from 'zod';

import { toDecimal, millionths } from './decimal';
import { boundedText, decimalId } from './fields';

/** The most items one REST list call answers when it is given a `limit`. */
export const maxListLimit = 1000;

/** The largest offset: PostgreSQL reads it as a 32-bit integer here, like the ids. */
const maxOffset = 2_147_483_647;

/** A whole number from `min` to `max`, as a number or written in decimal without sign, space or leading zero. */
export const wholeNumber = (min: number, max: number) => {
  const message = `Must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    (value) => (typeof value === 'string' && /^(0|[1-9]\d{0,9})$/.test(value) ? Number(value) : value),
    z.number({ message }).int(message).min(min, message).max(max, message),
  );
};

/** `?limit=&offset=` of `GET /api/machine` and `GET /api/news`: both optional; without them, the whole list. */
export const listRangeSchema = z.object({
  limit: wholeNumber(1, maxListLimit).optional(),
  offset: wholeNumber(0, maxOffset).optional(),
});
export type ListRange = z.infer<typeof listRangeSchema>;

/** The most categories `GET /api/machine?category=` names. */
export const maxListedCategories = 50;

const categoriesMessage = `1 to ${maxListedCategories} category ids, separated by commas`;

/** The most range filters `GET /api/machine` takes. */
export const maxListedRanges = 20;

const rangeMessage =
  'Must be a range of numbers: min..max, min.. or ..max, min not above max, each with at most 9 digits before the decimal point and 6 after it';

/** A range filter's value, `100..500`, `100..` or `..500` (the listing's address writes them so). */
const rangeSchema = z.string().transform((value, context) => {
  const [min = '', max = '', ...rest] = value.split('..');
  const bounds = [min, max].map((bound) => (bound === '' ? null : toDecimal(bound)));
  const [low, high] = bounds as [string | null, string | null];
  const wrong =
    rest.length > 0 ||
    (min === '' && max === '') ||
    (min !== '' && low === null) ||
    (max !== '' && high === null) ||
    (low !== null && high !== null && millionths(low) > millionths(high));
  if (wrong) {
    context.addIssue({ code: 'custom', message: rangeMessage });
    return z.NEVER;
  }
  return { min: low, max: high };
});

const rangeName = /^t(\d+)$/;

/**
 * `GET /api/machine`: `?limit=&offset=`, `?category=1,3` for the machines of any of these categories (each id
 * once, ascending), and `?t4=100..500` for those with a measure of characteristic type 4 that overlaps 100–500
 * (several types: in all of them). Other parameters are left alone.
 */
export const machineListQuerySchema = listRangeSchema
  .extend({
    category: z
      .string()
      .transform((value, context) => {
        const ids = value.split(',').map(decimalId);
        if (ids.length > maxListedCategories || ids.some((id) => id === null)) {
          context.addIssue({ code: 'custom', message: categoriesMessage });
          return z.NEVER;
        }
        return [...new Set(ids as number[])].sort((a, b) => a - b);
      })
      .optional(),
  })
  .catchall(z.unknown())
  .transform(({ limit, offset, category, ...rest }, context) => {
    const ranges: { typeId: number; min: string | null; max: string | null }[] = [];
    for (const [name, value] of Object.entries(rest)) {
      const match = rangeName.exec(name);
      if (!match) continue;
      const typeId = decimalId(match[1]!);
      const range = rangeSchema.safeParse(value);
      if (typeId === null)
        context.addIssue({ code: 'custom', message: 'Must name a characteristic type', path: [name] });
      else if (!range.success) context.addIssue({ code: 'custom', message: rangeMessage, path: [name] });
      else ranges.push({ typeId, ...range.data });
    }
    if (ranges.length > maxListedRanges)
      context.addIssue({ code: 'custom', message: `At most ${maxListedRanges} range filters` });
    return { limit, offset, category, ranges: ranges.sort((a, b) => a.typeId - b.typeId) };
  });
export type MachineCollectionQuery = z.infer<typeof machineListQuerySchema>;

/** A page number of a paged list's URL (`?page=2`), from 1. */
export const pageNumberSchema = wholeNumber(1, 100_000);

/** The search words of an admin list (`?q=`): blank is no search. */
export const searchQuerySchema = boundedText(200);

/** The page asked for by a URL, or 1 when it says none or nothing sensible (`?page=x`, `?page=0`). */
export function pageFromUrl(value: string | string[] | undefined): number {
  const parsed = pageNumberSchema.safeParse(Array.isArray(value) ? value[0] : value);
  return parsed.success ? parsed.data : 1;
}

/** The search words of a URL's `?q=`, trimmed, or '' when there are none or they are not a text we accept. */
export function searchFromUrl(value: string | string[] | undefined): string {
  const parsed = searchQuerySchema.safeParse(Array.isArray(value) ? value[0] : (value ?? ''));
  return parsed.success ? parsed.data : '';
}

/**
 * The name of what was just deleted, from a list's `?deleted=` (an item's screen leads there after deleting it, so
 * that the list says so), read as the search words are; '' when there is none.
 */
export const deletedFromUrl = searchFromUrl;

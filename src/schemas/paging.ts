/**
 * Paging and search of lists: the `limit` and `offset` of the REST list calls, the `page` and `q` of the pages'
 * URLs. Numbers are read as decimal whole numbers only, like ids (`decimalId`): not `1e3`, `0x10`, ` 5` or `5.0`.
 */
import { z } from 'zod';

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

/**
 * `GET /api/machine`: `?limit=&offset=`, and `?category=1,3` for the machines of any of these categories (each id
 * once, ascending).
 */
export const machineListQuerySchema = listRangeSchema.extend({
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

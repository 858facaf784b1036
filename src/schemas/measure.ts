/**
 * The measure of a technical characteristic: a number or a range (min–max) in a unit of the fixed list, as exact
 * decimals (never floats: 0.1 stays 0.1). A number is sent as a JSON number or as its decimal text; at most 9
 * digits before the point and 6 after, what the database's `numeric(15, 6)` holds and a JSON number carries
 * exactly.
 */
import { z } from 'zod';

// Zod as the schemas configure it (no code made with `Function`, which the Content-Security-Policy forbids).
import './fields';

import { millionths, toDecimal } from './decimal';
import { unitCodes } from './units';

export { millionths, toDecimal } from './decimal';

const decimalMessage = 'Must be a number with at most 9 digits before the decimal point and 6 after it';

/** A number of a measure or of a range filter, as its canonical decimal text. */
export const decimalSchema = z.unknown().transform((value, context) => {
  const decimal = toDecimal(value);
  if (decimal === null) {
    context.addIssue({ code: 'custom', message: decimalMessage });
    return z.NEVER;
  }
  return decimal;
});

/** `{ "min": 1500, "max"?: 2000, "unit": "mm" }`: a number (no max, or max equal to min) or a range. */
export const measureSchema = z
  .object({
    min: decimalSchema,
    max: decimalSchema.optional().nullable(),
    unit: z.enum(unitCodes as [string, ...string[]], { message: `Must be one of ${unitCodes.join(', ')}` }),
  })
  .refine((measure) => measure.max == null || millionths(measure.min) <= millionths(measure.max), {
    message: 'Must not be below min',
    path: ['max'],
  })
  .transform(({ min, max, unit }) => ({ min, max: max == null || max === min ? null : max, unit }));
export type Measure = z.output<typeof measureSchema>;

const priceMessage = 'Must be an amount in francs from 0 to 999999999.99, with at most 2 decimals';

/** A machine's price in Swiss francs: exact, to the centime, never negative. */
export const priceSchema = z.unknown().transform((value, context) => {
  const decimal = toDecimal(value);
  if (decimal === null || decimal.startsWith('-') || (decimal.split('.')[1]?.length ?? 0) > 2) {
    context.addIssue({ code: 'custom', message: priceMessage });
    return z.NEVER;
  }
  return decimal;
});

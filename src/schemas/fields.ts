/** Building blocks of the input schemas: one text field in each of the five languages, and priorities. */
import { z } from 'zod';

import { type Locale, locales } from '@/i18n/locales';

export const requiredText = (max: number) =>
  z.string({ message: 'Required' }).trim().min(1, 'Required').max(max, `At most ${max} characters`);

/** A text that may be blank; see `optionalText` for one that is blank when left out. */
export const boundedText = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

export const optionalText = (max: number) => boundedText(max).default('');

/** `{field}_en` … `{field}_es`, each validated by `text`. */
export function localizedFields<F extends string, S extends z.ZodType>(field: F, text: S) {
  return Object.fromEntries(locales.map((locale) => [`${field}_${locale}`, text])) as Record<`${F}_${Locale}`, S>;
}

/** A priority: a whole number, from a form's text too; a blank one is refused, not taken as 0. */
export const priority = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.coerce.number({ message: 'Must be a number' }).int('Must be a whole number').min(-1_000_000).max(1_000_000),
);

/** A new order of a list (a machine's items, an article's blocks, the categories): their ids, first first, each once. */
export const priorityOrderSchema = z
  .array(z.coerce.number().int().positive('Must be an id'))
  .min(1, 'Required')
  .max(1000)
  .refine((ids) => new Set(ids).size === ids.length, 'Each item may appear only once');
export type PriorityOrder = z.infer<typeof priorityOrderSchema>;

/** The id of a row handed to an admin action: a positive 32-bit integer, as the database stores it. */
export const idSchema = z.number().int().positive().max(2_147_483_647);

/** An edit must change something. */
export const nonEmpty = <T extends object>(value: T) => Object.values(value).some((field) => field !== undefined);

/** Blank values of localized fields (`{field}_en` … `{field}_es`), a new form's starting values. */
export function blankLocalized<F extends string>(...fields: F[]) {
  const entries = fields.flatMap((field) => locales.map((locale) => [`${field}_${locale}`, '']));
  return Object.fromEntries(entries) as Record<`${F}_${Locale}`, string>;
}

/**
 * Building blocks of the input schemas: texts, one text field in each of the five languages, ids and priorities.
 * Every string of every schema starts with `text`, so that no control character reaches the database (PostgreSQL
 * refuses NUL outright) whichever way it came: a form, a server action or the API.
 */
import { z } from 'zod';

import { type Locale, locales } from '@/i18n/locales';

import { controlCharacterMessage } from './field-errors';

// No code compiled at run time: zod otherwise first tries `new Function` to see whether it may speed up object
// parsing, which the pages' Content-Security-Policy (no 'unsafe-eval') reports as a violation in the browser,
// even though zod catches the refusal. Set here, before any schema is built: every schema module imports this one.
z.config({ jitless: true });

/**
 * The C0 control characters but tab, line feed and carriage return, and DEL: nothing a person types into a text,
 * NUL is refused by PostgreSQL, and the others hide in pasted text or in a forged request.
 */
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export { controlCharacterMessage };

/** Whether `value` is free of control characters (see `controlCharacter`). */
export const withoutControlCharacters = (value: string) => !controlCharacter.test(value);

/** A string without control characters: the start of every string field of the schemas. */
export const text = (params?: string | { message?: string }) =>
  z.string(params).refine(withoutControlCharacters, {
    message: controlCharacterMessage,
    params: { code: 'controlCharacter' },
  });

export const requiredText = (max: number) =>
  text({ message: 'Required' }).trim().min(1, 'Required').max(max, `At most ${max} characters`);

/** A text that may be blank; see `optionalText` for one that is blank when left out. */
export const boundedText = (max: number) => text().trim().max(max, `At most ${max} characters`);

export const optionalText = (max: number) => boundedText(max).default('');

/** `{field}_en` … `{field}_es`, each validated by `schema`. */
export function localizedFields<F extends string, S extends z.ZodType>(field: F, schema: S) {
  return Object.fromEntries(locales.map((locale) => [`${field}_${locale}`, schema])) as Record<`${F}_${Locale}`, S>;
}

/** The largest id: ids are PostgreSQL `integer`s (32 bits, signed). */
const maxId = 2_147_483_647;

/**
 * An id written in decimal, as a URL or a form's select gives it: `17`, not `017`, `+17`, ` 17`, `0x11`, `1e3`
 * or `17.0`; or null. The one reading of an id in text, for bodies (`id`) and paths.
 */
export function decimalId(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= maxId ? Number(value) : null;
}

/**
 * The id of a row, in a body or handed to an admin action: a whole number from 1 to 2147483647, as a number or
 * written in decimal (see `decimalId`). Nothing else is read as one: `true` is not 1, `"0x11"` is not 17.
 */
export const id = (message = 'Must be an id') =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (decimalId(value) ?? value) : value),
    z.number({ message }).int(message).positive(message).max(maxId, message),
  );

export const idSchema = id();

const priorityRange = 'Must be from -1000000 to 1000000';

/**
 * A priority: a whole number from -1,000,000 to 1,000,000, as a number or written in decimal (a form's text
 * `"3"`, `"-2"`); not `"0x11"`, `"1e3"`, `"3.5"` or `" 3"`. A blank one is refused, not taken as 0.
 */
export const priority = z.preprocess(
  (value) =>
    typeof value !== 'string'
      ? value
      : value.trim() === ''
        ? undefined
        : /^-?\d{1,16}$/.test(value)
          ? Number(value)
          : value,
  z
    .number({ message: 'Must be a number' })
    .int('Must be a whole number')
    .min(-1_000_000, priorityRange)
    .max(1_000_000, priorityRange),
);

/** A new order of a list (a machine's items, an article's blocks, the categories): their ids, first first, each once. */
export const priorityOrderSchema = z
  .array(idSchema)
  .min(1, 'Required')
  .max(1000)
  .refine((ids) => new Set(ids).size === ids.length, 'Each item may appear only once');
export type PriorityOrder = z.infer<typeof priorityOrderSchema>;

/** An edit must change something. */
export const nonEmpty = <T extends object>(value: T) => Object.values(value).some((field) => field !== undefined);

/** Blank values of localized fields (`{field}_en` … `{field}_es`), a new form's starting values. */
export function blankLocalized<F extends string>(...fields: F[]) {
  const entries = fields.flatMap((field) => locales.map((locale) => [`${field}_${locale}`, '']));
  return Object.fromEntries(entries) as Record<`${F}_${Locale}`, string>;
}

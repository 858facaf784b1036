/**
 * The activity log's inputs: its kinds of entry, the query of `GET /api/activity` and the filters of the back
 * office's Activity screen.
 */
import { z } from 'zod';

import { boundedText, decimalId, text } from './fields';

/**
 * What an entry records. Sign-ins and their failures, lockouts and sign-outs carry the client's address; the rest
 * are changes of accounts, passwords and two-factor sign-in, by the person signed in or by the system.
 */
export const activityKinds = [
  'signIn',
  'signInFailed',
  'signInBlocked',
  'signOut',
  'sessionsEnded',
  'passwordChanged',
  'twoFactorEnabled',
  'twoFactorDisabled',
  'recoveryCodesRegenerated',
  'accountCreated',
  'accountDeactivated',
  'accountReactivated',
  'accountDeleted',
  'accountRoleChanged',
  'securitySettingsChanged',
  // A machine, an article or a category created, changed, restored, moved to or back from the trash (its history).
  'contentChanged',
] as const;
export type ActivityKind = (typeof activityKinds)[number];

/** The most entries one read answers, and how many when none is asked for. */
export const maxActivityLimit = 200;
export const defaultActivityLimit = 50;

const limitMessage = `Must be a whole number from 1 to ${maxActivityLimit}`;
const beforeMessage = 'Must be an entry id or a date and time in ISO 8601 (2026-11-27T08:00:00Z)';
const dateTime = z.iso.datetime({ offset: true });

/**
 * Where a page starts: after the entry of this id (the last one of the previous page, or the `rel="next"` link's),
 * or before this moment, an ISO 8601 date and time with its offset.
 */
const beforeSchema = text()
  .refine((value) => decimalId(value) !== null || dateTime.safeParse(value).success, beforeMessage)
  .transform((value): number | Date => decimalId(value) ?? new Date(value));

/** `?limit=&before=` of `GET /api/activity`: both optional; `limit` from 1 to 200, 50 when left out. */
export const activityQuerySchema = z.object({
  limit: z
    .preprocess(
      (value) => (typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : value),
      z.number({ message: limitMessage }).int(limitMessage).min(1, limitMessage).max(maxActivityLimit, limitMessage),
    )
    .default(defaultActivityLimit),
  before: beforeSchema.optional(),
});
export type ActivityQuery = z.output<typeof activityQuerySchema>;

/** A calendar day, `2026-11-25`, that exists. */
const day = z.iso.date();

/**
 * The filters of `/admin/activity`, from the query: a person (the username, as the entries keep it), a kind, the
 * first and last day (the office's days), and the entry the page starts after. A value that is not one we know is
 * left out (the list is shown without that filter), never an error: a hand-edited or outdated URL still opens.
 */
export const activityFiltersSchema = z.object({
  user: boundedText(100).catch(''),
  kind: z.enum(activityKinds).optional().catch(undefined),
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
  before: z
    .string()
    .transform((value) => decimalId(value) ?? undefined)
    .optional()
    .catch(undefined),
});
export type ActivityFilters = z.output<typeof activityFiltersSchema>;

/** The filters of a page's `searchParams`: the first value of each, blank ones left out. */
export function activityFiltersFrom(query: Record<string, string | string[] | undefined>): ActivityFilters {
  const value = (name: string) => {
    const raw = query[name];
    const first = Array.isArray(raw) ? raw[0] : raw;
    return first === '' ? undefined : first;
  };
  return activityFiltersSchema.parse(
    Object.fromEntries(Object.keys(activityFiltersSchema.shape).map((name) => [name, value(name)])),
  );
}

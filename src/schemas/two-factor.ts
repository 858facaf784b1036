import { z } from 'zod';

import { text } from './fields';

/** The code that confirms an enrolment: six digits from the app (a space in the middle, as apps show it, is fine). */
export const totpConfirmSchema = z.object({
  code: text()
    .trim()
    .min(1, 'Required')
    .refine((value) => /^\d{3} ?\d{3}$/.test(value), { message: 'wrong', params: { code: 'wrong' } }),
});

/**
 * Turning two-factor sign-in off, or new recovery codes: nothing but the session, whose person must have given
 * their password and a code in the last minutes (reauthentication.ts).
 */
export const twoFactorChangeSchema = z.object({});

/** Starting an enrolment takes nothing but the session. */
export const totpStartSchema = z.object({});

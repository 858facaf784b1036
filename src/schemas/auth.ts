import { z } from 'zod';

import { text } from './fields';
import { loginUsername } from './username';

/** The second step of a sign-in: a code from the authenticator app, or one of the recovery codes. */
export const secondFactorCode = () => text().trim().min(1, 'Required').max(64, 'Too long');

/**
 * POST /api/auth/login and the admin login form. `code` is needed only by an account with two-factor sign-in;
 * without it, such an account is answered that a second factor is required.
 */
export const loginSchema = z.object({
  username: loginUsername(),
  password: text().min(1, 'Required').max(1000, 'Too long'),
  code: secondFactorCode().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The login form's second step, after the right password: the code alone. */
export const secondFactorSchema = z.object({ code: secondFactorCode() });

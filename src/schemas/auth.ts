import { z } from 'zod';

import { text } from './fields';
import { newPassword } from './password';
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

/** Proving who one is again before a sensitive change: the password, and the code when two-factor sign-in is on. */
export const reauthenticateSchema = z.object({
  password: text().min(1, 'Required').max(1000, 'Too long'),
  code: secondFactorCode().optional(),
});
export type ReauthenticateInput = z.infer<typeof reauthenticateSchema>;

/** "Forgot your password?": the username only; the link goes to the account's own e-mail address. */
export const passwordResetRequestSchema = z.object({ username: loginUsername() });

/** A new password chosen through a forgotten password's link: its token, the new password twice. */
export const passwordResetSchema = z
  .object({
    token: text().min(20, 'invalid').max(100, 'invalid'),
    newPassword: newPassword(),
    confirmPassword: text().max(1000, 'Too long'),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: 'mismatch',
    params: { code: 'mismatch' },
    path: ['confirmPassword'],
  });

/** The strength meter's question: how guessable a password being chosen is, for which account. */
export const passwordStrengthSchema = z.object({
  password: text().max(1000, 'Too long'),
  username: text().max(100, 'Too long').optional(),
});

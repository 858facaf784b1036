'use server';

import { headers } from 'next/headers';

import { clientAddress } from '@/server/http/client-address';
import type { ActionResult } from '@/schemas/action-result';
import {
  loginSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  passwordStrengthSchema,
  reauthenticateSchema,
  secondFactorSchema,
} from '@/schemas/auth';
import { fieldErrors } from '@/schemas/field-errors';
import { completeLogin, logIn } from '@/server/auth/login';
import { currentPendingLogin, currentSession, type PendingLogin, saveSignIn } from '@/server/auth/cookies';
import { requestPasswordReset, resetPassword } from '@/server/auth/password-reset';
import { passwordStrength } from '@/server/auth/password-policy';
import { reauthenticate } from '@/server/auth/reauthentication';
import { endSession, signOutEverywhere } from '@/server/auth/sessions';
import { readConfig } from '@/server/config';
import {
  FirstPasswordExpiredError,
  RateLimitedError,
  SecondFactorError,
  UnauthorizedError,
  ValidationError,
} from '@/server/errors';

import { adminAction } from '../_lib/action';
import { currentAdmin, loginContext } from '../_lib/auth';
import { adminLocale } from '../_lib/locale';

// The four actions here run without a session, or end it, so they cannot go through `adminAction` (which checks
// the session first); they answer the same `ActionResult`, with the sign-in's own reasons.

/**
 * The first step's success: signed in (the account's id, and whether it must choose its own password first), or,
 * for an account with two-factor sign-in, the code next.
 */
export type LoginStep =
  { signedIn: true; userId: number; mustChangePassword: boolean } | { signedIn: false; secondFactor: true };
export type LoginRefusal = 'invalid' | 'rateLimited' | 'unexpected' | 'firstPasswordExpired';
export type SecondFactorRefusal = 'wrongCode' | 'expired' | 'rateLimited' | 'unexpected' | 'firstPasswordExpired';

/**
 * The login form's action: the same schema and domain call as POST /api/auth/login, then the session cookie and
 * the device cookie, or, for an account with two-factor sign-in, the pending sign-in cookie that the second step
 * (`secondFactorAction`) needs.
 */
export async function logInAction(input: unknown): Promise<ActionResult<LoginStep, LoginRefusal>> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid' };
  try {
    const outcome = await logIn(parsed.data, await loginContext());
    const pendingLogin = await currentPendingLogin();
    if (outcome.status === 'secondFactor') {
      Object.assign(pendingLogin, outcome.pending);
      await pendingLogin.save();
      return { ok: true, data: { signedIn: false, secondFactor: true } };
    }
    pendingLogin.destroy();
    await saveSignIn(outcome);
    return {
      ok: true,
      data: { signedIn: true, userId: outcome.admin.id, mustChangePassword: outcome.mustChangePassword },
    };
  } catch (error) {
    if (error instanceof FirstPasswordExpiredError) return { ok: false, error: 'firstPasswordExpired' };
    if (error instanceof UnauthorizedError) return { ok: false, error: 'invalid' };
    if (error instanceof RateLimitedError) return { ok: false, error: 'rateLimited' };
    console.error('Login failed unexpectedly:', error);
    return { ok: false, error: 'unexpected' };
  }
}

/** The login form's second step: a code from the app or a recovery code, for the pending sign-in's account. */
export async function secondFactorAction(
  input: unknown,
): Promise<ActionResult<{ userId: number; mustChangePassword: boolean }, SecondFactorRefusal>> {
  const parsed = secondFactorSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'wrongCode' };
  const pendingLogin = await currentPendingLogin();
  const pending = pendingOf(pendingLogin);
  if (!pending) return { ok: false, error: 'expired' };
  try {
    const success = await completeLogin(pending, parsed.data.code, await loginContext());
    pendingLogin.destroy();
    await saveSignIn(success);
    return { ok: true, data: { userId: success.admin.id, mustChangePassword: success.mustChangePassword } };
  } catch (error) {
    if (error instanceof SecondFactorError) return { ok: false, error: 'wrongCode' };
    if (error instanceof FirstPasswordExpiredError) {
      pendingLogin.destroy();
      return { ok: false, error: 'firstPasswordExpired' };
    }
    if (error instanceof UnauthorizedError) {
      pendingLogin.destroy();
      return { ok: false, error: 'expired' };
    }
    if (error instanceof RateLimitedError) return { ok: false, error: 'rateLimited' };
    console.error('Login failed unexpectedly:', error);
    return { ok: false, error: 'unexpected' };
  }
}

/** The pending sign-in the cookie holds, if it holds a whole one. */
function pendingOf(data: Partial<PendingLogin>): PendingLogin | null {
  const { userId, username, stamp, issuedAt } = data;
  if (typeof userId !== 'number' || typeof username !== 'string' || typeof stamp !== 'string') return null;
  return typeof issuedAt === 'number' ? { userId, username, stamp, issuedAt } : null;
}

/** The client's address, for the activity log. */
async function requestAddress(): Promise<string> {
  return clientAddress(await headers(), readConfig().trustProxy);
}

/** Ends the session, on the server too; answers nothing, whether there was one or not. */
export async function logOutAction(): Promise<void> {
  const session = await currentSession();
  await endSession(session.token, { address: await requestAddress() });
  session.destroy();
}

/** Ends every session of the current administrator, this one included. */
export async function signOutEverywhereAction(): Promise<void> {
  const admin = await currentAdmin();
  if (admin) await signOutEverywhere(admin, await requestAddress());
  (await currentSession()).destroy();
}

/**
 * The password (and the code, when two-factor sign-in is on) given again before a sensitive change; counted like a
 * login. The screen then sends the change it was asked for again (ReauthDialog).
 */
export async function reauthenticateAction(input: unknown) {
  return adminAction('self', reauthenticateSchema, input, async (proof, _, current) => {
    await reauthenticate(current, proof, await loginContext());
    return null;
  });
}

export type ResetRequestRefusal = 'invalid' | 'rateLimited' | 'unexpected';

/** "Forgot your password?": answers the same whether or not the name exists (see password-reset.ts). */
export async function requestPasswordResetAction(input: unknown): Promise<ActionResult<null, ResetRequestRefusal>> {
  const parsed = passwordResetRequestSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid', fields: fieldErrors(parsed.error.issues) };
  try {
    await requestPasswordReset(parsed.data.username, { address: await requestAddress(), locale: await adminLocale() });
    return { ok: true, data: null };
  } catch (error) {
    if (error instanceof RateLimitedError) return { ok: false, error: 'rateLimited' };
    console.error('A password reset request failed:', error);
    return { ok: false, error: 'unexpected' };
  }
}

/** The new password chosen through a forgotten password's link; every session of the account ends. */
export async function resetPasswordAction(input: unknown): Promise<ActionResult<null, 'invalid' | 'unexpected'>> {
  const parsed = passwordResetSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid', fields: fieldErrors(parsed.error.issues) };
  try {
    await resetPassword(parsed.data.token, parsed.data.newPassword);
    (await currentSession()).destroy();
    return { ok: true, data: null };
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, error: 'invalid', fields: error.fields };
    console.error('A password reset failed:', error);
    return { ok: false, error: 'unexpected' };
  }
}

/**
 * The strength meter's score of a password being chosen (0 to 4) and the policy's verdict. Without a session too
 * (the forgotten password's page); a password is checked up to its first 100 characters, which costs milliseconds.
 */
export async function passwordStrengthAction(
  input: unknown,
): Promise<ActionResult<ReturnType<typeof passwordStrength>, 'invalid'>> {
  const parsed = passwordStrengthSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid' };
  const context = parsed.data.username ? [parsed.data.username] : [];
  return { ok: true, data: passwordStrength(parsed.data.password, context) };
}

'use server';

import { headers } from 'next/headers';

import { clientAddress } from '@/server/http/client-address';
import type { ActionResult } from '@/schemas/action-result';
import { loginSchema, secondFactorSchema } from '@/schemas/auth';
import { completeLogin, type LoginContext, logIn } from '@/server/auth/login';
import {
  currentDevice,
  currentPendingLogin,
  currentSession,
  type PendingLogin,
  saveSignIn,
} from '@/server/auth/cookies';
import { endSession, signOutEverywhere } from '@/server/auth/sessions';
import { readConfig } from '@/server/config';
import { RateLimitedError, SecondFactorError, UnauthorizedError } from '@/server/errors';

import { currentAdmin } from '../_lib/auth';

// The four actions here run without a session, or end it, so they cannot go through `adminAction` (which checks
// the session first); they answer the same `ActionResult`, with the sign-in's own reasons.

/** The first step's success: signed in (the account's id), or, for an account with two-factor sign-in, the code next. */
export type LoginStep = { signedIn: true; userId: number } | { signedIn: false; secondFactor: true };
export type LoginRefusal = 'invalid' | 'rateLimited' | 'unexpected';
export type SecondFactorRefusal = 'wrongCode' | 'expired' | 'rateLimited' | 'unexpected';

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
    return { ok: true, data: { signedIn: true, userId: outcome.admin.id } };
  } catch (error) {
    if (error instanceof UnauthorizedError) return { ok: false, error: 'invalid' };
    if (error instanceof RateLimitedError) return { ok: false, error: 'rateLimited' };
    console.error('Login failed unexpectedly:', error);
    return { ok: false, error: 'unexpected' };
  }
}

/** The login form's second step: a code from the app or a recovery code, for the pending sign-in's account. */
export async function secondFactorAction(
  input: unknown,
): Promise<ActionResult<{ userId: number }, SecondFactorRefusal>> {
  const parsed = secondFactorSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'wrongCode' };
  const pendingLogin = await currentPendingLogin();
  const pending = pendingOf(pendingLogin);
  if (!pending) return { ok: false, error: 'expired' };
  try {
    const success = await completeLogin(pending, parsed.data.code, await loginContext());
    pendingLogin.destroy();
    await saveSignIn(success);
    return { ok: true, data: { userId: success.admin.id } };
  } catch (error) {
    if (error instanceof SecondFactorError) return { ok: false, error: 'wrongCode' };
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

async function loginContext(): Promise<LoginContext> {
  const requestHeaders = await headers();
  const device = await currentDevice();
  return {
    address: clientAddress(requestHeaders, readConfig().trustProxy),
    userAgent: requestHeaders.get('user-agent') ?? '',
    device: device.username && device.id ? { username: device.username, id: device.id } : null,
  };
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

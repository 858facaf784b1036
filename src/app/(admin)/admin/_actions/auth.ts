'use server';

import { headers } from 'next/headers';

import { clientAddress } from '@/server/http/client-address';
import { loginSchema, secondFactorSchema } from '@/schemas/auth';
import { completeLogin, type LoginContext, type LoginSuccess, logIn } from '@/server/auth/login';
import { currentDevice, currentPendingLogin, currentSession, type PendingLogin } from '@/server/auth/cookies';
import { endAllSessions, endSession } from '@/server/auth/sessions';
import { readConfig } from '@/server/config';
import { RateLimitedError, SecondFactorError, UnauthorizedError } from '@/server/errors';

import { currentAdmin } from '../_lib/auth';

export type LoginResult =
  | { ok: true; userId: number }
  | { ok: false; reason: 'invalid' | 'rateLimited' | 'unexpected' }
  /** The right password of an account with two-factor sign-in: the form asks for the code next. */
  | { ok: false; reason: 'secondFactor' };

export type SecondFactorResult =
  { ok: true; userId: number } | { ok: false; reason: 'wrongCode' | 'expired' | 'rateLimited' | 'unexpected' };

/**
 * The login form's action: the same schema and domain call as POST /api/auth/login, then the session cookie and
 * the device cookie, or, for an account with two-factor sign-in, the pending sign-in cookie that the second step
 * (`secondFactorAction`) needs.
 */
export async function logInAction(input: unknown): Promise<LoginResult> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  try {
    const outcome = await logIn(parsed.data, await loginContext());
    const pendingLogin = await currentPendingLogin();
    if (outcome.status === 'secondFactor') {
      Object.assign(pendingLogin, outcome.pending);
      await pendingLogin.save();
      return { ok: false, reason: 'secondFactor' };
    }
    pendingLogin.destroy();
    return { ok: true, userId: await startSession(outcome) };
  } catch (error) {
    if (error instanceof UnauthorizedError) return { ok: false, reason: 'invalid' };
    if (error instanceof RateLimitedError) return { ok: false, reason: 'rateLimited' };
    console.error('Login failed unexpectedly:', error);
    return { ok: false, reason: 'unexpected' };
  }
}

/** The login form's second step: a code from the app or a recovery code, for the pending sign-in's account. */
export async function secondFactorAction(input: unknown): Promise<SecondFactorResult> {
  const parsed = secondFactorSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'wrongCode' };
  const pendingLogin = await currentPendingLogin();
  const pending = pendingOf(pendingLogin);
  if (!pending) return { ok: false, reason: 'expired' };
  try {
    const success = await completeLogin(pending, parsed.data.code, await loginContext());
    pendingLogin.destroy();
    return { ok: true, userId: await startSession(success) };
  } catch (error) {
    if (error instanceof SecondFactorError) return { ok: false, reason: 'wrongCode' };
    if (error instanceof UnauthorizedError) {
      pendingLogin.destroy();
      return { ok: false, reason: 'expired' };
    }
    if (error instanceof RateLimitedError) return { ok: false, reason: 'rateLimited' };
    console.error('Login failed unexpectedly:', error);
    return { ok: false, reason: 'unexpected' };
  }
}

/** The pending sign-in the cookie holds, if it holds a whole one. */
function pendingOf(data: Partial<PendingLogin>): PendingLogin | null {
  const { userId, username, stamp, issuedAt } = data;
  if (typeof userId !== 'number' || typeof username !== 'string' || typeof stamp !== 'string') return null;
  return typeof issuedAt === 'number' ? { userId, username, stamp, issuedAt } : null;
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

/** Sets the session cookie of a successful sign-in, and the device cookie; answers the account's id. */
async function startSession(result: LoginSuccess): Promise<number> {
  const session = await currentSession();
  // A session this browser had before ends: one browser, one session.
  await endSession(session.token);
  session.token = result.sessionToken;
  await session.save();
  const device = await currentDevice();
  device.username = result.device.username;
  device.id = result.device.id;
  await device.save();
  return result.admin.id;
}

/** Ends the session, on the server too; answers nothing, whether there was one or not. */
export async function logOutAction(): Promise<void> {
  const session = await currentSession();
  await endSession(session.token);
  session.destroy();
}

/** Ends every session of the current administrator, this one included. */
export async function signOutEverywhereAction(): Promise<void> {
  const admin = await currentAdmin();
  if (admin) await endAllSessions(admin.id);
  (await currentSession()).destroy();
}

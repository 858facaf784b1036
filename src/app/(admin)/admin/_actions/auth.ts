'use server';

import { headers } from 'next/headers';

import { clientAddress } from '@/server/http/client-address';
import { loginSchema } from '@/schemas/auth';
import { logIn } from '@/server/auth/login';
import { currentDevice, currentSession } from '@/server/auth/session';
import { endAllSessions, endSession } from '@/server/auth/sessions';
import { readConfig } from '@/server/config';
import { RateLimitedError, UnauthorizedError } from '@/server/errors';

import { currentAdmin } from '../_lib/auth';

export type LoginResult =
  { ok: true; userId: number } | { ok: false; reason: 'invalid' | 'rateLimited' | 'unexpected' };

/**
 * The login form's action: the same schema and domain call as POST /api/auth/login, then the session cookie and
 * the device cookie.
 */
export async function logInAction(input: unknown): Promise<LoginResult> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  try {
    const requestHeaders = await headers();
    const device = await currentDevice();
    const result = await logIn(parsed.data, {
      address: clientAddress(requestHeaders, readConfig().trustProxy),
      userAgent: requestHeaders.get('user-agent') ?? '',
      device: device.username && device.id ? { username: device.username, id: device.id } : null,
    });
    const session = await currentSession();
    // A session this browser had before ends: one browser, one session.
    await endSession(session.token);
    session.token = result.sessionToken;
    await session.save();
    device.username = result.device.username;
    device.id = result.device.id;
    await device.save();
    return { ok: true, userId: result.admin.id };
  } catch (error) {
    if (error instanceof UnauthorizedError) return { ok: false, reason: 'invalid' };
    if (error instanceof RateLimitedError) return { ok: false, reason: 'rateLimited' };
    console.error('Login failed unexpectedly:', error);
    return { ok: false, reason: 'unexpected' };
  }
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

'use server';

import { headers } from 'next/headers';

import { clientAddress } from '@/server/http/client-address';
import { loginSchema } from '@/schemas/auth';
import { logIn } from '@/server/auth/login';
import { currentSession } from '@/server/auth/session';
import { readConfig } from '@/server/config';
import { RateLimitedError, UnauthorizedError } from '@/server/errors';

export type LoginResult =
  { ok: true; userId: number } | { ok: false; reason: 'invalid' | 'rateLimited' | 'unexpected' };

/** The login form's action: the same schema and domain call as POST /api/auth/login, then the session cookie. */
export async function logInAction(input: unknown): Promise<LoginResult> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  try {
    const admin = await logIn(parsed.data, clientAddress(await headers(), readConfig().trustProxy));
    const session = await currentSession();
    session.userId = admin.id;
    session.username = admin.username;
    await session.save();
    return { ok: true, userId: admin.id };
  } catch (error) {
    if (error instanceof UnauthorizedError) return { ok: false, reason: 'invalid' };
    if (error instanceof RateLimitedError) return { ok: false, reason: 'rateLimited' };
    console.error('Login failed unexpectedly:', error);
    return { ok: false, reason: 'unexpected' };
  }
}

/** Ends the session; answers nothing, whether there was one or not. */
export async function logOutAction(): Promise<void> {
  (await currentSession()).destroy();
}

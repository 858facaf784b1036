/**
 * Checking an administrator's credentials. The attempt is counted first (login-throttle.ts), so that no more
 * passwords are checked than the limits allow however many requests arrive at once; then the password is
 * checked when the password gate (verify-gate.ts) lets it; then a session is opened.
 */
import 'server-only';

import { randomBytes } from 'node:crypto';

import argon2 from 'argon2';
import { eq } from 'drizzle-orm';

import type { LoginInput } from '@/schemas/auth';

import { database } from '../db';
import { adminUsers } from '../db/schema';
import { RateLimitedError, UnauthorizedError } from '../errors';
import { countLoginAttempt } from './login-throttle';
import { type Admin, createSession, type SessionOrigin } from './sessions';
import { GateBusyError, passwordGate } from './verify-gate';

export type { Admin } from './sessions';

export interface LoginContext extends SessionOrigin {
  /** The caller's device cookie, if it holds a valid one. */
  device: { username: string; id: string } | null;
}

export interface LoginSuccess {
  admin: Admin;
  /** The new session's token, for the session cookie. */
  sessionToken: string;
  /** The device cookie to set: this browser is now a known device for this username. */
  device: { username: string; id: string };
}

// Verified when the username does not exist, so that an unknown name takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;

/**
 * Opens a session for these credentials; UnauthorizedError without saying which field was wrong, RateLimitedError
 * when the attempt is over a limit or the server is too busy checking passwords.
 */
export async function logIn({ username, password }: LoginInput, context: LoginContext): Promise<LoginSuccess> {
  const name = username.trim().toLowerCase();
  const knownDevice = context.device && context.device.username === name ? context.device.id : null;
  const attempt = await countLoginAttempt({ username, address: context.address, deviceId: knownDevice });

  const db = await database();
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.username, username));
  let valid: boolean;
  try {
    valid = await passwordGate().run(async () => {
      decoyHash ??= argon2.hash('decoy password', { type: argon2.argon2id });
      return argon2.verify(user?.password_hash ?? (await decoyHash), password);
    });
  } catch (error) {
    if (!(error instanceof GateBusyError)) throw error;
    await attempt.refund();
    throw new RateLimitedError('The server is busy. Please try again in a moment.', 1);
  }
  if (!user || !valid || !user.active) throw new UnauthorizedError('Wrong username or password.');

  await attempt.succeeded();
  const sessionToken = await createSession(user.id, context);
  return {
    admin: { id: user.id, username: user.username },
    sessionToken,
    device: { username: name, id: knownDevice ?? randomBytes(16).toString('base64url') },
  };
}

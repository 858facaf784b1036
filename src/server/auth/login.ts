/**
 * Checking an administrator's credentials. The attempt is counted first (login-throttle.ts), so that no more
 * passwords are checked than the limits allow however many requests arrive at once; then the password is
 * checked when the password gate (verify-gate.ts) lets it; then, for an account with two-factor sign-in, the code
 * (two-factor.ts), in the same request (the API) or in a second one (the login form, with the pending sign-in of
 * its sealed cookie); only then is a session opened. The second step is an attempt of its own, counted by the same
 * limits, so that codes cannot be guessed faster than passwords.
 */
import 'server-only';

import { createHash, randomBytes } from 'node:crypto';

import argon2 from 'argon2';
import { eq } from 'drizzle-orm';

import type { LoginInput } from '@/schemas/auth';
import { foldUsername } from '@/schemas/username';

import { recordActivityNow } from '../activity/log';
import { database } from '../db';
import { clock } from '../clock';
import { adminUsers } from '../db/schema';
import { FirstPasswordExpiredError, RateLimitedError, SecondFactorError, UnauthorizedError } from '../errors';
import { type CountedAttempt, countLoginAttempt } from './login-throttle';
import { type PendingLogin, pendingLoginSeconds } from './cookies';
import { type Admin, createSession, type SessionOrigin } from './sessions';
import { spendSecondFactor } from './two-factor';
import { GateBusyError, passwordGate } from './verify-gate';

export type { Admin } from './sessions';

export interface LoginContext extends SessionOrigin {
  /** The caller's device cookie, if it holds a valid one. */
  device: { username: string; id: string } | null;
}

export interface LoginSuccess {
  admin: Pick<Admin, 'id' | 'username'>;
  /** The new session's token, for the session cookie. */
  sessionToken: string;
  /** The device cookie to set: this browser is now a known device for this username. */
  device: { username: string; id: string };
  /** The account signed in with a first password: its session may only choose its own password. */
  mustChangePassword: boolean;
}

export type LoginOutcome = ({ status: 'signedIn' } & LoginSuccess) | { status: 'secondFactor'; pending: PendingLogin };

// Verified when the username does not exist, so that an unknown name takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;

/**
 * Opens a session for these credentials, or, for an account with two-factor sign-in and no `code`, answers the
 * pending sign-in. UnauthorizedError without saying which field was wrong (SecondFactorError for a wrong code
 * after the right password), RateLimitedError when the attempt is over a limit or the server is too busy.
 */
export async function logIn({ username, password, code }: LoginInput, context: LoginContext): Promise<LoginOutcome> {
  const name = foldUsername(username);
  const knownDevice = context.device && context.device.username === name ? context.device.id : null;
  const attempt = await countLoginAttempt({ username, address: context.address, deviceId: knownDevice });

  const db = await database();
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.username, name));
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
  if (!user || !valid || !user.active) {
    await recordFailure(user?.id ?? null, username, valid ? 'inactive' : 'password', context);
    throw new UnauthorizedError('Wrong username or password.');
  }
  if (user.password_change_due !== null && user.password_change_due <= clock.now()) {
    await attempt.refund();
    throw new FirstPasswordExpiredError();
  }

  if (user.totp_secret !== null) {
    if (code === undefined) {
      // The right password: its point is given back, but the consecutive failures are forgiven only by a whole
      // sign-in, so that alternating the password with guessed codes gains nothing.
      await attempt.refund();
      const issuedAt = clock.now().getTime();
      return {
        status: 'secondFactor',
        pending: { userId: user.id, username: name, stamp: stamp(user.password_hash), issuedAt },
      };
    }
    if (!(await spendSecondFactor(user.id, code, db))) throw await wrongCode(user, context);
  }
  return { status: 'signedIn', ...(await signIn(attempt, user, context, knownDevice)) };
}

/**
 * The second step of a sign-in: `code` (from the app, or a recovery code) for the pending sign-in of `pending`,
 * counted against the login limits like a password. UnauthorizedError when the pending sign-in has expired or no
 * longer matches the account (the caller then asks for the password again), SecondFactorError for a wrong code.
 */
export async function completeLogin(pending: PendingLogin, code: string, context: LoginContext): Promise<LoginSuccess> {
  const expired =
    clock.now().getTime() - pending.issuedAt > pendingLoginSeconds * 1000 || pending.issuedAt > clock.now().getTime();
  if (expired) throw new UnauthorizedError('The sign-in has expired. Please enter the password again.');
  const knownDevice = context.device && context.device.username === pending.username ? context.device.id : null;
  const attempt = await countLoginAttempt({
    username: pending.username,
    address: context.address,
    deviceId: knownDevice,
  });
  const db = await database();
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.id, pending.userId));
  if (!user || !user.active || user.totp_secret === null || stamp(user.password_hash) !== pending.stamp) {
    throw new UnauthorizedError('The sign-in has expired. Please enter the password again.');
  }
  if (user.password_change_due !== null && user.password_change_due <= clock.now()) {
    throw new FirstPasswordExpiredError();
  }
  if (!(await spendSecondFactor(user.id, code, db))) throw await wrongCode(user, context);
  return signIn(attempt, user, context, knownDevice);
}

/** A failed attempt in the activity log: the name tried and the client's address, never the password or code. */
async function recordFailure(
  userId: number | null,
  username: string,
  reason: 'password' | 'code' | 'inactive',
  context: LoginContext,
) {
  await recordActivityNow({
    kind: 'signInFailed',
    by: { id: userId, username },
    summary: { reason },
    address: context.address,
  });
}

async function wrongCode(user: { id: number; username: string }, context: LoginContext) {
  await recordFailure(user.id, user.username, 'code', context);
  return new SecondFactorError('The code is wrong or was already used.');
}

function stamp(passwordHash: string): string {
  return createHash('sha256').update(passwordHash).digest('base64url').slice(0, 22);
}

async function signIn(
  attempt: CountedAttempt,
  user: { id: number; username: string; password_change_due: Date | null },
  context: LoginContext,
  knownDevice: string | null,
): Promise<LoginSuccess> {
  await attempt.succeeded();
  const sessionToken = await createSession(user.id, context);
  return {
    admin: { id: user.id, username: user.username },
    sessionToken,
    device: { username: foldUsername(user.username), id: knownDevice ?? randomBytes(16).toString('base64url') },
    mustChangePassword: user.password_change_due !== null,
  };
}

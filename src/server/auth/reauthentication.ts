/**
 * Re-authentication before what matters: changing one's password, turning two-factor sign-in off, new recovery
 * codes, changing accounts or roles. Such a change is allowed only when the person gave their password (and their
 * second factor, when enrolled) in the last five minutes, at sign-in or again here; each proof given here is a
 * login attempt for the login limits (login-throttle.ts), so that a stolen session cannot guess the password or
 * codes faster than a login could.
 */
import 'server-only';

import argon2 from 'argon2';
import { eq } from 'drizzle-orm';

import { recordActivityNow } from '../activity/log';
import { clock } from '../clock';
import { database } from '../db';
import { adminUsers } from '../db/schema';
import { ReauthenticationRequiredError, RateLimitedError, ValidationError } from '../errors';
import { countLoginAttempt } from './login-throttle';
import type { LoginContext } from './login';
import { type AdminSession, markAuthenticated } from './sessions';
import { spendSecondFactor } from './two-factor';
import { GateBusyError, passwordGate } from './verify-gate';

/** How long a proof of identity counts for sensitive changes. */
export const recentAuthenticationSeconds = 5 * 60;

/** Whether the person of `session` gave their password (and code) in the last five minutes. */
export function isRecentlyAuthenticated(session: AdminSession['session']): boolean {
  const age = clock.now().getTime() - session.authenticatedAt.getTime();
  return age >= 0 && age <= recentAuthenticationSeconds * 1000;
}

/**
 * The guard of every sensitive change, called by its server action or route handler after the session check:
 * ReauthenticationRequiredError unless the person proved who they are in the last five minutes. The back office's
 * screens then ask for the password (and code) and send the change again (`useAdminAction`, ReauthDialog).
 */
export function requireRecentAuthentication({ session }: Pick<AdminSession, 'session'>): void {
  if (!isRecentlyAuthenticated(session)) throw new ReauthenticationRequiredError();
}

/** What a person gives to prove who they are again: the password, and a code when two-factor sign-in is on. */
export interface Proof {
  password: string;
  code?: string;
}

/**
 * Checks `proof` for the account of `current` and, when right, records on the session that it was just given.
 * Counted like a login (RateLimitedError over the limits); ValidationError on `password` (the password or the code
 * is wrong, without saying which) or on `code` (`required`: the account has two-factor sign-in and none was given).
 */
export async function reauthenticate(current: AdminSession, proof: Proof, context: LoginContext): Promise<void> {
  await checkProof(current.admin.id, proof, context, { withCode: true });
  await markAuthenticated(current.session.id);
}

type AccountRow = typeof adminUsers.$inferSelect;

/**
 * Checks the password of account `userId` (and, `withCode`, its second factor when it has one), as one login
 * attempt of the login limits; answers the account's row. The errors of `reauthenticate`, on `field` for a wrong
 * password.
 */
export async function checkProof(
  userId: number,
  proof: Proof,
  context: LoginContext,
  options: { withCode: boolean; field?: string },
): Promise<AccountRow> {
  const db = await database();
  const field = options.field ?? 'password';
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.id, userId));
  if (!user) throw new ValidationError('The password or the code is wrong.', { [field]: 'wrong' });
  const withCode = options.withCode && user.totp_secret !== null;
  if (withCode && !proof.code) throw new ValidationError('The code from the app is required.', { code: 'required' });
  const knownDevice = context.device && context.device.username === user.username ? context.device.id : null;
  const attempt = await countLoginAttempt({ username: user.username, address: context.address, deviceId: knownDevice });
  let valid: boolean;
  try {
    valid = await passwordGate().run(() => argon2.verify(user.password_hash, proof.password));
  } catch (error) {
    if (!(error instanceof GateBusyError)) throw error;
    await attempt.refund();
    throw new RateLimitedError('The server is busy. Please try again in a moment.', 1);
  }
  if (valid && withCode) valid = await spendSecondFactor(user.id, proof.code!, db);
  if (!valid) {
    await recordActivityNow({
      kind: 'signInFailed',
      by: { id: user.id, username: user.username },
      summary: { reason: withCode ? 'code' : 'password' },
      address: context.address,
    });
    throw new ValidationError('The password or the code is wrong.', { [field]: 'wrong' });
  }
  await attempt.succeeded();
  return user;
}

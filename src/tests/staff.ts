/**
 * Staff accounts as the integration tests need them: made the way a colleague makes one, with its own password
 * already chosen (or not), with two-factor sign-in on, and the codes of its authenticator app. Their session
 * cookies come from a real sign-in: `sessionCookie` in ./api.
 */
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';

import type { AccountCreateInput } from '@/schemas/account';
import { createAccount } from '@/server/auth/accounts';
import { confirmTotpEnrolment, startTotpEnrolment } from '@/server/auth/two-factor';
import { clock } from '@/server/clock';
import { database } from '@/server/db';
import { adminUsers } from '@/server/db/schema';

/** The password of the accounts made here unless a test gives its own. */
export const staffPassword = 'a long staff password';

export interface StaffAccount {
  id: number;
  username: string;
  password: string;
}

export interface StaffAccountOptions {
  /** `staff1`, `staff2`… unless given. */
  username?: string;
  password?: string;
  role?: AccountCreateInput['role'];
  languages?: AccountCreateInput['languages'];
  /** Keeps the first password a colleague gave (first-password.test.ts): its sessions may only change it. */
  firstPassword?: boolean;
}

let made = 0;

/** A new account (through createAccount, so the first one of a database is its owner). */
export async function staffAccount(options: StaffAccountOptions = {}): Promise<StaffAccount> {
  const username = options.username ?? `staff${++made}`;
  const password = options.password ?? staffPassword;
  const { id } = await createAccount({ username, password, role: options.role, languages: options.languages });
  if (!options.firstPassword) {
    await (await database()).update(adminUsers).set({ password_change_due: null }).where(eq(adminUsers.id, id));
  }
  return { id, username, password };
}

/**
 * A new account with two-factor sign-in on: also its secret and recovery codes. The current step's code confirmed
 * the enrolment, so the next code to sign in with is the next step's (`codeOf(secret, 1)`).
 */
export async function twoFactorAccount(options: StaffAccountOptions = {}) {
  const account = await staffAccount(options);
  const { secret } = await startTotpEnrolment(account.id);
  const codes = await confirmTotpEnrolment(account.id, codeOf(secret));
  return { ...account, secret, codes };
}

/** The code an authenticator app shows for `secret`, `steps` periods from the server's now. */
export const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock.now().getTime() + steps * 30_000 });

/** Moves the server's clock `seconds` on from now, until `jest.restoreAllMocks()`. */
export function later(seconds: number) {
  const then = new Date(Date.now() + seconds * 1000);
  jest.spyOn(clock, 'now').mockImplementation(() => then);
}

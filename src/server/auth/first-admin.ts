/**
 * The administrator accounts: created on first start, and by `npm run admin`. A password someone else chose (the
 * one generated at first start, a colleague's) is a first password: the account must choose its own at its first
 * sign-in, within 72 hours, after which the first password no longer signs in. The generated one is written to a
 * file only the app's user may read, never to the log.
 */
import 'server-only';

import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import argon2 from 'argon2';
import { count, eq } from 'drizzle-orm';

import { foldUsername, newUsername } from '@/schemas/username';

import { recordActivity, system } from '../activity/log';
import type { Database } from '../db';
import { adminUsers } from '../db/schema';
import { clock } from '../clock';
import { ConfigError, readConfig } from '../config';
import { ValidationError } from '../errors';
import { liftUsernameLockout } from './login-throttle';
import { assertPasswordPolicy, passwordProblem, passwordProblemText } from './password-policy';
import { endAllSessions } from './sessions';

export const defaultAdminUsername = 'admin';

/** How long a first password signs in; then an owner (or `npm run admin`) must set a new one. */
export const firstPasswordHours = 72;

/** When a first password given now must have been replaced by the account's own. */
export function firstPasswordDue(): Date {
  return new Date(clock.now().getTime() + firstPasswordHours * 3600 * 1000);
}

/** The file that holds the password generated at first start, in DATA_DIR. */
export function generatedPasswordFile(dataDir = readConfig().dataDir): string {
  return path.join(dataDir, 'admin-password.txt');
}

/** Writes the generated first password where only the app's user can read it (mode 0600). */
async function writeGeneratedPassword(username: string, password: string, dataDir: string): Promise<string> {
  const file = generatedPasswordFile(dataDir);
  await rm(file, { force: true });
  const text = `Username: ${username}\nPassword: ${password}\n\nA first password: choose your own at the first sign-in, within ${firstPasswordHours} hours.\n`;
  await writeFile(file, text, { mode: 0o600, flag: 'wx' });
  return file;
}

/** Deletes the generated password's file once `username` has chosen its own password; nothing when it has none. */
export async function forgetGeneratedPassword(username: string): Promise<void> {
  const file = generatedPasswordFile();
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text?.startsWith(`Username: ${username}\n`)) await rm(file, { force: true });
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

/**
 * A password that is easy to copy from a terminal: 16 characters of URL-safe base64, 96 bits. Drawn again in the
 * unlikely case that the policy finds a pattern in it.
 */
export function generatePassword(): string {
  for (;;) {
    const password = randomBytes(12).toString('base64url');
    if (!passwordProblem(password)) return password;
  }
}

export type AdminAccountResult =
  | { created: false }
  | { created: true; username: string; generatedPassword: string | undefined; passwordFile: string | undefined };

/**
 * Creates the first administrator when there is none: the given credentials, or `admin` with a generated first
 * password, written to a file readable by the app's user only (`passwordFile`). Does nothing when an
 * administrator exists.
 */
export async function ensureAdminAccount(
  db: Database,
  wanted: { username: string | undefined; password: string | undefined },
  dataDir = readConfig().dataDir,
): Promise<AdminAccountResult> {
  const [existing] = await db.select({ total: count() }).from(adminUsers);
  if (existing && existing.total > 0) return { created: false };
  const parsed = newUsername().safeParse(wanted.username ?? defaultAdminUsername);
  if (!parsed.success) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_USERNAME: use only letters a-z, digits and . _ -');
  }
  const username = parsed.data;
  const problem = wanted.password ? passwordProblem(wanted.password, [username]) : null;
  if (problem) throw new ConfigError(`Invalid configuration:\n  ADMIN_PASSWORD: ${passwordProblemText[problem]}`);
  const generatedPassword = wanted.password ? undefined : generatePassword();
  const password = wanted.password ?? generatedPassword!;
  const password_hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(adminUsers)
      .values({ username, password_hash, password_change_due: generatedPassword ? firstPasswordDue() : null })
      .onConflictDoNothing()
      .returning({ id: adminUsers.id });
    const entry = { kind: 'accountCreated', by: system, summary: { account: username } } as const;
    if (row) await recordActivity(tx as unknown as Database, entry);
  });
  const passwordFile = generatedPassword
    ? await writeGeneratedPassword(username, generatedPassword, dataDir)
    : undefined;
  return { created: true, username, generatedPassword, passwordFile };
}

export type SetPasswordResult = { created: true } | { created: false; endedSessions: number };

/**
 * Sets the password of `username`, creating the account if it does not exist (the recovery of `npm run admin`), and
 * makes it an active owner, so that an office locked out of its accounts gets one back.
 * The password must pass the policy (ValidationError). A new password ends every session of the account and lifts
 * the lockout that failed logins from unknown devices put on its username. The activity log records it as done by
 * the system. A `generated` password is a first password, to be replaced at the first sign-in.
 */
export async function setAdminPassword(
  db: Database,
  typed: string,
  password: string,
  options: { generated?: boolean } = {},
): Promise<SetPasswordResult> {
  const username = foldUsername(typed);
  assertPasswordPolicy(password, [username]);
  const password_hash = await hashPassword(password);
  const password_change_due = options.generated ? firstPasswordDue() : null;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [updated] = await tx
      .update(adminUsers)
      .set({ password_hash, password_change_due, role: 'owner', languages: [], active: true })
      .where(eq(adminUsers.username, username))
      .returning({ id: adminUsers.id });
    if (!updated) {
      if (!newUsername().safeParse(username).success) {
        throw new ValidationError('A username is made of letters a-z, digits and . _ - only.', { username: 'invalid' });
      }
      await tx.insert(adminUsers).values({ username, password_hash, password_change_due, role: 'owner' });
      await recordActivity(tx, { kind: 'accountCreated', by: system, summary: { account: username } });
      return { created: true };
    }
    const endedSessions = await endAllSessions(updated.id, tx);
    await liftUsernameLockout(tx, username);
    const summary = { account: username, sessions: endedSessions };
    await recordActivity(tx, { kind: 'passwordChanged', by: system, summary });
    return { created: false, endedSessions };
  });
}

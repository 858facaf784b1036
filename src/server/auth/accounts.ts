/**
 * The staff accounts of the back office: list, create, deactivate, reactivate, delete, and each person's own
 * password. At least one account stays active: deactivating or deleting checks it inside a transaction that locks
 * every account row, so that two such requests at once cannot both take away the last two active accounts.
 * Deactivating or deleting an account ends its sessions; a new password ends the other sessions of its owner.
 * Each change is written in the activity log with who made it (`by`: the person signed in; the system when left
 * out), in the change's transaction.
 */
import 'server-only';

import { and, asc, eq, ne, sql } from 'drizzle-orm';

import type { AccountCreateInput } from '@/schemas/account';

import { type Actor, recordActivity, system } from '../activity/log';
import { type Database, database } from '../db';
import { adminUsers, sessions } from '../db/schema';
import { NotFoundError, ReauthenticationRequiredError, ValidationError } from '../errors';
import { firstPasswordDue, forgetGeneratedPassword, hashPassword } from './first-admin';
import type { LoginContext } from './login';
import { liftUsernameLockout } from './login-throttle';
import { assertPasswordPolicy } from './password-policy';
import { checkProof } from './reauthentication';
import { rowId } from './sessions';

export interface AccountSummary {
  id: number;
  username: string;
  active: boolean;
  lastLoginAt: Date | null;
  totpEnabled: boolean;
}

/** Every account, by username. */
export async function listAccounts(db?: Database): Promise<AccountSummary[]> {
  const rows = await (db ?? (await database()))
    .select({
      id: adminUsers.id,
      username: adminUsers.username,
      active: adminUsers.active,
      lastLoginAt: adminUsers.last_login_at,
      totpEnabled: sql<boolean>`${adminUsers.totp_secret} is not null`,
    })
    .from(adminUsers)
    .orderBy(asc(adminUsers.username));
  return rows;
}

/**
 * Creates an active account; ValidationError when the username is taken or the password fails the policy. Its
 * password is a first password: the account must choose its own at its first sign-in, within 72 hours.
 */
export async function createAccount(
  input: AccountCreateInput,
  db?: Database,
  by: Actor = system,
): Promise<{ id: number }> {
  assertPasswordPolicy(input.password, [input.username]);
  const password_hash = await hashPassword(input.password);
  return (db ?? (await database())).transaction(async (tx) => {
    const [row] = await tx
      .insert(adminUsers)
      .values({ username: input.username, password_hash, password_change_due: firstPasswordDue() })
      .onConflictDoNothing()
      .returning({ id: adminUsers.id });
    if (!row) throw new ValidationError('This username is taken.', { username: 'taken' });
    await recordActivity(tx as unknown as Database, {
      kind: 'accountCreated',
      by,
      summary: { account: input.username },
    });
    return row;
  });
}

/** The refusal when a change would leave no active account. */
export class LastActiveAccountError extends ValidationError {
  constructor() {
    super('At least one account must stay active.', { _: 'lastActive' });
    this.name = 'LastActiveAccountError';
  }
}

/**
 * Runs `change` on account `id` after locking every account row, and refuses (LastActiveAccountError) when the
 * account is active and no other one is: the second of two concurrent calls waits for the first's commit and
 * then sees its result.
 */
async function withOtherActiveAccount(
  db: Database,
  id: number,
  change: (tx: Database, username: string) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: adminUsers.id, active: adminUsers.active, username: adminUsers.username })
      .from(adminUsers)
      .orderBy(asc(adminUsers.id))
      .for('update');
    const target = rows.find((row) => row.id === id);
    if (!target) throw new NotFoundError('Account');
    if (target.active && !rows.some((row) => row.id !== id && row.active)) throw new LastActiveAccountError();
    await change(tx as unknown as Database, target.username);
  });
}

/** Deactivates or reactivates account `id`; deactivating ends its sessions. */
export async function setAccountActive(id: number, active: boolean, db?: Database, by: Actor = system): Promise<void> {
  const handle = db ?? (await database());
  if (active) {
    await handle.transaction(async (tx) => {
      const [row] = await tx
        .update(adminUsers)
        .set({ active: true })
        .where(eq(adminUsers.id, id))
        .returning({ username: adminUsers.username });
      if (!row) throw new NotFoundError('Account');
      const summary = { account: row.username };
      await recordActivity(tx as unknown as Database, { kind: 'accountReactivated', by, summary });
    });
    return;
  }
  await withOtherActiveAccount(handle, id, async (tx, username) => {
    await tx.update(adminUsers).set({ active: false }).where(eq(adminUsers.id, id));
    const ended = await tx.delete(sessions).where(eq(sessions.user_id, id)).returning({ id: sessions.id });
    const summary = { account: username, sessions: ended.length };
    await recordActivity(tx, { kind: 'accountDeactivated', by, summary });
  });
}

/** Deletes account `id` and, with it, its sessions; its entries in the activity log stay, under its name. */
export async function deleteAccount(id: number, db?: Database, by: Actor = system): Promise<void> {
  await withOtherActiveAccount(db ?? (await database()), id, async (tx, username) => {
    await tx.delete(sessions).where(eq(sessions.user_id, id));
    await tx.delete(adminUsers).where(eq(adminUsers.id, id));
    // The account's id is gone: an entry about deleting oneself keeps the name only.
    await recordActivity(tx, {
      kind: 'accountDeleted',
      by: by?.id === id ? { id: null, username: by.username } : by,
      summary: { account: username },
    });
  });
}

/** Who asks for a password change: the browser's session, which stays open, and how the proof is counted. */
export interface PasswordChangeCaller {
  /** The token of the session that made the change: it stays, the account's other sessions end. */
  keepToken: string | undefined;
  /** The client, for the login limits the current password is counted against. */
  context: LoginContext;
  /** Whether the person gave their password and second factor in the last minutes (reauthentication.ts). */
  recentlyAuthenticated: boolean;
}

/**
 * Changes the password of account `userId` after checking its current one, counted like a login attempt; an
 * account with two-factor sign-in must also have given its code in the last minutes (ReauthenticationRequiredError).
 * Ends its other sessions than the caller's; a first password is then the account's own. ValidationError names
 * the wrong field.
 */
export async function changeOwnPassword(
  userId: number,
  input: { currentPassword: string; newPassword: string },
  caller: PasswordChangeCaller,
  db?: Database,
): Promise<{ endedSessions: number }> {
  const handle = db ?? (await database());
  const [found] = await handle.select().from(adminUsers).where(eq(adminUsers.id, userId));
  if (!found) throw new NotFoundError('Account');
  if (found.totp_secret !== null && !caller.recentlyAuthenticated) throw new ReauthenticationRequiredError();
  const proof = { password: input.currentPassword };
  const user = await checkProof(userId, proof, caller.context, { withCode: false, field: 'currentPassword' });
  assertPasswordPolicy(input.newPassword, [user.username], 'newPassword');
  if (input.newPassword === input.currentPassword) {
    throw new ValidationError('The new password must differ from the current one.', { newPassword: 'same' });
  }
  const password_hash = await hashPassword(input.newPassword);
  const result = await handle.transaction(async (tx) => {
    await tx.update(adminUsers).set({ password_hash, password_change_due: null }).where(eq(adminUsers.id, userId));
    const keep = caller.keepToken ? ne(sessions.id, rowId(caller.keepToken)) : undefined;
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.user_id, userId), keep))
      .returning({ id: sessions.id });
    await recordActivity(tx as unknown as Database, {
      kind: 'passwordChanged',
      by: { id: userId, username: user.username },
      summary: { sessions: ended.length },
    });
    return { endedSessions: ended.length };
  });
  if (user.password_change_due !== null) await forgetGeneratedPassword(user.username);
  return result;
}

/**
 * Gives account `id` a new first password, chosen by a colleague (an owner): every session of the account ends,
 * the lockout of its name is lifted, and it must choose its own password at its next sign-in, within 72 hours.
 */
export async function setFirstPassword(id: number, password: string, by: Actor, db?: Database): Promise<void> {
  const handle = db ?? (await database());
  const [user] = await handle.select().from(adminUsers).where(eq(adminUsers.id, id));
  if (!user) throw new NotFoundError('Account');
  assertPasswordPolicy(password, [user.username]);
  const password_hash = await hashPassword(password);
  await handle.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx
      .update(adminUsers)
      .set({ password_hash, password_change_due: firstPasswordDue() })
      .where(eq(adminUsers.id, id));
    const ended = await tx.delete(sessions).where(eq(sessions.user_id, id)).returning({ id: sessions.id });
    await liftUsernameLockout(tx, user.username);
    await recordActivity(tx, {
      kind: 'passwordChanged',
      by,
      summary: { account: user.username, sessions: ended.length },
    });
  });
}

/**
 * The staff accounts of the back office: list, create, deactivate, reactivate, delete, and each person's own
 * password. At least one account stays active: deactivating or deleting checks it inside a transaction that locks
 * every account row, so that two such requests at once cannot both take away the last two active accounts.
 * Deactivating or deleting an account ends its sessions; a new password ends the other sessions of its owner.
 * Each change is written in the activity log with who made it (`by`: the person signed in; the system when left
 * out), in the change's transaction.
 */
import 'server-only';

import argon2 from 'argon2';
import { and, asc, eq, ne, sql } from 'drizzle-orm';

import type { AccountCreateInput, PasswordChangeInput } from '@/schemas/account';

import { type Actor, recordActivity, system } from '../activity/log';
import { type Database, database } from '../db';
import { adminUsers, sessions } from '../db/schema';
import { NotFoundError, ValidationError } from '../errors';
import { hashPassword } from './first-admin';
import { assertPasswordPolicy } from './password-policy';
import { rowId } from './sessions';
import { passwordGate } from './verify-gate';

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

/** Creates an active account; ValidationError when the username is taken or the password fails the policy. */
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
      .values({ username: input.username, password_hash })
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

/**
 * Changes the password of account `userId` after checking its current one; ends its other sessions than the one
 * of `keepToken` (the browser that made the change). ValidationError names the wrong field.
 */
export async function changeOwnPassword(
  userId: number,
  input: PasswordChangeInput,
  keepToken: string | undefined,
  db?: Database,
): Promise<{ endedSessions: number }> {
  const handle = db ?? (await database());
  const [user] = await handle.select().from(adminUsers).where(eq(adminUsers.id, userId));
  if (!user) throw new NotFoundError('Account');
  const valid = await passwordGate().run(() => argon2.verify(user.password_hash, input.currentPassword));
  if (!valid) throw new ValidationError('The current password is wrong.', { currentPassword: 'wrong' });
  assertPasswordPolicy(input.newPassword, [user.username], 'newPassword');
  const password_hash = await hashPassword(input.newPassword);
  return handle.transaction(async (tx) => {
    await tx.update(adminUsers).set({ password_hash }).where(eq(adminUsers.id, userId));
    const keep = keepToken ? ne(sessions.id, rowId(keepToken)) : undefined;
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
}

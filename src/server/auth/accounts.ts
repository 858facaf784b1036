/**
 * The staff accounts of the back office: list, create, change the role of, deactivate, reactivate, delete, and each
 * person's own password. At least one active owner stays: deactivating, deleting or demoting checks it inside a
 * transaction that locks every account row, so that two such requests at once cannot both take away the last two
 * active owners. The very first account is an owner.
 * Deactivating or deleting an account ends its sessions; a new password ends the other sessions of its owner.
 * Each change is written in the activity log with who made it (`by`: the person signed in; the system when left
 * out), in the change's transaction.
 */
import 'server-only';

import { and, asc, count, eq, ne, sql } from 'drizzle-orm';

import type { AccountCreateInput, AccountRole, AccountUpdateInput, PasswordChangeInput } from '@/schemas/account';
import { type Locale, isLocale } from '@/i18n/locales';

import { type Actor, recordActivity, system } from '../activity/log';
import { type Database, database } from '../db';
import { adminUsers, sessions } from '../db/schema';
import { ForbiddenError, NotFoundError, ReauthenticationRequiredError, ValidationError } from '../errors';
import { firstPasswordDue, forgetGeneratedPassword, generatePassword, hashPassword } from './first-admin';
import type { LoginContext } from './login';
import { liftUsernameLockout } from './login-throttle';
import { assertPasswordPolicy } from './password-policy';
import { checkProof } from './reauthentication';
import { rowId } from './sessions';

export interface AccountSummary {
  id: number;
  username: string;
  active: boolean;
  role: AccountRole;
  /** A translator's languages; empty for the other roles. */
  languages: Locale[];
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
      role: adminUsers.role,
      languages: adminUsers.languages,
      lastLoginAt: adminUsers.last_login_at,
      totpEnabled: sql<boolean>`${adminUsers.totp_secret} is not null`,
    })
    .from(adminUsers)
    .orderBy(asc(adminUsers.username));
  return rows.map((row) => ({ ...row, languages: row.languages.filter(isLocale) }));
}

/** One account, as listAccounts gives it; NotFoundError when there is none. */
export async function accountById(id: number, db?: Database): Promise<AccountSummary> {
  const account = (await listAccounts(db)).find((row) => row.id === id);
  if (!account) throw new NotFoundError('Account');
  return account;
}

/**
 * Creates an active account with its role (an editor when none is given; the first account of all is an owner);
 * ValidationError when the username is taken or the password fails the policy. Its password is a first password:
 * the account must choose its own at its first sign-in, within 72 hours.
 */
export async function createAccount(
  input: AccountCreateInput,
  db?: Database,
  by: Actor = system,
): Promise<{ id: number }> {
  assertPasswordPolicy(input.password, [input.username]);
  const password_hash = await hashPassword(input.password);
  return (db ?? (await database())).transaction(async (tx) => {
    // Every row locked: of two first accounts made at once, one alone is the owner by this rule.
    await tx.select({ id: adminUsers.id }).from(adminUsers).for('update');
    const [existing] = await tx.select({ total: count() }).from(adminUsers);
    const role = existing?.total === 0 ? 'owner' : (input.role ?? 'editor');
    const languages = role === 'translator' ? (input.languages ?? []) : [];
    const [row] = await tx
      .insert(adminUsers)
      .values({ username: input.username, password_hash, role, languages, password_change_due: firstPasswordDue() })
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

/** The refusal when a change would leave no active owner. */
export class LastOwnerError extends ValidationError {
  constructor() {
    super('At least one active owner must stay: make another account an owner first.', { _: 'lastOwner' });
    this.name = 'LastOwnerError';
  }
}

/**
 * Runs `change` on account `id` after locking every account row, and refuses (LastOwnerError) when the account is
 * an active owner, will not be one afterwards (`staysOwner`, by default never: a deletion), and no other one is: the
 * second of two concurrent calls waits for the first's commit and then sees its result.
 */
async function withOtherActiveOwner(
  db: Database,
  id: number,
  change: (tx: Database, target: LockedAccount) => Promise<void>,
  staysOwner: (target: LockedAccount) => boolean = () => false,
) {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: adminUsers.id,
        active: adminUsers.active,
        role: adminUsers.role,
        username: adminUsers.username,
      })
      .from(adminUsers)
      .orderBy(asc(adminUsers.id))
      .for('update');
    const target = rows.find((row) => row.id === id);
    if (!target) throw new NotFoundError('Account');
    const owner = (row: LockedAccount) => row.active && row.role === 'owner';
    if (owner(target) && !staysOwner(target) && !rows.some((row) => row.id !== id && owner(row))) {
      throw new LastOwnerError();
    }
    await change(tx as unknown as Database, target);
  });
}

interface LockedAccount {
  id: number;
  active: boolean;
  role: AccountRole;
  username: string;
}

/**
 * Changes account `id` as `PATCH /api/accounts/{id}` says: a new role (and a translator its languages; a
 * translator's languages alone), active or not; all of it or nothing, in one transaction, which refuses
 * (LastOwnerError) a change that would leave no active owner. Deactivating ends its sessions; its other sessions
 * stay, as each request reads the role anew. The activity log records each part.
 */
export async function updateAccount(
  id: number,
  input: AccountUpdateInput,
  db?: Database,
  by: Actor = system,
): Promise<void> {
  const changesRole = input.role !== undefined || input.languages !== undefined;
  const after = (target: LockedAccount) => ({
    role: input.role ?? target.role,
    active: input.active ?? target.active,
  });
  await withOtherActiveOwner(
    db ?? (await database()),
    id,
    async (tx, target) => {
      const { role } = after(target);
      if (changesRole) {
        const languages = role === 'translator' ? (input.languages ?? []) : [];
        await tx.update(adminUsers).set({ role, languages }).where(eq(adminUsers.id, id));
        const summary = { account: target.username, role, languages };
        await recordActivity(tx, { kind: 'accountRoleChanged', by, summary });
      }
      if (input.active === true) {
        await tx.update(adminUsers).set({ active: true }).where(eq(adminUsers.id, id));
        await recordActivity(tx, { kind: 'accountReactivated', by, summary: { account: target.username } });
      } else if (input.active === false) {
        await tx.update(adminUsers).set({ active: false }).where(eq(adminUsers.id, id));
        const ended = await tx.delete(sessions).where(eq(sessions.user_id, id)).returning({ id: sessions.id });
        const summary = { account: target.username, sessions: ended.length };
        await recordActivity(tx, { kind: 'accountDeactivated', by, summary });
      }
    },
    (target) => {
      const { role, active } = after(target);
      return active && role === 'owner';
    },
  );
}

/**
 * Gives account `id` a new role (and a translator its languages); demoting the last active owner is refused
 * (LastOwnerError). Its sessions stay: each request reads the role anew.
 */
export async function setAccountRole(
  id: number,
  change: { role: AccountRole; languages?: Locale[] },
  db?: Database,
  by: Actor = system,
): Promise<void> {
  await updateAccount(id, { role: change.role, languages: change.languages }, db, by);
}

/** Deactivates or reactivates account `id`; deactivating ends its sessions, and keeps an active owner. */
export async function setAccountActive(id: number, active: boolean, db?: Database, by: Actor = system): Promise<void> {
  await updateAccount(id, { active }, db, by);
}

/** Deletes account `id` and, with it, its sessions; its entries in the activity log stay, under its name. */
export async function deleteAccount(id: number, db?: Database, by: Actor = system): Promise<void> {
  await withOtherActiveOwner(db ?? (await database()), id, async (tx, { username }) => {
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
 * the wrong field as the API has always named it in its refusals: `currentPassword`, `newPassword`.
 */
export async function changeOwnPassword(
  userId: number,
  input: Pick<PasswordChangeInput, 'current' | 'new'>,
  caller: PasswordChangeCaller,
  db?: Database,
): Promise<{ endedSessions: number }> {
  const handle = db ?? (await database());
  const [found] = await handle.select().from(adminUsers).where(eq(adminUsers.id, userId));
  if (!found) throw new NotFoundError('Account');
  if (found.totp_secret !== null && !caller.recentlyAuthenticated) throw new ReauthenticationRequiredError();
  const proof = { password: input.current };
  const user = await checkProof(userId, proof, caller.context, { withCode: false, field: 'currentPassword' });
  assertPasswordPolicy(input.new, [user.username], 'newPassword');
  if (input.new === input.current) {
    throw new ValidationError('The new password must differ from the current one.', { newPassword: 'same' });
  }
  const password_hash = await hashPassword(input.new);
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
 * Gives account `id` a new first password, chosen by a colleague (an owner), or generated when `password` is left
 * out: every session of the account ends, the lockout of its name is lifted, and it must choose its own password at
 * its next sign-in, within 72 hours. Answers the password, for the colleague to hand over. Nobody sets their own
 * this way (ForbiddenError): they change it on their account screen.
 */
export async function setFirstPassword(
  id: number,
  password: string | undefined,
  by: Actor,
  db?: Database,
): Promise<{ password: string }> {
  if (by?.id === id) throw new ForbiddenError('Change your own password on your account screen.');
  const handle = db ?? (await database());
  const [user] = await handle.select().from(adminUsers).where(eq(adminUsers.id, id));
  if (!user) throw new NotFoundError('Account');
  const chosen = password ?? generatePassword();
  assertPasswordPolicy(chosen, [user.username]);
  const password_hash = await hashPassword(chosen);
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
  return { password: chosen };
}

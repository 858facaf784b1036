/**
 * Two-factor sign-in (TOTP), optional per account. Enrolment stores a new secret as pending and turns it on only
 * when a code from the app confirms it; the account then gets recovery codes, shown once. A code serves once: the
 * time step of the last accepted code is kept, and a code is taken only by an update that requires a later step,
 * so that of two requests with one code, however close, one alone succeeds. A recovery code is taken by deleting
 * its row, just as atomically. Turning it on or off and new recovery codes are written in the activity log.
 */
import 'server-only';

import { and, count, eq, isNull, lt, or } from 'drizzle-orm';

import { foldUsername } from '@/schemas/username';

import { type Actor, recordActivity, system } from '../activity/log';
import { type Database, database } from '../db';
import { adminUsers, recoveryCodes } from '../db/schema';
import { NotFoundError, ValidationError } from '../errors';
import {
  hashRecoveryCode,
  isTotpCode,
  newRecoveryCode,
  newTotpSecret,
  qrCodeDataUrl,
  recoveryCodeCount,
  sealTotpSecret,
  totpStep,
  totpUri,
  unsealTotpSecret,
} from './totp';

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

export interface TotpEnrolment {
  /** The secret in base32, for typing into an app by hand. */
  secret: string;
  /** The QR code of its `otpauth://` URI, as an image data URL. */
  qrCode: string;
}

async function account(db: Database, userId: number) {
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.id, userId));
  if (!user) throw new NotFoundError('Account');
  return user;
}

/** Whether account `userId` signs in with a second factor, and how many recovery codes it has left. */
export async function twoFactorStatus(userId: number, db?: Database): Promise<TwoFactorStatus> {
  const handle = db ?? (await database());
  const user = await account(handle, userId);
  const [codes] = await handle.select({ total: count() }).from(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
  return { enabled: user.totp_secret !== null, recoveryCodesLeft: codes?.total ?? 0 };
}

/**
 * Starts an enrolment: a new secret, kept as pending until `confirmTotpEnrolment`, replacing any earlier pending
 * one. ValidationError when two-factor sign-in is already on.
 */
export async function startTotpEnrolment(userId: number, db?: Database): Promise<TotpEnrolment> {
  const handle = db ?? (await database());
  const user = await account(handle, userId);
  if (user.totp_secret !== null) throw new ValidationError('Two-factor sign-in is already on.', { _: 'alreadyOn' });
  const secret = newTotpSecret();
  await handle
    .update(adminUsers)
    .set({ totp_pending_secret: await sealTotpSecret(secret) })
    .where(eq(adminUsers.id, userId));
  return { secret, qrCode: await qrCodeDataUrl(totpUri(secret, user.username)) };
}

/**
 * Turns two-factor sign-in on when `code` is valid for the pending secret; answers the new recovery codes, which
 * are shown once and stored only hashed. The confirming code is spent: it cannot also sign in.
 */
export async function confirmTotpEnrolment(userId: number, code: string, db?: Database): Promise<string[]> {
  const handle = db ?? (await database());
  const user = await account(handle, userId);
  const pending = user.totp_pending_secret;
  const secret = pending === null ? null : await unsealTotpSecret(pending);
  const step = secret === null ? null : totpStep(secret, code);
  if (pending === null || step === null) {
    throw new ValidationError('The code is wrong.', { code: pending === null ? 'noEnrolment' : 'wrong' });
  }
  return handle.transaction(async (tx) => {
    // Only the pending secret that was checked: a newer enrolment started meanwhile is not turned on by this code.
    const [updated] = await tx
      .update(adminUsers)
      .set({ totp_secret: pending, totp_pending_secret: null, totp_last_step: step })
      .where(and(eq(adminUsers.id, userId), eq(adminUsers.totp_pending_secret, pending)))
      .returning({ id: adminUsers.id });
    if (!updated) throw new ValidationError('The code is wrong.', { code: 'noEnrolment' });
    const by = { id: userId, username: user.username };
    await recordActivity(tx as unknown as Database, { kind: 'twoFactorEnabled', by });
    return replaceRecoveryCodes(tx as unknown as Database, userId);
  });
}

/**
 * New recovery codes for an account with two-factor sign-in; the earlier ones stop working. The caller has made
 * sure the person proved who they are just before (requireRecentAuthentication).
 */
export async function regenerateRecoveryCodes(userId: number, db?: Database): Promise<string[]> {
  const handle = db ?? (await database());
  const user = await enrolledAccount(handle, userId);
  return handle.transaction(async (tx) => {
    const by = { id: userId, username: user.username };
    await recordActivity(tx as unknown as Database, { kind: 'recoveryCodesRegenerated', by });
    return replaceRecoveryCodes(tx as unknown as Database, userId);
  });
}

/**
 * Turns two-factor sign-in off; the recovery codes go with it. The caller has made sure the person proved who they
 * are just before, with the password and a code (requireRecentAuthentication).
 */
export async function disableTotp(userId: number, db?: Database): Promise<void> {
  const handle = db ?? (await database());
  const user = await enrolledAccount(handle, userId);
  await turnOff(handle, userId, { id: userId, username: user.username });
}

/** `npm run admin -- --disable-2fa <username>`: recovery for someone who lost both phone and codes. */
export async function disableTotpByUsername(db: Database, username: string): Promise<boolean> {
  const [user] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.username, foldUsername(username)));
  if (!user) return false;
  await turnOff(db, user.id, system, username);
  return true;
}

/** Turns it off, by the account's owner (`by`) or the system for `account`. */
async function turnOff(db: Database, userId: number, by: Actor, account?: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(adminUsers)
      .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null })
      .where(eq(adminUsers.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
    const summary = account === undefined ? {} : { account };
    await recordActivity(tx as unknown as Database, { kind: 'twoFactorDisabled', by, summary });
  });
}

/**
 * Whether `code`, from the app or a recovery code, is a valid second factor of account `userId` now, and spends
 * it: a code from the app only if its time step is later than the last one used, a recovery code by deleting it.
 */
export async function spendSecondFactor(userId: number, code: string, db?: Database): Promise<boolean> {
  const handle = db ?? (await database());
  const user = await account(handle, userId);
  if (user.totp_secret === null) return false;
  if (isTotpCode(code)) return spendTotpCode(handle, userId, user.totp_secret, code);
  const [used] = await handle
    .delete(recoveryCodes)
    .where(and(eq(recoveryCodes.user_id, userId), eq(recoveryCodes.code_hash, hashRecoveryCode(code))))
    .returning({ userId: recoveryCodes.user_id });
  return used !== undefined;
}

/**
 * Takes a code of the app: one conditional update, so that the database decides between two requests with the
 * same code (PostgreSQL re-reads the row for the second once the first commits, and finds the step taken).
 */
async function spendTotpCode(db: Database, userId: number, sealedSecret: string, code: string): Promise<boolean> {
  const secret = await unsealTotpSecret(sealedSecret);
  const step = secret === null ? null : totpStep(secret, code);
  if (step === null) return false;
  const [taken] = await db
    .update(adminUsers)
    .set({ totp_last_step: step })
    .where(
      and(
        eq(adminUsers.id, userId),
        eq(adminUsers.totp_secret, sealedSecret),
        or(isNull(adminUsers.totp_last_step), lt(adminUsers.totp_last_step, step)),
      ),
    )
    .returning({ id: adminUsers.id });
  return taken !== undefined;
}

/** The account, which must have two-factor sign-in on (ValidationError otherwise). */
async function enrolledAccount(db: Database, userId: number) {
  const user = await account(db, userId);
  if (user.totp_secret === null) throw new ValidationError('Two-factor sign-in is off.', { _: 'notOn' });
  return user;
}

async function replaceRecoveryCodes(tx: Database, userId: number): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ user_id: userId, code_hash: hashRecoveryCode(code) })));
  return codes;
}

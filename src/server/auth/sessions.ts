/**
 * The administrators' sessions, kept in the database so that the server can end them: each login creates a row,
 * the cookie carries only a random token (sealed), and every admin page, action and API call looks the row up.
 * A session lasts 12 hours without activity and 7 days at most; logout, "sign out everywhere" and a new password
 * delete the rows.
 */
import 'server-only';

import { createHash, randomBytes } from 'node:crypto';

import { and, eq, lt, sql } from 'drizzle-orm';

import { isLocale } from '@/i18n/locales';

import { accountActor, recordActivity } from '../activity/log';
import { clock } from '../clock';
import { type Database, database } from '../db';
import { adminUsers, sessions } from '../db/schema';
import type { RoleHolder } from './roles';
import { requiresTwoFactor } from './security-settings';

/** A session ends after this long without a request. */
export const sessionIdleSeconds = 12 * 60 * 60;
/** And in any case this long after its login. */
export const sessionMaxSeconds = 7 * 24 * 60 * 60;
/** `last_seen_at` (and with it the idle expiry) is written at most this often per session. */
export const lastSeenIntervalSeconds = 60;

export interface Admin extends RoleHolder {
  id: number;
  username: string;
  /**
   * The owner requires two-factor sign-in and this account has none yet: until it enrols, its session may use
   * its own account's screen only (roles.ts `self`).
   */
  mustEnrol: boolean;
}

export interface SessionInfo {
  createdAt: Date;
  /** The account's successful login before the one that opened this session, if any. */
  previousLogin: { at: Date; address: string | null } | null;
}

export interface AdminSession {
  admin: Admin;
  session: SessionInfo;
}

export interface SessionOrigin {
  address: string;
  userAgent: string;
}

const maxUserAgentLength = 500;

/** The row id of a token: its SHA-256, so that the table alone opens no session. */
export function rowId(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Opens a session for `userId` and records the login on the account; answers the token for the cookie. */
export async function createSession(userId: number, origin: SessionOrigin): Promise<string> {
  const db = await database();
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  await db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ at: adminUsers.last_login_at, address: adminUsers.last_login_address, username: adminUsers.username })
      .from(adminUsers)
      .where(eq(adminUsers.id, userId))
      .for('update');
    await tx.insert(sessions).values({
      id: rowId(token),
      user_id: userId,
      created_at: now,
      last_seen_at: now,
      expires_at: expiry(now, now),
      user_agent: origin.userAgent.slice(0, maxUserAgentLength),
      address: origin.address,
      previous_login_at: previous?.at ?? null,
      previous_login_address: previous?.address ?? null,
    });
    await tx
      .update(adminUsers)
      .set({ last_login_at: now, last_login_address: origin.address })
      .where(eq(adminUsers.id, userId));
    const by = { id: userId, username: previous?.username ?? `#${userId}` };
    await recordActivity(tx as unknown as Database, { kind: 'signIn', by, address: origin.address });
  });
  await deleteExpiredSessions(db, now);
  return token;
}

/**
 * The administrator and session of `token`, or null when there is no such session or it has expired. Extends the
 * session's idle expiry when its last request is more than a minute old.
 */
export async function findSession(token: string | undefined): Promise<AdminSession | null> {
  if (!token) return null;
  const db = await database();
  const id = rowId(token);
  const [row] = await db
    .select({
      userId: adminUsers.id,
      username: adminUsers.username,
      role: adminUsers.role,
      languages: adminUsers.languages,
      totpEnabled: sql<boolean>`${adminUsers.totp_secret} is not null`,
      createdAt: sessions.created_at,
      lastSeenAt: sessions.last_seen_at,
      expiresAt: sessions.expires_at,
      previousLoginAt: sessions.previous_login_at,
      previousLoginAddress: sessions.previous_login_address,
    })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.user_id))
    .where(and(eq(sessions.id, id), eq(adminUsers.active, true)));
  if (!row) return null;
  const now = clock.now();
  if (row.expiresAt <= now) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= lastSeenIntervalSeconds * 1000) {
    await db
      .update(sessions)
      .set({ last_seen_at: now, expires_at: expiry(row.createdAt, now) })
      .where(eq(sessions.id, id));
  }
  return {
    admin: {
      id: row.userId,
      username: row.username,
      role: row.role,
      languages: row.languages.filter(isLocale),
      mustEnrol: !row.totpEnabled && (await requiresTwoFactor(db)),
    },
    session: {
      createdAt: row.createdAt,
      previousLogin: row.previousLoginAt ? { at: row.previousLoginAt, address: row.previousLoginAddress } : null,
    },
  };
}

/**
 * Ends the session of `token`; nothing happens when there is none. With `signOut` (a logout, from that client's
 * address) the activity log records it.
 */
export async function endSession(token: string | undefined, signOut?: { address: string }): Promise<void> {
  if (!token) return;
  const db = await database();
  if (!signOut) {
    await db.delete(sessions).where(eq(sessions.id, rowId(token)));
    return;
  }
  await db.transaction(async (tx) => {
    const [ended] = await tx
      .delete(sessions)
      .where(eq(sessions.id, rowId(token)))
      .returning({ userId: sessions.user_id });
    if (!ended) return;
    const by = await accountActor(tx as unknown as Database, ended.userId);
    await recordActivity(tx as unknown as Database, { kind: 'signOut', by, address: signOut.address });
  });
}

/**
 * "Sign out everywhere": ends every session of `admin`, the caller's included, and the activity log records it;
 * answers how many there were.
 */
export async function signOutEverywhere(admin: Admin, address: string): Promise<number> {
  return (await database()).transaction(async (tx) => {
    const ended = await endAllSessions(admin.id, tx as unknown as Database);
    await recordActivity(tx as unknown as Database, {
      kind: 'sessionsEnded',
      by: admin,
      summary: { sessions: ended },
      address,
    });
    return ended;
  });
}

/** Ends every session of an account ("sign out everywhere", a new password); answers how many there were. */
export async function endAllSessions(userId: number, db?: Database): Promise<number> {
  const ended = await (db ?? (await database()))
    .delete(sessions)
    .where(eq(sessions.user_id, userId))
    .returning({ id: sessions.id });
  return ended.length;
}

/** The sooner of the idle and the absolute end, for a session created at `createdAt` and seen at `seenAt`. */
function expiry(createdAt: Date, seenAt: Date): Date {
  return new Date(
    Math.min(seenAt.getTime() + sessionIdleSeconds * 1000, createdAt.getTime() + sessionMaxSeconds * 1000),
  );
}

async function deleteExpiredSessions(db: Database, now: Date) {
  await db.delete(sessions).where(lt(sessions.expires_at, now));
}

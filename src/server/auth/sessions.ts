/**
 * The administrators' sessions, kept in the database so that the server can end them: each login creates a row,
 * the cookie carries only a random token (sealed), and every admin page, action and API call looks the row up.
 * A session lasts SESSION_IDLE_MINUTES without a request (30 by default) and SESSION_MAX_HOURS in all (12), as
 * ASVS level 2 asks, by the app's clock; logout, "sign out everywhere", revoking it from the account screen and a
 * new password delete the rows. Each row also keeps when its person last proved who they are (the sign-in, or
 * a re-authentication, see reauthentication.ts), and the account screen lists an account's rows.
 */
import 'server-only';

import { createHash, randomBytes } from 'node:crypto';

import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';

import { isLocale } from '@/i18n/locales';

import { accountActor, recordActivity } from '../activity/log';
import { clock } from '../clock';
import { readConfig } from '../config';
import { type Database, database } from '../db';
import { adminUsers, sessions } from '../db/schema';
import type { RoleHolder } from './roles';
import { requiresTwoFactor } from './security-settings';

/** How long a session lasts without a request, and in all after its sign-in (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS). */
export function sessionLifetime(): { idleSeconds: number; maxSeconds: number } {
  return readConfig().sessionLifetime;
}
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
  /** The row's id (the SHA-256 of the token), which the account screen's list names a session by. */
  id: string;
  createdAt: Date;
  /** When the password (and second factor) was last given in this session. */
  authenticatedAt: Date;
  /**
   * The account must still choose its own password (a first password someone else chose): the session may do
   * nothing else (see `currentAdminSession`, `requireAdminSession`).
   */
  mustChangePassword: boolean;
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
      authenticated_at: now,
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
      authenticatedAt: sessions.authenticated_at,
      passwordChangeDue: adminUsers.password_change_due,
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
      id,
      createdAt: row.createdAt,
      authenticatedAt: row.authenticatedAt,
      mustChangePassword: row.passwordChangeDue !== null,
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

/** One open session of an account, as its account screen lists it. */
export interface SessionListing {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  address: string;
  userAgent: string;
  /** The session the list is shown in. */
  current: boolean;
}

/** The open sessions of account `userId`, the most recently active first; `currentId` marks the caller's. */
export async function listSessions(userId: number, currentId: string): Promise<SessionListing[]> {
  const rows = await (
    await database()
  )
    .select()
    .from(sessions)
    .where(and(eq(sessions.user_id, userId), gt(sessions.expires_at, clock.now())))
    .orderBy(desc(sessions.last_seen_at));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    address: row.address,
    userAgent: row.user_agent,
    current: row.id === currentId,
  }));
}

/**
 * Ends the sessions of `admin` other than `keepId` (the caller's), or only session `onlyId` when given (a revoke
 * from the list; the caller's own cannot be revoked there: logout does that). The activity log records how many.
 */
export async function endOtherSessions(
  admin: Admin,
  keepId: string,
  address: string,
  onlyId?: string,
): Promise<number> {
  return (await database()).transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.user_id, admin.id), ne(sessions.id, keepId), onlyId ? eq(sessions.id, onlyId) : undefined))
      .returning({ id: sessions.id });
    if (ended.length > 0) {
      await recordActivity(tx as unknown as Database, {
        kind: 'sessionsEnded',
        by: admin,
        summary: { sessions: ended.length },
        address,
      });
    }
    return ended.length;
  });
}

/** Records that the person of session `id` has just proved who they are again (reauthentication.ts). */
export async function markAuthenticated(id: string): Promise<void> {
  await (await database()).update(sessions).set({ authenticated_at: clock.now() }).where(eq(sessions.id, id));
}

/** The sooner of the idle and the absolute end, for a session created at `createdAt` and seen at `seenAt`. */
function expiry(createdAt: Date, seenAt: Date): Date {
  const { idleSeconds, maxSeconds } = sessionLifetime();
  return new Date(Math.min(seenAt.getTime() + idleSeconds * 1000, createdAt.getTime() + maxSeconds * 1000));
}

async function deleteExpiredSessions(db: Database, now: Date) {
  await db.delete(sessions).where(lt(sessions.expires_at, now));
}

/**
 * Login throttling, after rate-limiter-flexible's "login endpoint protection" pattern and OWASP's device cookies,
 * with one change that makes it hold under concurrency: an attempt is counted atomically BEFORE its password is
 * checked (an upsert that returns the new count), so a burst of parallel guesses gets no more checks than the
 * limit. A successful login gives its point back.
 *
 * The counters (L = LOGIN_RATE_LIMIT, 10 by default):
 * - per client address: L attempts in 15 minutes;
 * - per username and address: L consecutive failures (a success resets it), then that pair waits an hour;
 * - per username: L attempts in 15 minutes from devices it does not know, then those devices wait 15 minutes,
 *   twice as long at each further lockout within a week (up to a day);
 * - per known device (a browser that signed in to that username before and holds its signed device cookie): L
 *   consecutive failures in 15 minutes. A known device counts only there: the lockouts above, which anyone can
 *   cause by guessing, never keep it out.
 *
 * The counters live in the `login_limits` table of the app's database (RateLimiterPostgres's layout, created by
 * the migrations), so that every instance sharing a PostgreSQL server shares them, and the embedded PGlite
 * works the same way through a small adapter (`DatabaseHandle.query`).
 *
 * The per-address and per-device counts are also kept in this process's memory, in front of the database: an
 * attempt this process alone has already seen more than L + 1 times in the window is refused without a database
 * round trip (the database, which counts every instance's attempts, would refuse it too). A burst from one address
 * thus costs the database only its first attempts, which matters most on the embedded PGlite, whose queries run
 * on the server's own thread and hold up every other request while they are queued.
 */
import 'server-only';

import { inArray, lt } from 'drizzle-orm';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';

import { foldUsername } from '@/schemas/username';

import { recordActivityNow } from '../activity/log';
import { readConfig } from '../config';
import { type Database, databaseHandle } from '../db';
import type { DatabaseHandle } from '../db/client';
import { loginLimits } from '../db/schema';
import { RateLimitedError } from '../errors';
import { rateLimitAddress } from '../http/client-address';

const minute = 60;
const hour = 60 * minute;
const day = 24 * hour;

export const loginWindowSeconds = 15 * minute;
/** How long a username and address wait after L consecutive failures. */
export const userAddressBlockSeconds = hour;
/** How far back consecutive failures of a username from one address are remembered. */
export const userAddressMemorySeconds = day;
/** The first lockout of unknown devices for a username; each further one within a week lasts twice as long. */
export const firstLockoutSeconds = 15 * minute;
export const lockoutMemorySeconds = 7 * day;
export const maxLockoutSeconds = day;

/** What one login attempt is counted against. */
export interface LoginAttempt {
  username: string;
  address: string;
  /** The id of the caller's device cookie when it is valid for this username: a known device. */
  deviceId: string | null;
}

/** An attempt that was counted and may have its password checked; tell how it ended. */
export interface CountedAttempt {
  /** The password was right: the counters this attempt used forget it, and the consecutive ones start over. */
  succeeded(): Promise<void>;
  /** The password was never checked (the server was busy): the attempt is given back. */
  refund(): Promise<void>;
}

const tooMany = 'Too many failed login attempts. Please wait before trying again.';

/**
 * Counts `attempt` on each counter it falls under, in turn, and throws RateLimitedError (with the seconds to wait)
 * at the first that is over its limit, without counting it on the others. Only an attempt that passes them all
 * may have its password checked.
 */
export async function countLoginAttempt(attempt: LoginAttempt): Promise<CountedAttempt> {
  const handle = await databaseHandle();
  await sweepExpired(handle.db);
  const limit = readConfig().loginRateLimit;
  const limiters = loginLimiters(handle, limit);
  const username = normalizeUsername(attempt.username);
  // An IPv6 client counts by its /64 network (http/client-address.ts).
  const address = rateLimitAddress(attempt.address);
  const userAddress = JSON.stringify([username, address]);

  const memory = memoryLimiters(limit);
  const steps: Step[] = attempt.deviceId
    ? [{ limiter: limiters.device, early: memory.device, key: attempt.deviceId }]
    : [
        { limiter: limiters.address, early: memory.address, key: address },
        { limiter: limiters.userAddress, key: userAddress },
        { limiter: limiters.user, key: username },
      ];
  const counted: Step[] = [];
  const refuse = (waitMs: number) => new RateLimitedError(tooMany, Math.max(1, Math.ceil(waitMs / 1000)));
  for (const step of steps) {
    const { limiter, early, key } = step;
    try {
      await early?.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      // Over by more than one here, so certainly over in the database; at one over, the database decides.
      if (rejection.consumedPoints > limit + 1) throw refuse(rejection.msBeforeNext);
    }
    try {
      await limiter.consume(key);
      counted.push(step);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      let waitMs = rejection.msBeforeNext;
      // The one attempt that crossed the per-username limit locks unknown devices out, for longer each time.
      if (limiter === limiters.user && rejection.consumedPoints === limit + 1) {
        waitMs = (await lockOutUnknownDevices(limiters, username)) * 1000;
      }
      // Refused in the database: refused in memory too, for as long, without asking again.
      if (early && waitMs > 0) await early.block(key, waitMs / 1000);
      // The attempt that crossed a limit, once per lockout: the refused ones after it are not logged one by one.
      if (rejection.consumedPoints === limit + 1) await recordLockout(attempt, limiterName(limiters, limiter), waitMs);
      throw refuse(waitMs);
    }
  }

  return {
    async succeeded() {
      if (attempt.deviceId) {
        await Promise.all([memory.device.delete(attempt.deviceId), limiters.device.delete(attempt.deviceId)]);
        return;
      }
      await Promise.all([
        memory.address.reward(address),
        limiters.address.reward(address),
        limiters.userAddress.delete(userAddress),
        limiters.user.reward(username),
      ]);
    },
    async refund() {
      await Promise.all(
        counted.flatMap(({ limiter, early, key }) => [limiter.reward(key), ...(early ? [early.reward(key)] : [])]),
      );
    },
  };
}

/** One counter an attempt falls under, with its key, and its copy in memory when it has one. */
interface Step {
  limiter: RateLimiterPostgres;
  early?: RateLimiterMemory;
  key: string;
}

/** Which limit `limiter` is, in the activity log's words. */
function limiterName(limiters: LoginLimiters, limiter: RateLimiterPostgres) {
  if (limiter === limiters.address) return 'address';
  if (limiter === limiters.userAddress) return 'usernameAddress';
  return limiter === limiters.user ? 'username' : 'device';
}

/** A lockout in the activity log: the name tried, the client's address, the limit crossed and the wait. */
async function recordLockout(attempt: LoginAttempt, limit: ReturnType<typeof limiterName>, waitMs: number) {
  await recordActivityNow({
    kind: 'signInBlocked',
    by: { id: null, username: attempt.username },
    summary: { limit, seconds: Math.max(1, Math.ceil(waitMs / 1000)) },
    address: attempt.address,
  });
}

/** Blocks the username for unknown devices; answers for how many seconds. */
async function lockOutUnknownDevices(limiters: LoginLimiters, username: string): Promise<number> {
  const lockouts = await limiters.lockouts.penalty(username);
  const seconds = Math.min(firstLockoutSeconds * 2 ** (lockouts.consumedPoints - 1), maxLockoutSeconds);
  await limiters.user.block(username, seconds);
  return seconds;
}

/** Usernames are counted in their one form (schemas/username.ts), so that `Admin` and `admin` share their counters. */
const normalizeUsername = foldUsername;

type LoginLimiters = ReturnType<typeof loginLimiters>;

/** The table and the key prefixes; `npm run admin` lifts a username's lockout through them. */
const table = 'login_limits';
const prefixes = {
  address: 'login:address',
  userAddress: 'login:user+address',
  user: 'login:user',
  lockouts: 'login:user-lockouts',
  device: 'login:device',
} as const;

function loginLimiters(handle: DatabaseHandle, limit: number) {
  const store = {
    storeClient: storeClient(handle),
    storeType: 'client',
    tableName: table,
    // The migrations create the table; the expired rows are swept by sweepExpired.
    tableCreated: true,
    clearExpiredByTimeout: false,
  };
  return {
    address: new RateLimiterPostgres({
      ...store,
      keyPrefix: prefixes.address,
      points: limit,
      duration: loginWindowSeconds,
    }),
    userAddress: new RateLimiterPostgres({
      ...store,
      keyPrefix: prefixes.userAddress,
      points: limit,
      duration: userAddressMemorySeconds,
      blockDuration: userAddressBlockSeconds,
    }),
    user: new RateLimiterPostgres({ ...store, keyPrefix: prefixes.user, points: limit, duration: loginWindowSeconds }),
    lockouts: new RateLimiterPostgres({
      ...store,
      keyPrefix: prefixes.lockouts,
      points: Number.MAX_SAFE_INTEGER,
      duration: lockoutMemorySeconds,
    }),
    device: new RateLimiterPostgres({
      ...store,
      keyPrefix: prefixes.device,
      points: limit,
      duration: loginWindowSeconds,
    }),
  };
}

const memorySlot = Symbol.for('jorat.loginLimitsInMemory');
type MemorySlot = { [memorySlot]?: Map<number, { address: RateLimiterMemory; device: RateLimiterMemory }> };

/** This process's copies of the per-address and per-device counts (per limit, which tests change). */
function memoryLimiters(limit: number) {
  const holder = globalThis as MemorySlot;
  const byLimit = (holder[memorySlot] ??= new Map());
  let limiters = byLimit.get(limit);
  if (!limiters) {
    const options = { points: limit, duration: loginWindowSeconds };
    limiters = {
      address: new RateLimiterMemory({ ...options, keyPrefix: prefixes.address }),
      device: new RateLimiterMemory({ ...options, keyPrefix: prefixes.device }),
    };
    byLimit.set(limit, limiters);
  }
  return limiters;
}

/**
 * RateLimiterPostgres speaks to a node-postgres client (`query({text, values})` → `{rows, rowCount}`); the app
 * has postgres.js or PGlite instead, both behind `DatabaseHandle.query`. Its `expire` column is a bigint, which
 * both drivers may hand back as a string: made a number here.
 */
function storeClient(handle: DatabaseHandle) {
  return {
    async query({ text, values }: { text: string; values?: unknown[] }) {
      const result = await handle.query(text, values);
      const rows = result.rows.map((row) =>
        row.expire === undefined || row.expire === null ? row : { ...row, expire: Number(row.expire) },
      );
      return { rows, rowCount: result.rowCount };
    },
  };
}

/** Lifts the lockout of `username` for unknown devices (after `npm run admin` sets a new password). */
export async function liftUsernameLockout(db: Database, username: string): Promise<void> {
  const name = normalizeUsername(username);
  await db
    .delete(loginLimits)
    .where(inArray(loginLimits.key, [`${prefixes.user}:${name}`, `${prefixes.lockouts}:${name}`]));
}

const sweepEveryMs = 10 * 60 * 1000;
const swept = new WeakMap<Database, number>();

/** Deletes the counters that ended more than an hour ago, at most every ten minutes per process. */
async function sweepExpired(db: Database) {
  const now = Date.now();
  if (now - (swept.get(db) ?? 0) < sweepEveryMs) return;
  swept.set(db, now);
  await db.delete(loginLimits).where(lt(loginLimits.expire, now - hour * 1000));
}

/**
 * Fixed-window rate limits kept in the database (`rate_limits`), shared by every instance of the product: the
 * contact form's per-address limits, the suggested translations' hourly limit, and the upload tickets' "used once".
 *
 * Why not rate-limiter-flexible's RateLimiterPostgres, which the login throttle uses (auth/login-throttle.ts)?
 * - One clock. A window here starts and ends by the database's `now()`, in the same statement that counts the
 *   hit, so instances whose clocks differ still agree on when a window ends and on `Retry-After`. RateLimiterPostgres
 *   writes `expire` as the calling process's `Date.now()` plus the duration, and compares it with that process's
 *   clock. For the login throttle a skew of a few seconds only moves a 15-minute lockout; an upload ticket's "used
 *   once" and a window of a few seconds would depend on which instance answered.
 * - Forgetting addresses. The contact limits are keyed by the visitor's address, kept no longer than its limit
 *   needs it: `forgetEndedWindows` deletes, from the contact loop, a batch at a time and skipping rows another
 *   request holds, the counters of one prefix whose window has ended. RateLimiterPostgres's own clean-up deletes
 *   rows an hour past their expiry, from a timer in every process that holds a limiter, across the whole table.
 * - Limits read at the call. `hit` takes its limit and window with each call (CONTACT_RATE_LIMIT is read from the
 *   configuration then), where a RateLimiterPostgres fixes them when built, one object per limit, each with the
 *   PGlite adapter the login throttle needs (`storeClient` there).
 * Moving these limits would change that behaviour across instances and the tests that pin it (rate-limit.test.ts,
 * contact and upload tests), for one table less; the two engines keep separate tables, so they cannot mix counters.
 */
import 'server-only';

import { and, eq, inArray, like, lt, sql } from 'drizzle-orm';

import { type Database, database } from './db';
import { commitWithoutWaiting } from './db/quick-commit';
import { rateLimits } from './db/schema';

export interface RateLimit {
  /** What is counted, e.g. `login:user:admin` or `contact:203.0.113.9`. */
  key: string;
  limit: number;
  windowSeconds: number;
  /** A count that may be lost in a crash (db/quick-commit.ts): not when `hit` is given a transaction. */
  lossable?: boolean;
}

export interface RateLimitState {
  allowed: boolean;
  /** Seconds until the window ends and the count starts again. */
  retryAfterSeconds: number;
}

/** Counts one hit on `key` and tells whether it is within the limit. */
export async function hit(
  { key, limit, windowSeconds, lossable = false }: RateLimit,
  db?: Database,
): Promise<RateLimitState> {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const [row] = await (db ?? (await database()))
    .insert(rateLimits)
    .values({ key, window_started_at: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        // A window that has ended starts over with this hit.
        hits: sql`case when ${rateLimits.window_started_at} + ${window} <= now() then 1 else ${rateLimits.hits} + 1 end`,
        window_started_at: sql`case when ${rateLimits.window_started_at} + ${window} <= now() then now() else ${rateLimits.window_started_at} end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      secondsLeft: sql<number>`ceil(extract(epoch from (${rateLimits.window_started_at} + ${window} - now())))::int`,
      ...(lossable ? { commit: commitWithoutWaiting } : {}),
    });
  return { allowed: row!.hits <= limit, retryAfterSeconds: Math.max(1, row!.secondsLeft) };
}

/** Tells whether `key` is already over its limit, without counting a hit. */
export async function peek({ key, limit, windowSeconds }: RateLimit): Promise<RateLimitState> {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const [row] = await (
    await database()
  )
    .select({
      hits: rateLimits.hits,
      secondsLeft: sql<number>`ceil(extract(epoch from (${rateLimits.window_started_at} + ${window} - now())))::int`,
    })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  if (!row || row.secondsLeft <= 0) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: row.hits < limit, retryAfterSeconds: Math.max(1, row.secondsLeft) };
}

/** Forgets the hits on `key`, e.g. after a successful login. */
export async function reset(key: string): Promise<void> {
  await (await database()).delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * Deletes the counters under `prefix` whose window ended before `windowSeconds` ago (an address kept no longer
 * than its limit needs it), a batch at a time, skipping rows another request is counting or deleting.
 */
export async function forgetEndedWindows(prefix: string, windowSeconds: number): Promise<void> {
  const db = await database();
  await db.delete(rateLimits).where(
    inArray(
      rateLimits.key,
      db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(
          and(
            like(rateLimits.key, `${prefix}%`),
            lt(rateLimits.window_started_at, sql`now() - make_interval(secs => ${windowSeconds})`),
          ),
        )
        .limit(100)
        .for('update', { skipLocked: true }),
    ),
  );
}

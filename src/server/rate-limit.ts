/** Fixed-window rate limits kept in the database, shared by every instance of the product. */
import 'server-only';

import { and, eq, inArray, like, lt, sql } from 'drizzle-orm';

import { type Database, database } from './db';
import { rateLimits } from './db/schema';

export interface RateLimit {
  /** What is counted, e.g. `login:user:admin` or `contact:203.0.113.9`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitState {
  allowed: boolean;
  /** Seconds until the window ends and the count starts again. */
  retryAfterSeconds: number;
}

/** Counts one hit on `key` and tells whether it is within the limit. */
export async function hit({ key, limit, windowSeconds }: RateLimit, db?: Database): Promise<RateLimitState> {
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

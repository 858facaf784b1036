/**
 * Jobs that run once a day across every instance sharing the database (the retention of requests, the backup):
 * the day's run is claimed in the database, and only the instance whose claim is written does it.
 */
import 'server-only';

import { sql } from 'drizzle-orm';

import { database } from './db';
import { appState } from './db/schema';

/** The day of `now`, in UTC: `2026-11-25`. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Claims `day`'s run of the job `key`: true for exactly one caller per day, across instances. One statement: the
 * row is written only when it names another day, and the second of two callers at once waits for the first's
 * write and then finds the day taken.
 */
export async function claimDay(key: string, day: string): Promise<boolean> {
  const db = await database();
  const value = JSON.stringify(day);
  const claimed = await db
    .insert(appState)
    .values({ key, value: sql`${value}::jsonb` })
    .onConflictDoUpdate({
      target: appState.key,
      set: { value: sql`excluded.value`, updated_at: sql`now()` },
      setWhere: sql`${appState.value} <> excluded.value`,
    })
    .returning({ key: appState.key });
  return claimed.length === 1;
}

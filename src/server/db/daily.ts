/** The daily jobs' claim: whichever instance comes first on a day does the day's run, and only it. */
import 'server-only';

import { sql } from 'drizzle-orm';

import { database } from '.';
import { appState } from './schema';

/** The day of `now`, in UTC: `2026-11-25`. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Claims the run of job `key` on `now`'s day: true for exactly one caller per day, across instances. One statement:
 * the row is written only when it names another day, and the second of two callers at once waits for the first's
 * write and then finds the day taken.
 */
export async function claimDay(key: string, now: Date): Promise<boolean> {
  const db = await database();
  const value = JSON.stringify(dayOf(now));
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

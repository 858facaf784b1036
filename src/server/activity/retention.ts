/**
 * The activity log is kept ACTIVITY_RETENTION_DAYS (365 by default): older entries are deleted once a day by the
 * daily round of contact/retry.ts, whichever instance comes first (the day's run is claimed in the database).
 */
import 'server-only';

import { inArray, lt } from 'drizzle-orm';

import { clock } from '../clock';
import { readConfig } from '../config';
import { database } from '../db';
import { claimDay } from '../db/daily';
import { activityEvents } from '../db/schema';

const claimKey = 'activity-retention-day';
/** Deleted this many at a time, so that a long backlog never holds one huge transaction. */
const batch = 5000;

/** Deletes the entries older than `days` days before `now`; answers how many. */
export async function deleteExpiredActivity(now: Date, days: number): Promise<number> {
  const db = await database();
  const limit = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  let total = 0;
  for (;;) {
    const oldest = db
      .select({ id: activityEvents.id })
      .from(activityEvents)
      .where(lt(activityEvents.at, limit))
      .limit(batch);
    const deleted = await db
      .delete(activityEvents)
      .where(inArray(activityEvents.id, oldest))
      .returning({ id: activityEvents.id });
    total += deleted.length;
    if (deleted.length < batch) return total;
  }
}

/**
 * Today's run, unless this or another instance did it already: answers how many entries were deleted, or null when
 * the day was taken.
 */
export async function runActivityRetention(): Promise<number | null> {
  const now = clock.now();
  if (!(await claimDay(claimKey, now))) return null;
  return deleteExpiredActivity(now, readConfig().activityRetentionDays);
}

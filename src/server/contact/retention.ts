/**
 * Personal data kept no longer than needed: closed and spam requests are deleted, with their notes and history,
 * CONTACT_RETENTION_DAYS after they became so. Run once a day by the loop of contact/retry.ts, whichever instance
 * comes first: the day's run is claimed in the database.
 */
import 'server-only';

import { and, inArray, lt } from 'drizzle-orm';

import { clock } from '../clock';
import { readConfig } from '../config';
import { database } from '../db';
import { contactRequests } from '../db/schema';
import { claimDay, dayOf } from '../daily';

const claimKey = 'contact-retention-day';

/** Deletes the closed and spam requests that became so more than `days` days before `now`; answers how many. */
export async function deleteExpiredRequests(now: Date, days: number): Promise<number> {
  const db = await database();
  const limit = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const deleted = await db
    .delete(contactRequests)
    .where(and(inArray(contactRequests.state, ['closed', 'spam']), lt(contactRequests.state_changed_at, limit)))
    .returning({ id: contactRequests.id });
  return deleted.length;
}

/**
 * Today's retention run, unless this or another instance did it already: answers how many requests were deleted,
 * or null when the day was taken.
 */
export async function runContactRetention(): Promise<number | null> {
  const now = clock.now();
  if (!(await claimDay(claimKey, dayOf(now)))) return null;
  return deleteExpiredRequests(now, readConfig().contactRetentionDays);
}

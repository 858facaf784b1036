/**
 * What the history keeps: every revision of the last 90 days and the last 50 of each item, whatever their age; the
 * trash TRASH_RETENTION_DAYS days; a file while an item, the trash or a revision names it (files.ts). The rest is
 * erased once a day, by whichever instance comes first.
 */
import 'server-only';

import { and, lt, sql } from 'drizzle-orm';

import { clock } from '../clock';
import { readConfig } from '../config';
import { database } from '../db';
import { claimDay } from '../db/daily';
import { revisions } from '../db/schema';
import type { Change } from './changes';
import { filesOf, releaseFiles } from './files';
import { eraseExpiredTrash } from './trash';

export const revisionRetention = { days: 90, perItem: 50 };

const day = 24 * 60 * 60 * 1000;

/**
 * Deletes the revisions older than 90 days before `now` that are not among their item's last 50, then the files
 * they named that nothing can bring back any more (files.ts); answers how many revisions.
 */
export async function pruneRevisions(now: Date): Promise<number> {
  const db = await database();
  const limit = new Date(now.getTime() - revisionRetention.days * day);
  const pruned = await db
    .delete(revisions)
    .where(
      and(
        lt(revisions.at, limit),
        sql`${revisions.version} <= (select max(newest.version) from ${revisions} newest where newest.kind = ${revisions.kind} and newest.item_id = ${revisions.item_id}) - ${revisionRetention.perItem}`,
      ),
    )
    .returning({ changes: revisions.changes });
  await releaseFiles(
    db,
    pruned.flatMap((revision) => filesOf(revision.changes as Change[])),
  );
  return pruned.length;
}

/** Today's housekeeping of the history, unless another instance did it: what it erased, or null when the day was taken. */
export async function runHistoryHousekeeping(): Promise<{ trash: number; revisions: number } | null> {
  const now = clock.now();
  if (!(await claimDay('history-housekeeping-day', now))) return null;
  return {
    trash: await eraseExpiredTrash(now, readConfig().trashRetentionDays),
    revisions: await pruneRevisions(now),
  };
}

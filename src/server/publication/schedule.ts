/**
 * The scheduled publications and unpublications, applied by the server on its own within a minute of their time,
 * whether or not anyone visits. Every instance runs the round; each item is published under its row's lock, and
 * only if its time is still set and due once the lock is held (publish.ts), so that two instances reaching the
 * same time publish it once, as one revision.
 */
import 'server-only';

import { asc, lte } from 'drizzle-orm';

import { clock } from '../clock';
import { database } from '../db';
import { draftKinds } from '../db/schema';
import { startRounds } from '../rounds';
import { publishIfDue, tables, unpublishIfDue } from './publish';

/** One round at `now`: publishes, then unpublishes, what is due. Answers how many of each it did. */
export async function runSchedule(now: Date = clock.now()): Promise<{ published: number; unpublished: number }> {
  const db = await database();
  let published = 0;
  let unpublished = 0;
  for (const kind of draftKinds) {
    const table = tables[kind];
    const toPublish = await db
      .select({ id: table.id })
      .from(table)
      .where(lte(table.publish_at, now))
      .orderBy(asc(table.publish_at));
    for (const { id } of toPublish) if (await publishIfDue(kind, id, now)) published += 1;
    const toUnpublish = await db
      .select({ id: table.id })
      .from(table)
      .where(lte(table.unpublish_at, now))
      .orderBy(asc(table.unpublish_at));
    for (const { id } of toUnpublish) if (await unpublishIfDue(kind, id, now)) unpublished += 1;
  }
  return { published, unpublished };
}

/**
 * Starts a round every 10 seconds (a few indexed reads when nothing is due), once per process: what is scheduled is
 * applied within a minute of its time.
 */
export function startPublicationSchedule(): void {
  startRounds('Schedule', 10 * 1000, async () => {
    const { published, unpublished } = await runSchedule();
    if (published || unpublished) {
      console.log(`Schedule: ${published} item(s) published, ${unpublished} taken off the site.`);
    }
  });
}

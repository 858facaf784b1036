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

const interval = 10 * 1000;

// On globalThis because Next.js may load this module more than once in one process.
const slot = Symbol.for('jorat.publicationSchedule');
const holder = globalThis as { [slot]?: ReturnType<typeof setInterval> };

/**
 * Starts a round every 10 seconds (a few indexed reads when nothing is due), once per process: what is scheduled is applied within a minute of its time. A
 * round never overlaps the previous one and never throws; its failures are logged. The timer keeps nothing alive.
 */
export function startPublicationSchedule(): void {
  if (holder[slot]) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runSchedule()
      .then(({ published, unpublished }) => {
        if (published || unpublished) {
          console.log(`Schedule: ${published} item(s) published, ${unpublished} taken off the site.`);
        }
      })
      .catch((error: unknown) => console.error('Schedule: the round failed.', error))
      .finally(() => {
        running = false;
      });
  }, interval);
  timer.unref();
  holder[slot] = timer;
}

/**
 * Keeps media files from being deleted while a backup reads them. A backup reads the database in one snapshot,
 * then copies the files its rows name: a picture deleted in between (its row gone after the snapshot, then its
 * file) would be named by the archive and missing from it. Deleting a file is never urgent, so a deletion waits
 * for the backups of this process to have copied their files.
 */
import 'server-only';

// On globalThis because Next.js may load this module more than once in one process.
const slot = Symbol.for('jorat.mediaDeletionHolds');
const holder = globalThis as { [slot]?: Set<Promise<unknown>> };
const holds = (holder[slot] ??= new Set());

/** Runs `task` while no media file of this process is deleted. */
export async function holdingDeletions<T>(task: () => Promise<T>): Promise<T> {
  const running = task();
  const settled = running.catch(() => {});
  holds.add(settled);
  try {
    return await running;
  } finally {
    holds.delete(settled);
  }
}

/** Resolves when no backup of this process is copying files. */
export async function deletionsAllowed(): Promise<void> {
  while (holds.size > 0) await Promise.all(holds);
}

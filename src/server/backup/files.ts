/**
 * Where backups are written: a file is made under a hidden name beside its final one and renamed when whole, so
 * that no partial archive ever carries a final name (a crash, a full disk, kill -9). What such a stop leaves is
 * removed later by `removeAbandoned`.
 */
import 'server-only';

import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The archive's name for a backup made at `at`: `jorat-2026-11-26T030000Z.tar.gz`. */
export function datedName(at: Date): string {
  return `jorat-${at.toISOString().slice(0, 19).replace(/:/g, '')}Z.tar.gz`;
}

/** Names of the archives `datedName` makes. */
export const datedPattern = /^jorat-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/;

const partialPattern = /^\..+\.(\d+)\.partial(\.d)?$/;

/** The hidden names beside `final` under which this process writes it: the archive, and a folder to gather in. */
export function partialNames(final: string): { archive: string; folder: string } {
  const base = path.join(path.dirname(final), `.${path.basename(final)}.${process.pid}.partial`);
  return { archive: base, folder: `${base}.d` };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Removes from `dir` what backups left when their process died; answers how many. */
export async function removeAbandoned(dir: string): Promise<number> {
  const entries = await fs.readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const entry of entries) {
    const match = partialPattern.exec(entry);
    const pid = Number(match?.[1]);
    if (!match || pid === process.pid || alive(pid)) continue;
    await fs.rm(path.join(dir, entry), { recursive: true, force: true });
    removed++;
  }
  return removed;
}

/** A stream that passes bytes on and counts and hashes them. */
export function hashing(): Transform & { digest(): { size: number; sha256: string } } {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return Object.assign(stream, { digest: () => ({ size, sha256: hash.digest('hex') }) });
}

/** The size and SHA-256 of a file. */
export async function digestOf(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  await pipeline(createReadStream(file), async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      hash.update(chunk);
      size += chunk.length;
    }
  });
  return { size, sha256: hash.digest('hex') };
}

/**
 * Runs `task` on every item, `concurrency` at a time. At the first failure no further item is started; it
 * rejects with that failure once the tasks under way have ended, so that the caller's clean-up comes after them.
 */
export async function eachLimited<T>(items: T[], concurrency: number, task: (item: T) => Promise<void>) {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      try {
        await task(items[next++]!);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const results = await Promise.allSettled(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw (failure as PromiseRejectedResult).reason;
}

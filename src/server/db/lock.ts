/**
 * An exclusive lock on a data folder, held for the life of the process.
 *
 * PGlite is one process's database: two processes that open the same folder both appear to work and silently
 * lose rows. So whoever opens the folder takes this lock first, and anyone else fails at once with a message
 * that names the holder. A lock left by a process that has died (crash, kill -9) is taken over.
 *
 * Kept free of `server-only` so that `npm start` (scripts/start.ts) and drizzle.config.ts can use it too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { closeDataDir, makePrivateFolder, privateFileMode } from '../data-dir';

export interface LockOwner {
  pid: number;
  hostname: string;
  /** Kernel start time of the process, to tell a live holder from a new process that reused its pid. */
  started: string | null;
  command: string;
  since: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The data folder ${dir} is in use by process ${owner.pid} on ${owner.hostname} (${owner.command}), ` +
        `since ${owner.since}. The embedded database can be opened by one process only: stop that process ` +
        `first, or use another DATA_DIR.`,
    );
    this.name = 'DataDirInUseError';
  }
}

const heldLocks = new Set<string>();

export const lockFileOf = (dir: string) => path.join(dir, '.lock');

/**
 * Takes the lock on `dir` (created if missing, for its owner only) for the rest of this process's life, or throws
 * DataDirInUseError. The holder then closes the folder to other users if it was open (src/server/data-dir.ts).
 */
export function lockDataDir(dir: string): void {
  const lockFile = lockFileOf(dir);
  if (heldLocks.has(lockFile)) return;
  makePrivateFolder(dir);
  takeLock(dir, lockFile);
  closeDataDir(dir);
}

function takeLock(dir: string, lockFile: string): void {
  for (let attempt = 0; attempt < 3; attempt++) {
    const owner = currentOwner();
    try {
      fs.writeFileSync(lockFile, JSON.stringify(owner), { flag: 'wx', mode: privateFileMode });
      heldLocks.add(lockFile);
      process.once('exit', () => releaseDataDir(dir));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readOwner(lockFile);
    if (holder && holder.pid === process.pid && holder.hostname === os.hostname()) {
      heldLocks.add(lockFile);
      return;
    }
    if (holder && isAlive(holder)) throw new DataDirInUseError(dir, holder);
    // The holder is gone: remove its stale lock and try again.
    fs.rmSync(lockFile, { force: true });
  }
  throw new Error(`Could not take the lock ${lockFile}: it keeps being recreated.`);
}

/** Gives the lock back, if this process holds it. */
export function releaseDataDir(dir: string): void {
  const lockFile = lockFileOf(dir);
  if (!heldLocks.delete(lockFile)) return;
  const holder = readOwner(lockFile);
  if (holder?.pid === process.pid) fs.rmSync(lockFile, { force: true });
}

/** Who holds the lock on `dir` now, or null when nobody alive does. */
export function lockHolder(dir: string): LockOwner | null {
  const holder = readOwner(lockFileOf(dir));
  return holder && isAlive(holder) ? holder : null;
}

function currentOwner(): LockOwner {
  return {
    pid: process.pid,
    hostname: os.hostname(),
    started: processStartTime(process.pid),
    command:
      process.argv
        .slice(1, 3)
        .map((part) => path.basename(part))
        .join(' ') || 'node',
    since: new Date().toISOString(),
  };
}

function readOwner(lockFile: string): LockOwner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.hostname === 'string' ? (owner as LockOwner) : null;
  } catch {
    // Missing, or half-written by a process that died while writing it: nobody holds it.
    return null;
  }
}

function isAlive(owner: LockOwner): boolean {
  // A process on another machine sharing this folder cannot be checked: assume it is alive.
  if (owner.hostname !== os.hostname()) return true;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = processStartTime(owner.pid);
  return owner.started === null || started === null || started === owner.started;
}

/** The process's start time in clock ticks since boot (Linux), or null where /proc is not available. */
function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may itself contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

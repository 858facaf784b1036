/**
 * The server's side of backups: one at a time per process, abandoned cleanly when the server stops
 * (scripts/server.mjs, through `abandonBackups`), the daily backup into BACKUP_DIR by whichever instance claims the
 * day, and the record of the last one that the dashboard shows.
 */
import 'server-only';

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { eq, sql } from 'drizzle-orm';

import { clock } from '../clock';
import { readConfig } from '../config';
import { claimDay, dayOf } from '../db/daily';
import { makePrivateFolder } from '../data-dir';
import { database, databaseHandle } from '../db';
import { appState } from '../db/schema';
import { mediaStorage } from '../media/storage';
import { startRounds, stopRounds } from '../rounds';
import { type BackupResult, writeBackup } from './create';
import { datedName, datedPattern, removeAbandoned } from './files';

const claimKey = 'backup-day';
const recordKey = 'last-backup';

/** The last backup made by the site (daily, or asked for by `npm run backup`), as the dashboard shows it. */
export interface BackupRecord {
  at: string;
  ok: boolean;
  /** Host and file of the archive. */
  where: string;
  size: number | null;
  error: string | null;
}

export async function recordBackup(record: BackupRecord): Promise<void> {
  const db = await database();
  const value = JSON.stringify(record);
  await db
    .insert(appState)
    .values({ key: recordKey, value: sql`${value}::jsonb` })
    .onConflictDoUpdate({ target: appState.key, set: { value: sql`excluded.value`, updated_at: sql`now()` } });
}

export async function lastBackup(): Promise<BackupRecord | null> {
  const db = await database();
  const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, recordKey));
  return (row?.value as BackupRecord | undefined) ?? null;
}

// On globalThis because Next.js may load this module more than once in one process; scripts/server.mjs reads it.
const slot = Symbol.for('jorat.backups');
interface Backups {
  queue: Promise<unknown>;
  running: Set<AbortController>;
  stopping: boolean;
  /** What else closes with them (the listener of backup/control.ts). */
  closers: (() => Promise<void>)[];
  stop(): Promise<void>;
}
const holder = globalThis as { [slot]?: Backups };
const backups = (holder[slot] ??= {
  queue: Promise.resolve(),
  running: new Set(),
  stopping: false,
  closers: [],
  async stop() {
    this.stopping = true;
    stopRounds(backupRounds);
    for (const controller of this.running) controller.abort();
    await Promise.allSettled(this.closers.splice(0).map((close) => close()));
    await this.queue.catch(() => {});
  },
});

/** Runs `close` when the server stops, with the backups. */
export function closeWithBackups(close: () => Promise<void>): void {
  backups.closers.push(close);
}

/**
 * Writes a backup of the site to `file`, after any other backup of this process; refused once the server stops,
 * abandoned (nothing left under a final name) if it stops meanwhile.
 */
export function backUpTo(file: string): Promise<BackupResult> {
  const run = async () => {
    if (backups.stopping) throw new Error('The server is stopping: no backup is started.');
    const controller = new AbortController();
    backups.running.add(controller);
    try {
      const config = readConfig();
      return await writeBackup(
        { handle: await databaseHandle(), storage: mediaStorage(), config },
        file,
        controller.signal,
      );
    } finally {
      backups.running.delete(controller);
    }
  };
  const result = backups.queue.then(run, run);
  backups.queue = result.catch(() => {});
  return result;
}

/** Answers what the daily round did. */
export type DailyOutcome = 'off' | 'taken' | { file: string; size: number } | { error: string };

/** The day of the last round of this process that found the day done; the database decides who does it. */
let doneOn: string | undefined;

/**
 * Today's backup, unless it is off or this or another instance did it already: written to BACKUP_DIR under a dated
 * name, the oldest removed beyond BACKUP_KEEP, and recorded (a failure too, for the dashboard to warn).
 */
export async function dailyBackupRound(): Promise<DailyOutcome> {
  const { backups: settings } = readConfig();
  if (!settings.dir) return 'off';
  const now = clock.now();
  const today = dayOf(now);
  if (doneOn === today) return 'taken';
  if (!(await claimDay(claimKey, now))) {
    doneOn = today;
    return 'taken';
  }
  doneOn = today;
  const file = path.join(settings.dir, datedName(now));
  const where = `${os.hostname()}:${file}`;
  try {
    makePrivateFolder(settings.dir);
    await removeAbandoned(settings.dir);
    const result = await backUpTo(file);
    await recordBackup({ at: now.toISOString(), ok: true, where, size: result.size, error: null });
    await keepNewest(settings.dir, settings.keep);
    return { file, size: result.size };
  } catch (error) {
    const message = (error as Error).message;
    await recordBackup({ at: now.toISOString(), ok: false, where, size: null, error: message }).catch(() => {});
    return { error: message };
  }
}

/** Removes the dated archives of `dir` beyond the newest `keep`. */
async function keepNewest(dir: string, keep: number): Promise<void> {
  const archives = (await fs.readdir(dir)).filter((name) => datedPattern.test(name)).sort();
  for (const name of archives.slice(0, Math.max(0, archives.length - keep))) {
    await fs.rm(path.join(dir, name), { force: true });
  }
}

/** Every ten minutes, and shortly after the start: the first start of a day makes the day's backup. */
const interval = 10 * 60 * 1000;
const firstAfter = 5000;
const backupRounds = 'Daily backup';

/** Starts the daily backups of this process (unless BACKUP_DIR is off); its failures are logged, never thrown. */
export function startDailyBackups(): void {
  const { dir } = readConfig().backups;
  if (!dir) return;
  const round = async () => {
    const outcome = await dailyBackupRound();
    if (typeof outcome !== 'object') return;
    if ('error' in outcome) console.error(`Daily backup failed: ${outcome.error}`);
    else console.log(`Daily backup written: ${outcome.file} (${(outcome.size / 1e6).toFixed(1)} MB).`);
  };
  if (!startRounds(backupRounds, interval, round, { firstAfter, skip: () => backups.stopping })) return;
  // What a backup killed with the server (kill -9) left, under hidden names only.
  void removeAbandoned(dir);
}

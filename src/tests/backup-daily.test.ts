/**
 * The daily backup: made once a day across every instance sharing the database (the day is claimed in it), into
 * BACKUP_DIR, the newest BACKUP_KEEP kept, recorded for the dashboard; off with BACKUP_DIR=off.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { dailyBackupRound } from '@/server/backup/service';
import { backupStatus } from '@/server/backup/status';
import { clock } from '@/server/clock';
import type { DatabaseHandle } from '@/server/db/client';
import { createTestDatabase } from './database';

const day = 24 * 60 * 60 * 1000;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'daily-backups-'));
let handle: DatabaseHandle;
let now = new Date('2026-03-02T03:00:00Z');

beforeAll(async () => {
  handle = await createTestDatabase();
  jest.spyOn(clock, 'now').mockImplementation(() => now);
  process.env.BACKUP_DIR = dir;
  process.env.BACKUP_KEEP = '2';
});
afterAll(async () => {
  jest.restoreAllMocks();
  delete process.env.BACKUP_DIR;
  delete process.env.BACKUP_KEEP;
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const archives = () => fs.readdirSync(dir).sort();

it('is made by one of two instances a day, the newest kept, and shown on the dashboard', async () => {
  expect((await backupStatus()).warning).toBe('none');

  // Two instances start at once: one makes the day's backup.
  const first = await Promise.all([dailyBackupRound(), dailyBackupRound()]);
  expect(first.filter((outcome) => outcome === 'taken')).toHaveLength(1);
  expect(archives()).toEqual(['jorat-2026-03-02T030000Z.tar.gz']);
  expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
  expect(fs.statSync(path.join(dir, archives()[0]!)).mode & 0o777).toBe(0o600);

  // Later the same day: done already.
  now = new Date('2026-03-02T18:00:00Z');
  expect(await Promise.all([dailyBackupRound(), dailyBackupRound()])).toEqual(['taken', 'taken']);

  for (const next of ['2026-03-03T03:10:00Z', '2026-03-04T03:20:00Z']) {
    now = new Date(next);
    expect((await Promise.all([dailyBackupRound(), dailyBackupRound()])).filter((o) => o === 'taken')).toHaveLength(1);
  }
  expect(archives()).toEqual(['jorat-2026-03-03T031000Z.tar.gz', 'jorat-2026-03-04T032000Z.tar.gz']);

  const status = await backupStatus();
  expect(status.warning).toBeNull();
  expect(status.last).toEqual({
    at: '2026-03-04T03:20:00.000Z',
    ok: true,
    where: `${os.hostname()}:${path.join(dir, 'jorat-2026-03-04T032000Z.tar.gz')}`,
    size: fs.statSync(path.join(dir, 'jorat-2026-03-04T032000Z.tar.gz')).size,
    error: null,
  });

  // Three days without one: the dashboard warns.
  now = new Date(now.getTime() + 3 * day);
  expect((await backupStatus()).warning).toBe('stale');
});

it('records a failure for the dashboard to show', async () => {
  now = new Date('2026-04-01T03:00:00Z');
  const blocked = path.join(dir, 'not-a-folder');
  fs.writeFileSync(blocked, '');
  process.env.BACKUP_DIR = blocked;
  try {
    expect(await dailyBackupRound()).toEqual({ error: expect.stringMatching(/EEXIST|ENOTDIR/) });
    expect(await backupStatus()).toMatchObject({ warning: 'failed', last: { ok: false } });
  } finally {
    process.env.BACKUP_DIR = dir;
  }
});

it('is not made with BACKUP_DIR=off', async () => {
  now = new Date('2026-05-01T03:00:00Z');
  process.env.BACKUP_DIR = 'off';
  try {
    expect(await dailyBackupRound()).toBe('off');
    expect((await backupStatus()).off).toBe(true);
  } finally {
    process.env.BACKUP_DIR = dir;
  }
});

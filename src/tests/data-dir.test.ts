/**
 * DATA_DIR is its owner's only: another user on the host can neither read the database, the session secret or
 * the media files nor rewrite them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { closeDataDir } from '@/server/data-dir';
import { openDatabase } from '@/server/db/client';
import { mediaStorage } from '@/server/media/storage';
import { keyFor } from '@/server/secrets';

const mode = (target: string) => fs.statSync(target).mode & 0o7777;

/** Every file and folder under `root` (the root included) whose mode is not 0700 for a folder, 0600 for a file. */
function tooOpen(root: string): string[] {
  const found: string[] = [];
  const visit = (target: string) => {
    const stat = fs.lstatSync(target);
    const expected = stat.isDirectory() ? 0o700 : 0o600;
    if ((stat.mode & 0o7777) !== expected)
      found.push(`${path.relative(root, target) || '.'} ${mode(target).toString(8)}`);
    if (stat.isDirectory()) for (const entry of fs.readdirSync(target)) visit(path.join(target, entry));
  };
  visit(root);
  return found;
}

const readable = (bytes: number) => new Blob([new Uint8Array(bytes)]).stream();

let parent: string;
let previousUmask: number;
beforeAll(() => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-test-'));
  // The usual umask, which lets everyone read what is created: the app must not depend on a stricter one.
  previousUmask = process.umask(0o022);
});
afterAll(() => {
  process.umask(previousUmask);
  fs.rmSync(parent, { recursive: true, force: true });
});

describe('a new data folder', () => {
  it('and its session secret are created for their owner only', () => {
    const dataDir = path.join(parent, 'new', 'data');
    process.env.DATA_DIR = dataDir;
    delete process.env.SESSION_SECRET;
    expect(keyFor('session cookies')).toHaveLength(43);
    expect(fs.readFileSync(path.join(dataDir, 'session-secret'), 'utf8')).toHaveLength(64);
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, 'session-secret'))).toBe(0o600);
  });

  it('keeps the embedded database, its lock and the media files for their owner only', async () => {
    const dataDir = path.join(parent, 'new', 'data');
    process.env.DATA_DIR = dataDir;
    const handle = await openDatabase({ dataDir });
    try {
      await handle.migrate();
      const storage = mediaStorage();
      await storage.put('machines/1/a.png', new Uint8Array(10), 'image/png');
      await storage.putStream('uploads/b.mp4', readable(20), 20, 'video/mp4');
      await storage.move('uploads/b.mp4', 'news/2/b.mp4', 'video/mp4');
      expect(fs.existsSync(path.join(dataDir, '.lock'))).toBe(true);
      expect(fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
      expect(tooOpen(dataDir)).toEqual([]);
    } finally {
      await handle.close();
    }
    // Opened again, as at the next start.
    const again = await openDatabase({ dataDir });
    await again.close();
    expect(tooOpen(dataDir)).toEqual([]);
  });
});

describe('an existing data folder open to other users', () => {
  it('is closed, with what the app keeps in it, saying so in one line', () => {
    const dataDir = path.join(parent, 'old');
    fs.mkdirSync(path.join(dataDir, 'pglite', 'base'), { recursive: true, mode: 0o777 });
    fs.mkdirSync(path.join(dataDir, 'media', 'machines'), { recursive: true, mode: 0o755 });
    for (const folder of ['', 'pglite', 'pglite/base', 'media', 'media/machines']) {
      fs.chmodSync(path.join(dataDir, folder), 0o755);
    }
    fs.writeFileSync(path.join(dataDir, 'pglite', 'base', '1259'), '', { mode: 0o666 });
    fs.writeFileSync(path.join(dataDir, 'media', 'machines', 'a.png'), '', { mode: 0o644 });
    fs.writeFileSync(path.join(dataDir, 'session-secret'), 'x'.repeat(40), { mode: 0o644 });
    // Not the app's: left as it is.
    fs.writeFileSync(path.join(dataDir, 'README.txt'), '', { mode: 0o644 });

    const lines: string[] = [];
    closeDataDir(dataDir, (line) => lines.push(line));

    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, 'README.txt'))).toBe(0o644);
    fs.rmSync(path.join(dataDir, 'README.txt'));
    expect(tooOpen(dataDir)).toEqual([]);
    expect(lines).toEqual([expect.stringContaining(`The data folder ${dataDir} was open to other users`)]);
    expect(lines[0]).toContain(' 8 of its files and folders');

    // Once per process: a second call says nothing more.
    closeDataDir(dataDir, (line) => lines.push(line));
    expect(lines).toHaveLength(1);
  });

  it('is left as it is, without a word, when it is closed already', () => {
    const dataDir = path.join(parent, 'closed');
    fs.mkdirSync(path.join(dataDir, 'media'), { recursive: true, mode: 0o700 });
    const lines: string[] = [];
    closeDataDir(dataDir, (line) => lines.push(line));
    expect(lines).toEqual([]);
    expect(tooOpen(dataDir)).toEqual([]);
  });
});

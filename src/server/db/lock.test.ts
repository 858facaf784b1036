/** @jest-environment node */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { DataDirInUseError, lockDataDir, lockFileOf, lockHolder, releaseDataDir } from './lock';

/** Starts another process that takes the lock on `dir` and keeps it until killed. */
async function holdInChild(dir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('${path.join(__dirname, 'lock.ts')}').then((m) => { m.lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000); })`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.on('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
  return child;
}

const stopped = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

describe('data folder lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
  });
  afterEach(() => {
    releaseDataDir(dir);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is taken by the first process and can be taken again by the same process', () => {
    lockDataDir(dir);
    expect(() => lockDataDir(dir)).not.toThrow();
    expect(lockHolder(dir)?.pid).toBe(process.pid);
    releaseDataDir(dir);
    expect(fs.existsSync(lockFileOf(dir))).toBe(false);
  });

  it('refuses a second process at once, naming the process that holds it', async () => {
    const child = await holdInChild(dir);
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by process ${child.pid}`));
    } finally {
      child.kill('SIGKILL');
      await stopped(child);
    }
  });

  it('takes over a lock left by a process that was killed', async () => {
    const child = await holdInChild(dir);
    child.kill('SIGKILL');
    await stopped(child);
    expect(fs.existsSync(lockFileOf(dir))).toBe(true);
    expect(lockHolder(dir)).toBeNull();
    expect(() => lockDataDir(dir)).not.toThrow();
    expect(lockHolder(dir)?.pid).toBe(process.pid);
  });

  it('takes over a lock whose pid now belongs to another, newer process', () => {
    fs.writeFileSync(
      lockFileOf(dir),
      JSON.stringify({ pid: process.pid, hostname: os.hostname(), started: '1', command: 'old', since: '' }),
    );
    // Our own pid with another start time: the old holder is gone and its pid was reused.
    expect(lockHolder(dir)).toBeNull();
  });
});

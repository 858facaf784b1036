/**
 * `npm run bench:backup`: a backup and a restore of a site with 2,000 machines (8 pictures each) and 2,000
 * requests on the embedded database, with the built site running. Prints the archive's size, the time to back up
 * (`npm run backup`, which the running server answers) and to restore (`npm run restore` into an empty data
 * folder), and the public pages' response times while the backup runs: a page already cached, and machine pages
 * rendered afresh (each asked for the first time), which read the database the backup is reading. Asserts
 * nothing; the issue's limit (1 s) is printed beside the figures.
 *
 * `MACHINES=2000 REQUESTS=2000` change the site's size.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { buildIfNeeded, root } from './build-check';
import { freePort, waitUntilServing } from './bench/serve';

const machineCount = Number(process.env.MACHINES || 2000);
const requestCount = Number(process.env.REQUESTS || 2000);

/** Milliseconds until the whole answer has arrived. */
async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

/** Runs a command line to its end; answers its duration in seconds. */
function run(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=react-server', ...args], {
      cwd: root,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('exit', (code) =>
      code === 0 ? resolve((performance.now() - started) / 1000) : reject(new Error(`${args[0]} failed`)),
    );
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
};
const line = (name: string, values: number[]) =>
  `| ${name} | ${values.length} | ${percentile(values, 0.5).toFixed(0)} ms | ${percentile(values, 0.95).toFixed(0)} ms | ` +
  `${Math.max(...values).toFixed(0)} ms | ${Math.max(...values) < 1000 ? 'yes' : 'NO'} |`;

async function main() {
  if (!buildIfNeeded()) throw new Error('The build failed');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-backup-'));
  const dataDir = path.join(work, 'site');
  const restoredDir = path.join(work, 'restored');
  const archive = path.join(work, 'site.tar.gz');
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', S3_BUCKET: '', BACKUP_DIR: 'off' };
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server: ReturnType<typeof spawn> | undefined;
  try {
    console.error(`Seeding ${machineCount} machines and ${requestCount} requests…`);
    const seed = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--conditions=react-server',
        'scripts/bench/seed-catalogue.ts',
        String(machineCount),
        String(requestCount),
      ],
      { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    if (seed.status !== 0) throw new Error('Seeding failed');

    const log = fs.openSync(path.join(work, 'server.log'), 'a');
    server = spawn(process.execPath, ['scripts/server.mjs'], {
      cwd: root,
      env: { ...env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', log, log],
      detached: true,
    });
    await waitUntilServing(base);
    const ids = ((await (await fetch(`${base}/api/machine?limit=100`)).json()) as { id: number }[]).map((m) => m.id);
    const cached = `${base}/fr/nos-machines`;
    await timed(cached);
    const before = [];
    for (let i = 0; i < 10; i++) before.push(await timed(cached));

    console.error('Backing up while pages are asked for…');
    const cachedTimes: number[] = [];
    const freshTimes: number[] = [];
    let done = false;
    const backup = run(['scripts/backup.ts', archive], env).finally(() => {
      done = true;
    });
    const visitor = (async () => {
      let next = 0;
      while (!done) {
        cachedTimes.push(await timed(cached));
        const id = ids[next++ % ids.length]!;
        freshTimes.push(await timed(`${base}/${['de', 'it', 'es', 'en'][next % 4]}/machine/${id}`));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const backupSeconds = await backup;
    await visitor;
    const size = fs.statSync(archive).size;

    process.kill(-server.pid!, 'SIGTERM');
    await new Promise((resolve) => server!.once('exit', resolve));
    server = undefined;

    console.error('Restoring into an empty data folder…');
    const restoreSeconds = await run(['scripts/restore.ts', archive], { ...env, DATA_DIR: restoredDir });

    console.log(
      `\nBackup of ${machineCount} machines (8 pictures each) and ${requestCount} requests, embedded database, running site\n`,
    );
    console.log(`| archive | back up (server running) | restore (empty data folder) |`);
    console.log('| --- | --- | --- |');
    console.log(`| ${(size / 1e6).toFixed(1)} MB | ${backupSeconds.toFixed(1)} s | ${restoreSeconds.toFixed(1)} s |`);
    console.log(`\nPublic pages during the backup (one visitor, one after the other)\n`);
    console.log('| page | requests | median | p95 | max | under 1 s |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    console.log(line('catalogue listing, cached, before the backup', before));
    console.log(line('catalogue listing, cached', cachedTimes));
    console.log(line('machine pages, each rendered afresh', freshTimes));
  } finally {
    if (server) process.kill(-server.pid!, 'SIGTERM');
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();

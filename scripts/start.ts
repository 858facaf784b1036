/**
 * `npm start`: builds when there is no build or the code is newer than it, then serves the site with
 * scripts/server.mjs. The server itself migrates, seeds and creates the administrator (src/instrumentation.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { ConfigError, readConfig } from '../src/server/config';
import { DataDirInUseError, lockHolder } from '../src/server/db/lock';

const root = path.resolve(import.meta.dirname, '..');
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
/** What the build is made from: a change to any of these makes the build stale. */
const buildInputs = [
  'src',
  'messages',
  'public',
  'next.config.mjs',
  'postcss.config.mjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

function main() {
  let config;
  try {
    config = readConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  // Say so before a long build, rather than after it, when another process has the embedded database.
  const holder = config.databaseUrl ? null : lockHolder(config.dataDir);
  if (holder) fail(new DataDirInUseError(config.dataDir, holder).message);

  const rebuild = whyBuild();
  if (rebuild) {
    console.log(`Building the site (${rebuild})…`);
    const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) fail('The build failed; see above.');
  }

  const server = spawn(process.execPath, [path.join(root, 'scripts/server.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', PORT: String(config.port), HOST: config.host },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => server.kill(signal));
  }
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

/** Why the site must be built before it is served, or null when the last build is up to date. */
function whyBuild(): string | null {
  const buildId = path.join(root, '.next/BUILD_ID');
  if (!fs.existsSync(buildId)) return 'first start: there is no build yet';
  const builtAt = fs.statSync(buildId).mtimeMs;
  const changed = buildInputs.some((input) => newestChange(path.join(root, input)) > builtAt);
  return changed ? 'the code is newer than the last build' : null;
}

/** The latest modification time of a file or of anything inside a folder. */
function newestChange(target: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((latest, entry) => Math.max(latest, newestChange(path.join(target, entry))), stat.mtimeMs);
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

main();

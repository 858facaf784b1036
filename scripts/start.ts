/**
 * `npm start`: builds when there is no build or the code is newer than it, then serves the site with
 * scripts/server.mjs, in a process started as scripts/server-process.ts says. The server itself migrates, seeds and
 * creates the administrator (src/instrumentation.ts).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

import { ConfigError, readConfig } from '../src/server/config';
import { DataDirInUseError, lockHolder } from '../src/server/db/lock';
import { buildIfNeeded, root } from './build-check';
import { serverEnv, serverNodeArgs } from './server-process';

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

  if (!buildIfNeeded()) fail('The build failed; see above.');

  const server = spawn(process.execPath, [...serverNodeArgs, path.join(root, 'scripts/server.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env: serverEnv({ ...process.env, NODE_ENV: 'production', PORT: String(config.port), HOST: config.host }),
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => server.kill(signal));
  }
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

main();

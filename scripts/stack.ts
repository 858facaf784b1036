/**
 * `npm run stack`: the production recipe on one machine, in the foreground. nginx (deploy/nginx.conf.template)
 * on STACK_PORT in front of STACK_INSTANCES built app instances that share one PostgreSQL database, one media
 * store (S3_BUCKET, or one media folder) and one session secret. Ctrl-C stops everything it started.
 *
 * The instances run scripts/server.mjs with TRUST_PROXY=true on 127.0.0.1, ports STACK_APP_PORT (3101) and up, in
 * processes started as scripts/server-process.ts says.
 * The first to start applies the migrations while the others wait (src/server/setup.ts). An instance that dies is
 * started again. nginx runs as the current user with a configuration rendered into a temporary folder, which also
 * holds its pid file, logs and caches.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

import postgres from 'postgres';

import { ConfigError, readConfig } from '../src/server/config';
import { buildIfNeeded, root } from './build-check';
import { serverEnv, serverNodeArgs } from './server-process';
import { brotliModule, makeNginxFolders, renderNginxConfig, unprivilegedWorkers } from './stack/nginx-config';
import { type StackState, stackDir, stateFile, writeStackState } from './stack/state';

const env = process.env;

function integer(name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  const value = raw ? Number(raw) : fallback;
  if (!Number.isInteger(value) || value < min || value > max)
    fail(`${name} must be a whole number from ${min} to ${max}.`);
  return value;
}

const settings = {
  port: integer('STACK_PORT', 8080, 1, 65535),
  host: env.STACK_HOST?.trim() || '127.0.0.1',
  instances: integer('STACK_INSTANCES', 2, 1, 32),
  firstAppPort: integer('STACK_APP_PORT', 3101, 1, 65535),
  databaseUrl: env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/jorat_stack',
  dir: stackDir(),
};

/** How long a first start (migrations, demo pictures) may take before the stack gives up. */
const startTimeoutMs = 300_000;

interface Instance {
  port: number;
  process: ChildProcess;
  startedAt: number;
  /** When it died lately, to give up on one that keeps dying. */
  crashes: number[];
}

const instances: Instance[] = [];
let nginx: ChildProcess | undefined;
let prefix: string | undefined;
let stopping = false;

async function main() {
  const nginxBin = findNginx();
  if (!nginxBin) fail('nginx is not installed: run `apt-get install nginx` (Debian) first.');

  fs.mkdirSync(settings.dir, { recursive: true, mode: 0o700 });
  if (fs.existsSync(stateFile(settings.dir))) {
    const running = JSON.parse(fs.readFileSync(stateFile(settings.dir), 'utf8')) as StackState;
    if (isAlive(running.pid)) fail(`A stack already runs from ${settings.dir} (process ${running.pid}).`);
  }
  const appPorts = Array.from({ length: settings.instances }, (_, index) => settings.firstAppPort + index);
  const listeners: [number, string][] = [
    [settings.port, settings.host],
    ...appPorts.map((p): [number, string] => [p, '127.0.0.1']),
  ];
  for (const [port, host] of listeners) {
    if (!(await portIsFree(port, host)))
      fail(`Port ${port} is in use: choose others with STACK_PORT and STACK_APP_PORT.`);
  }

  const instanceEnv: NodeJS.ProcessEnv = {
    ...env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: settings.databaseUrl,
    DATA_DIR: path.resolve(env.DATA_DIR || path.join(settings.dir, 'data')),
    SESSION_SECRET: env.SESSION_SECRET || keptSecret('session-secret', 48),
    ADMIN_USERNAME: env.ADMIN_USERNAME || 'admin',
    ADMIN_PASSWORD: env.ADMIN_PASSWORD || keptSecret('admin-password', 12),
    TRUST_PROXY: 'true',
  };
  try {
    readConfig(instanceEnv);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  await ensureDatabase(settings.databaseUrl);
  if (!buildIfNeeded()) fail('The build failed; see above.');

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(0));
  // Should this process end some other way, nothing it started is left behind.
  process.on('exit', () => {
    for (const child of [...instances.map((instance) => instance.process), nginx]) killGroup(child, 'SIGKILL');
  });

  console.log(`Starting ${settings.instances} instance(s) on ports ${appPorts.join(', ')}…`);
  for (const port of appPorts) startInstance(port, instanceEnv);
  await Promise.all(appPorts.map((port) => waitHealthy(`http://127.0.0.1:${port}/healthz`, startTimeoutMs)));

  prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'jorat-stack-'));
  const workerUser = unprivilegedWorkers();
  makeNginxFolders(prefix, workerUser);
  const config = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(
    config,
    renderNginxConfig({
      prefix,
      listen: `${settings.host}:${settings.port}`,
      serverName: '_',
      workerUser,
      upstreams: appPorts.map((port) => `127.0.0.1:${port}`),
      brotli: fs.existsSync(brotliModule),
      extraLocations: benchLocation(prefix),
    }),
  );
  const check = spawnSync(nginxBin, ['-t', '-q', '-p', prefix, '-c', config], { encoding: 'utf8' });
  if (check.status !== 0) await stop(1, `nginx refused its configuration:\n${check.stderr}`);
  nginx = spawn(nginxBin, ['-p', prefix, '-c', config, '-g', 'daemon off;'], {
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  nginx.on('error', (error) => void stop(1, `nginx could not be started: ${error.message}`));
  nginx.on('exit', (code, signal) => {
    if (!stopping) void stop(1, `nginx stopped (${signal ?? `exit code ${code}`}); see ${prefix}/logs/error.log.`);
  });

  const host = ['0.0.0.0', '::'].includes(settings.host) ? '127.0.0.1' : settings.host;
  const url = `http://${host}:${settings.port}`;
  await waitHealthy(`${url}/healthz`, 10_000);
  saveState(url, config, instanceEnv);

  const media = instanceEnv.S3_BUCKET ? `bucket ${instanceEnv.S3_BUCKET}` : path.join(instanceEnv.DATA_DIR!, 'media');
  console.log(
    [
      '',
      `The site: ${url}/ (nginx in front of ${appPorts.map((port) => `127.0.0.1:${port}`).join(', ')})`,
      `  Database: ${redact(settings.databaseUrl)}`,
      `  Media: ${media}`,
      `  Administrator: ${instanceEnv.ADMIN_USERNAME}` +
        (env.ADMIN_PASSWORD ? '' : `, password in ${path.join(settings.dir, 'admin-password')}`),
      `  nginx: configuration, logs and cache in ${prefix}`,
      'Ctrl-C stops everything.',
    ].join('\n'),
  );
  let lastState = JSON.stringify(instances.map((instance) => instance.process.pid));
  setInterval(() => {
    // An instance started again has a new pid: tell the tools that read the state.
    const now = JSON.stringify(instances.map((instance) => instance.process.pid));
    if (now !== lastState) saveState(url, config, instanceEnv);
    lastState = now;
  }, 500).unref();
}

function saveState(url: string, config: string, instanceEnv: NodeJS.ProcessEnv) {
  writeStackState(settings.dir, {
    url,
    pid: process.pid,
    nginx: { pid: nginx!.pid!, prefix: prefix!, config },
    instances: instances.map((instance) => ({ port: instance.port, pid: instance.process.pid! })),
    admin: { username: instanceEnv.ADMIN_USERNAME!, password: instanceEnv.ADMIN_PASSWORD! },
  });
}

/** A page nginx serves from disk: `npm run bench:stack` writes a copy of a cached page there to compare both. */
function benchLocation(folder: string): string {
  return [
    '',
    '    # npm run stack only: a copy of a page served from disk, the yardstick of npm run bench:stack.',
    '    location = /__bench-static {',
    `      alias ${path.join(folder, 'bench-static.html')};`,
    '      default_type text/html;',
    '    }',
  ].join('\n');
}

function startInstance(port: number, instanceEnv: NodeJS.ProcessEnv, previous?: Instance) {
  // Its own process group, so that stopping it stops whatever it started, and Ctrl-C reaches the stack first.
  const child = spawn(process.execPath, [...serverNodeArgs, path.join(root, 'scripts/server.mjs')], {
    cwd: root,
    env: serverEnv({ ...instanceEnv, PORT: String(port) }),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout!, child.stderr!]) {
    readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${port}] ${line}`));
  }
  const instance: Instance = { port, process: child, startedAt: Date.now(), crashes: previous?.crashes ?? [] };
  const index = instances.findIndex((known) => known.port === port);
  if (index === -1) instances.push(instance);
  else instances[index] = instance;

  child.on('exit', (code, signal) => {
    if (stopping) return;
    const now = Date.now();
    instance.crashes = [...instance.crashes.filter((at) => now - at < 60_000), now];
    if (instance.crashes.length >= 3) {
      void stop(1, `The instance on port ${port} stopped three times in a minute; giving up.`);
      return;
    }
    console.log(`[${port}] stopped (${signal ?? `exit code ${code}`}); starting it again in a second.`);
    setTimeout(() => {
      if (!stopping) startInstance(port, instanceEnv, instance);
    }, 1000);
  });
}

async function stop(code: number, message?: string): Promise<never> {
  if (stopping) return new Promise<never>(() => {});
  stopping = true;
  if (message) console.error(message);
  console.log('Stopping the stack…');
  const children = [nginx, ...instances.map((instance) => instance.process)].filter(
    (child): child is ChildProcess => !!child && child.exitCode === null && child.signalCode === null,
  );
  const exited = children.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of children) killGroup(child, child === nginx ? 'SIGQUIT' : 'SIGTERM');
  const timeout = new Promise((resolve) => setTimeout(resolve, 10_000).unref());
  await Promise.race([Promise.all(exited), timeout]);
  for (const child of children) killGroup(child, 'SIGKILL');
  fs.rmSync(stateFile(settings.dir), { force: true });
  if (prefix) {
    // What nginx said about a failure goes before its folder.
    const errorLog = path.join(prefix, 'logs/error.log');
    if (code !== 0 && fs.existsSync(errorLog)) {
      console.error(`nginx's error log:\n${fs.readFileSync(errorLog, 'utf8').split('\n').slice(-20).join('\n')}`);
    }
    fs.rmSync(prefix, { recursive: true, force: true });
  }
  process.exit(code);
}

function killGroup(child: ChildProcess | undefined, signal: NodeJS.Signals) {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Gone already.
  }
}

/** nginx on the PATH or where Debian puts it, or null. */
function findNginx(): string | null {
  for (const candidate of [env.NGINX || 'nginx', '/usr/sbin/nginx']) {
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return null;
}

/** Creates the database of DATABASE_URL on its server when it does not exist yet. */
async function ensureDatabase(url: string) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!name) fail('DATABASE_URL must name a database.');
  const server = new URL(url);
  server.pathname = '/postgres';
  const sql = postgres(server.toString(), { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    const [found] = await sql`select 1 from pg_database where datname = ${name}`;
    if (!found) {
      await sql.unsafe(`create database "${name.replace(/"/g, '""')}"`);
      console.log(`Created the database ${name}.`);
    }
  } catch (error) {
    fail(`Cannot prepare the database ${name} on ${redact(url)}: ${(error as Error).message}`);
  } finally {
    await sql.end();
  }
}

/** A secret kept in the stack's folder: generated the first time, the same ever after. */
function keptSecret(name: string, bytes: number): string {
  const file = path.join(settings.dir, name);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(bytes).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

async function waitHealthy(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (stopping) return new Promise<never>(() => {});
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      // Not listening yet.
      last = error instanceof Error ? `${error.message} ${error.cause ?? ''}` : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop(1, `${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${last}).`);
}

function portIsFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '…';
  return parsed.toString();
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

main().catch((error) => stop(1, `The stack failed: ${error instanceof Error ? error.stack : error}`));

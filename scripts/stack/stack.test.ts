/**
 * `npm run stack` for real: nginx in front of two built instances on a throwaway PostgreSQL database. An edit made
 * through one instance is served by the other and through the front; the admin and the session's requests are
 * never answered from nginx's cache. Needs a build and nginx (`npm run test:stack`, run by CI after the build).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import postgres from 'postgres';

const root = process.cwd();
const server = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `stack_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
const databaseUrl = Object.assign(new URL(server), { pathname: `/${databaseName}` }).toString();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stack-test-'));
const frontPort = 18_000 + Math.floor(Math.random() * 1000);
const appPorts = [frontPort + 1000, frontPort + 1001];
const front = `http://127.0.0.1:${frontPort}`;
const direct = appPorts.map((port) => `http://127.0.0.1:${port}`);
const admin = { username: 'stack-admin', password: 'stack test password' };

let stack: ChildProcess;
let output = '';
let prefix: string;

beforeAll(async () => {
  stack = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/stack.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      STACK_PORT: String(frontPort),
      STACK_APP_PORT: String(appPorts[0]),
      STACK_INSTANCES: '2',
      STACK_DIR: dir,
      DATABASE_URL: databaseUrl,
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
    },
  });
  stack.stdout!.on('data', (chunk) => (output += chunk));
  stack.stderr!.on('data', (chunk) => (output += chunk));
  const stateFile = path.join(dir, 'stack.json');
  const deadline = Date.now() + 300_000;
  while (!fs.existsSync(stateFile)) {
    if (stack.exitCode !== null || Date.now() > deadline) throw new Error(`The stack did not start:\n${output}`);
    await sleep(250);
  }
  prefix = (JSON.parse(fs.readFileSync(stateFile, 'utf8')) as { nginx: { prefix: string } }).nginx.prefix;
}, 320_000);

afterAll(async () => {
  if (stack?.exitCode === null) {
    const exited = new Promise((resolve) => stack.once('exit', resolve));
    process.kill(stack.pid!, 'SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 20_000)))]);
    clearTimeout(timer);
    try {
      process.kill(-stack.pid!, 'SIGKILL');
    } catch {
      // Stopped by itself, as it should.
    }
  }
  const sql = postgres(server, { max: 1, onnotice: () => {} });
  await sql.unsafe(`drop database if exists "${databaseName}" with (force)`);
  await sql.end();
  fs.rmSync(dir, { recursive: true, force: true });
}, 40_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function logIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify(admin),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function firstMachine(): Promise<number> {
  const machines = (await (await fetch(`${front}/api/machine?lang=fr`)).json()) as { id: number }[];
  return machines[0]!.id;
}

/** Milliseconds until `url` serves a page holding `text`, or null after `limitMs`. */
async function timeUntilServed(url: string, text: string, limitMs: number, headers: HeadersInit = {}) {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if ((await (await fetch(url, { headers })).text()).includes(text)) return Date.now() - started;
    await sleep(50);
  }
  return null;
}

describe('npm run stack', () => {
  it('serves an edit made through one instance from the other, and through the front within seconds', async () => {
    const machine = await firstMachine();
    const page = `/fr/machine/${machine}`;
    // Every cache holds the page as it is: the front's and both instances'.
    for (const base of [front, ...direct]) expect((await fetch(`${base}${page}`)).status).toBe(200);

    const name = `Presse du banc ${Date.now()}`;
    const cookie = await logIn(direct[0]!);
    const edited = await fetch(`${direct[0]}/api/machine/${machine}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Origin: direct[0]!, Cookie: cookie },
      body: JSON.stringify({ name_fr: name }),
    });
    expect(edited.status).toBe(200);

    // The other instance, asked directly, was told through PostgreSQL.
    expect(await timeUntilServed(`${direct[1]}${page}`, name, 5000)).not.toBeNull();
    // Through the front, from its cache, within its second of keeping a page and a refresh.
    const throughFront = await timeUntilServed(`${front}${page}`, name, 5000);
    expect(throughFront).not.toBeNull();
    expect(throughFront!).toBeLessThan(3000);

    // Through the front, past its cache: nginx takes turns, and both instances answer with the new name.
    const log = path.join(prefix, 'logs/upstream.log');
    const logStart = fs.statSync(log).size;
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await fetch(`${front}${page}`, { headers: { Cookie: cookie } });
      expect(response.headers.get('x-cache')).toBe('BYPASS');
      expect(await response.text()).toContain(name);
    }
    await sleep(100);
    const answeredBy = new Set(
      fs
        .readFileSync(log, 'utf8')
        .slice(logStart)
        .split('\n')
        .flatMap((line) => (line.includes(page) ? [/upstream=(\S+)/.exec(line)?.[1]] : [])),
    );
    expect([...answeredBy].sort()).toEqual(appPorts.map((port) => `127.0.0.1:${port}`));
  });

  it('keeps public pages in its cache, and never the admin nor a request with the session cookie', async () => {
    const page = '/en/nos-machines';
    await fetch(`${front}${page}`);
    const cached = await fetch(`${front}${page}`);
    expect(['HIT', 'STALE', 'UPDATING']).toContain(cached.headers.get('x-cache'));
    expect(cached.headers.get('set-cookie')).toBeNull();
    expect(cached.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=59');

    const cookie = await logIn(front);
    for (let attempt = 0; attempt < 2; attempt++) {
      const dashboard = await fetch(`${front}/admin/dashboard`, { headers: { Cookie: cookie }, redirect: 'manual' });
      expect(dashboard.status).toBe(200);
      expect(dashboard.headers.get('x-cache')).toBeNull();
      expect(dashboard.headers.get('cache-control')).toContain('no-store');

      for (const session of [cookie, 'language=de; __Host-jorat_session=anything']) {
        const withSession = await fetch(`${front}${page}`, { headers: { Cookie: session } });
        expect(withSession.headers.get('x-cache')).toBe('BYPASS');
      }
      const session = await fetch(`${front}/api/auth`, { headers: { Cookie: cookie } });
      expect(session.status).toBe(200);
      expect(session.headers.get('x-cache')).toBeNull();
    }
    // The admin's page was not kept for the next visitor either.
    const visitor = await fetch(`${front}/admin/dashboard`, { redirect: 'manual' });
    expect(visitor.status).not.toBe(200);
  });

  it('keeps one entry for a page whatever query string it does not read, and one per view it reads', async () => {
    const page = '/fr/contact';
    await fetch(`${front}${page}?utm_source=first`);
    const other = await fetch(`${front}${page}?utm_source=${randomBytes(4).toString('hex')}`);
    expect(['HIT', 'STALE', 'UPDATING']).toContain(other.headers.get('x-cache'));
    // The listing's view is part of the key: a view nobody asked for yet is a miss.
    const view = await fetch(`${front}/fr/nos-machines?page=${2 + Math.floor(Math.random() * 90_000)}`);
    expect(view.headers.get('x-cache')).toBe('MISS');
  });

  it('limits each address: a burst of API calls past its allowance gets 429 from the front', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 80 }, () =>
        fetch(`${front}/api/machine/names?ids=1&lang=fr`).then((answer) => answer.status),
      ),
    );
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(40);
    // The allowance comes back at 10 a second: the next tests' calls through the front are not refused.
    await sleep(5000);
  });

  it('answers /healthz through the front, never from its cache', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await fetch(`${front}/healthz`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-cache')).not.toBe('HIT');
    }
  });

  it('leaves an idle connection open for the front to close, past the five seconds Node.js keeps one by default', async () => {
    const socket = net.connect(appPorts[0]!, '127.0.0.1');
    let closed = false;
    socket.on('close', () => (closed = true));
    const received: string[] = [];
    socket.on('data', (chunk) => received.push(chunk.toString('latin1')));
    const ask = async () => {
      received.length = 0;
      socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
      for (const started = Date.now(); !received.join('').includes('{"status":"ok"}'); await sleep(20)) {
        if (closed || Date.now() - started > 10_000) throw new Error(`No answer: ${received.join('')}`);
      }
      return received.join('');
    };
    try {
      expect(await ask()).toMatch(/^HTTP\/1\.1 200/);
      await sleep(6_000);
      expect(closed).toBe(false);
      expect(await ask()).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      socket.destroy();
    }
  }, 30_000);

  it('serves Next.js files for good, compressed', async () => {
    const html = await (await fetch(`${front}/en`)).text();
    const asset = /\/_next\/static\/[^"']+\.css/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const gzipped = await fetch(`${front}${asset}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    if (fs.existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so')) {
      const brotli = await fetch(`${front}${asset}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(brotli.headers.get('content-encoding')).toBe('br');
    }
  });

  it('answers a page that fails on the server with the error page of its language, in the HTML itself', async () => {
    const [article] = (await (await fetch(`${front}/api/news?lang=it`)).json()) as { id: number }[];
    const page = `/it/actualites/${article!.id}`;
    // A database that cannot answer what the page asks for, on a page that no cache holds yet.
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    await sql`alter table news rename to news_away`;
    try {
      for (const base of [direct[0]!, front]) {
        const response = await fetch(`${base}${page}`, { headers: { 'Accept-Encoding': 'gzip' } });
        expect(response.status).toBe(500);
        expect(response.headers.get('cache-control')).toContain('no-store');
        expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
        const html = await response.text();
        expect(html).toMatch(/<html lang="it"[ >]/);
        expect(html).not.toContain('__next_error__');
        expect(html).toMatch(/<h1[^>]*>Errore dell’applicazione<\/h1>/);
        // The site's header, and its language links leading to the same page.
        expect(html).toContain(`href="/de/actualites/${article!.id}"`);
        expect(html).toContain('href="/it/contact"');
      }
    } finally {
      await sql`alter table news_away rename to news`;
      await sql.end();
    }
    expect((await fetch(`${direct[0]}${page}`)).status).toBe(200);
  });
});

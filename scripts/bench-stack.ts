/**
 * `npm run bench:stack`: measures the running `npm run stack` (nginx in front of its instances) and prints:
 *
 * 1. requests per second of a public page through the front (nginx's micro-cache), of the same bytes served by
 *    nginx from disk (`/__bench-static`, which the stack's nginx has), and their ratio;
 * 2. the time from an admin edit through the front (a machine renamed with PATCH /api/machine/{id}) until the new
 *    name is served through the front and by every instance, asked directly;
 * 3. an instance killed with SIGKILL under load: how long until nginx stops sending it requests (from nginx's log
 *    of the requests that reached an instance), and how many requests failed meanwhile and afterwards.
 *
 * Only ever talks to the stack on this machine; every loop is bounded in count and in time. BENCH_SECONDS sets
 * the length of each throughput run (default 5), BENCH_CONNECTIONS the connections of the load (default 50).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

import autocannon from 'autocannon';

import { readStackState, type StackState } from './stack/state';

const seconds = Number(process.env.BENCH_SECONDS || 5);
const connections = Number(process.env.BENCH_CONNECTIONS || 50);
const goals = { ratio: 0.8, editSeconds: 2, failedRequests: 5 };

async function main() {
  const state = readStackState();
  const front = state.url;
  const machine = await firstMachine(front);
  const page = `/fr/machine/${machine}`;
  console.log(`Stack: ${front}, ${state.instances.length} instances; page ${page}\n`);

  const throughput = await measureThroughput(state, page);
  const edit = await measureEdit(state, machine, page);
  const kill = await measureKill(state, page);

  const lines = [
    '',
    '== Figures',
    `Cached page through the stack: ${throughput.page.toFixed(0)} requests/s (${throughput.bytes} bytes)`,
    `Same bytes from nginx's disk:  ${throughput.static.toFixed(0)} requests/s`,
    `Ratio: ${throughput.ratio.toFixed(2)} (goal ≥ ${goals.ratio})${mark(throughput.ratio >= goals.ratio)}`,
    `Edit visible through the front after ${ms(edit.front)}; on every instance after ${ms(edit.every)} ` +
      `(${edit.instances.map((time, index) => `${state.instances[index]!.port}: ${ms(time)}`).join(', ')}) ` +
      `(goal ≤ ${goals.editSeconds} s)${mark(edit.every !== null && edit.every <= goals.editSeconds * 1000)}`,
    `Instance ${kill.port} killed under load: nginx stopped sending it requests after ${ms(kill.stoppedAfter)} ` +
      `(${kill.burstAttempts} attempts, then ${kill.probes} later probe(s), each passed on to a live instance)`,
    `  requests: ${kill.total}, failed: ${kill.failed} (goal ≤ ${goals.failedRequests}), of which after nginx ` +
      `stopped sending it requests: ${kill.failedAfter} (goal 0)` +
      mark(kill.failed <= goals.failedRequests && kill.failedAfter === 0),
    `  started again by the stack, serving after ${ms(kill.backAfter)}`,
  ];
  console.log(lines.join('\n'));
}

const mark = (ok: boolean) => (ok ? '  ✓' : '  ✗ MISSED');
const ms = (time: number | null) => (time === null ? 'never' : `${(time / 1000).toFixed(2)} s`);

async function firstMachine(front: string): Promise<number> {
  const response = await fetch(`${front}/api/machine?lang=fr`);
  const machines = (await response.json()) as { id: number }[];
  if (!response.ok || machines.length === 0) throw new Error('The stack has no machine to show.');
  return machines[0]!.id;
}

// ---------------------------------------------------------------------------------------------------------------
// 1. Throughput: the cached page against the same bytes from disk

async function measureThroughput(state: StackState, page: string) {
  console.log('== Throughput');
  const first = await fetch(`${state.url}${page}`);
  const html = await first.text();
  // A new file (nginx may keep the old one open for a few seconds: open_file_cache), then asked until it shows.
  const copyFile = path.join(state.nginx.prefix, 'bench-static.html');
  fs.writeFileSync(`${copyFile}.partial`, html, { mode: 0o644 });
  fs.renameSync(`${copyFile}.partial`, copyFile);
  let copied = '';
  for (let attempt = 0; attempt < 60 && copied !== html; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 250));
    copied = await (await fetch(`${state.url}/__bench-static`)).text();
  }
  if (copied !== html) throw new Error('/__bench-static does not serve the copy of the page.');
  const cached = await fetch(`${state.url}${page}`);
  await cached.text();
  console.log(`  ${page}: X-Cache ${cached.headers.get('x-cache')}, ${Buffer.byteLength(html)} bytes`);

  // Three rounds each, alternated, so that neither gets the machine in a better moment.
  const runs: Record<'page' | 'static', number[]> = { page: [], static: [] };
  for (let round = 0; round < 3; round++) {
    for (const [name, target] of [
      ['static', '/__bench-static'],
      ['page', page],
    ] as const) {
      const result = await autocannon({ url: `${state.url}${target}`, connections, duration: seconds });
      const failed = result.errors + result.timeouts + result.non2xx;
      const rate = result.requests.total / (result.duration || seconds);
      runs[name].push(rate);
      console.log(
        `  ${name.padEnd(6)} ${rate.toFixed(0).padStart(7)} requests/s, ` +
          `${(result.throughput.average / 1e6).toFixed(0)} MB/s, p99 ${result.latency.p99} ms, failed ${failed}`,
      );
      if (failed > 0) throw new Error(`${failed} requests failed while measuring ${target}.`);
    }
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    page: mean(runs.page),
    static: mean(runs.static),
    ratio: mean(runs.page) / mean(runs.static),
    bytes: Buffer.byteLength(html),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// 2. An edit through the front, until every instance serves it

async function measureEdit(state: StackState, machine: number, page: string) {
  console.log('== Edit');
  const cookie = await logIn(state);
  const api = `${state.url}/api/machine/${machine}`;
  const before = (await (await fetch(api)).json()) as { name_fr: string };
  const targets = [state.url, ...state.instances.map((instance) => `http://127.0.0.1:${instance.port}`)];
  // Every cache holds the page as it is.
  for (const target of targets) await (await fetch(`${target}${page}`)).text();

  const name = `Banc d'essai ${Date.now()}`;
  const started = performance.now();
  await patchMachine(state, api, cookie, { name_fr: name });
  const seen = await Promise.all(targets.map((target) => firstSeen(`${target}${page}`, name, started)));
  await patchMachine(state, api, cookie, { name_fr: before.name_fr });

  const [front, ...instances] = seen;
  const every = seen.includes(null) ? null : Math.max(...(seen as number[]));
  console.log(`  through the front ${ms(front!)}, every instance ${ms(every)}`);
  return { front: front!, instances, every };
}

async function logIn(state: StackState): Promise<string> {
  const response = await fetch(`${state.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: state.url },
    body: JSON.stringify({ username: state.admin.username, password: state.admin.password }),
  });
  if (response.status !== 200) {
    throw new Error(`Logging in as ${state.admin.username} through the front failed: ${response.status}.`);
  }
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function patchMachine(state: StackState, api: string, cookie: string, body: Record<string, string>) {
  const response = await fetch(api, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Origin: state.url, Cookie: cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`PATCH ${api} answered ${response.status}: ${await response.text()}`);
}

/** Milliseconds from `started` until `url` serves a page holding `text`, polled every 50 ms for 15 s at most. */
async function firstSeen(url: string, text: string, started: number): Promise<number | null> {
  const escaped = text.replace(/'/g, '&#x27;');
  for (let attempt = 0; attempt < 300; attempt++) {
    const html = await (await fetch(url)).text();
    if (html.includes(text) || html.includes(escaped)) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// 3. An instance killed under load

interface Outcome {
  end: number;
  ok: boolean;
}

async function measureKill(state: StackState, page: string) {
  console.log('== An instance killed under load');
  const victim = state.instances[state.instances.length - 1]!;
  const upstreamLog = path.join(state.nginx.prefix, 'logs/upstream.log');
  const logStart = fs.statSync(upstreamLog).size;

  // With a session cookie, nginx passes every request on to an instance instead of answering from its cache.
  const url = new URL(`${state.url}${page}`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const outcomes: Outcome[] = [];
  const loadStart = Date.now();
  const killAt = loadStart + 2000;
  const loadEnd = killAt + 4000;
  const worker = async () => {
    while (Date.now() < loadEnd && outcomes.length < 200_000) {
      outcomes.push({ ok: await get(agent, url, 'jorat_session=bench'), end: Date.now() });
    }
  };
  const load = Promise.all(Array.from({ length: 16 }, worker));
  await new Promise((resolve) => setTimeout(resolve, killAt - Date.now()));
  const killedAt = Date.now();
  process.kill(victim.pid, 'SIGKILL');
  await load;
  agent.destroy();

  // nginx writes a line for each request that reached an instance, with every instance it tried.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const attempts = fs
    .readFileSync(upstreamLog, 'utf8')
    .slice(logStart)
    .split('\n')
    .filter((line) => line.includes(`127.0.0.1:${victim.port}`))
    .map((line) => Number(line.split(' ')[0]) * 1000)
    .filter((at) => at >= killedAt)
    .sort((a, b) => a - b);
  // The first attempts fail and mark it down; later ones are nginx's probes every fail_timeout.
  let burstEnd = 0;
  while (burstEnd + 1 < attempts.length && attempts[burstEnd + 1]! - attempts[burstEnd]! < 1000) burstEnd++;
  const stoppedAt = attempts.length > 0 ? attempts[burstEnd]! : killedAt;

  const afterKill = outcomes.filter((outcome) => outcome.end >= killedAt);
  const failed = afterKill.filter((outcome) => !outcome.ok);
  const failedAfter = failed.filter((outcome) => outcome.end > stoppedAt);
  const backAfter = await waitForRestart(state, victim.port, victim.pid, killedAt);
  console.log(`  ${outcomes.length} requests in ${((loadEnd - loadStart) / 1000).toFixed(0)} s`);
  return {
    port: victim.port,
    stoppedAfter: stoppedAt - killedAt,
    burstAttempts: attempts.length > 0 ? burstEnd + 1 : 0,
    probes: Math.max(0, attempts.length - burstEnd - 1),
    total: afterKill.length,
    failed: failed.length,
    failedAfter: failedAfter.length,
    backAfter,
  };
}

function get(agent: http.Agent, url: URL, cookie: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers: { Cookie: cookie }, timeout: 10_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode === 200));
      response.on('error', () => resolve(false));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve(false));
  });
}

/** Milliseconds from the kill until the stack's new instance on `port` answers /healthz (two minutes at most). */
async function waitForRestart(state: StackState, port: number, oldPid: number, killedAt: number) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const current = readStackState().instances.find((instance) => instance.port === port);
    if (current && current.pid !== oldPid) {
      const healthy = await fetch(`http://127.0.0.1:${port}/healthz`)
        .then((response) => response.ok)
        .catch(() => false);
      if (healthy) return Date.now() - killedAt;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return null;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

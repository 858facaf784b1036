/**
 * `npm run bench:login -- [URL] [USERNAME] [PASSWORD]`: how the login holds against a burst of guesses, against
 * an app that is already running (it starts nothing itself; default http://127.0.0.1:3000, username `admin`;
 * the password also from BENCH_PASSWORD). It signs in once to get a known-device cookie, sends 100 concurrent
 * wrong passwords for the account while timing a public page, then tries the right password from an unknown
 * device and from the known one. Prints figures; asserts nothing.
 *
 * Against a server on this machine, the guesses come from 127.0.0.1 and the two later logins from other
 * loopback addresses, so that each has its own client address (as `npm start` records them).
 */
import http from 'node:http';
import https from 'node:https';

const [target = 'http://127.0.0.1:3000', username = 'admin', given] = process.argv.slice(2);
const password = given ?? process.env.BENCH_PASSWORD;
const guesses = 100;
const base = new URL(target);
const loopback = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(base.hostname);

interface Answer {
  status: number;
  retryAfter: number | undefined;
  cookies: string[];
  ms: number;
}

/** One request, from `from` (a loopback address) when the server is on this machine. */
function send(method: string, path: string, options: { body?: unknown; cookie?: string; from?: string } = {}) {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const started = performance.now();
  return new Promise<Answer>((resolve, reject) => {
    const request = (base.protocol === 'https:' ? https : http).request(
      new URL(path, base),
      {
        method,
        agent: false,
        localAddress: loopback && base.hostname.startsWith('127.') ? options.from : undefined,
        headers: {
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
          'user-agent': 'bench-login',
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'] ? Number(response.headers['retry-after']) : undefined,
            cookies: (response.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]!),
            ms: performance.now() - started,
          }),
        );
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error(`${method} ${path} timed out`)));
    request.on('error', reject);
    request.end(body);
  });
}

const logIn = (pass: string, from: string, cookie?: string) =>
  send('POST', '/api/auth/login', { body: { username, password: pass }, from, cookie });

function tally(answers: Answer[]) {
  const counts = new Map<number, number>();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  return counts;
}

// Warm up: the page and the login route render once before anything is timed (a 422 counts no attempt).
await send('GET', '/en');
await send('POST', '/api/auth/login', { body: {} });

let deviceCookie: string | undefined;
if (password) {
  const first = await logIn(password, '127.0.0.2');
  if (first.status !== 200) {
    console.error(`The first login (for a known-device cookie) answered ${first.status}: check the password.`);
    process.exit(1);
  }
  deviceCookie = first.cookies.find((cookie) => /^(__Host-)?jorat_device=/.test(cookie));
}

/** Sends `requests` at once and meanwhile asks for the page five times in a row; the answers and the page's times. */
async function underBurst(requests: () => Promise<Answer>[]) {
  const started = performance.now();
  const burst = Promise.all(requests());
  const pageTimes: number[] = [];
  const pages = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (let index = 0; index < 5; index++) pageTimes.push((await send('GET', '/en')).ms);
  })();
  const [answers] = await Promise.all([burst, pages]);
  return { answers, pageTimes, ms: performance.now() - started };
}

const times = (pageTimes: number[]) =>
  `${pageTimes.map((ms) => ms.toFixed(0)).join(', ')} ms (slowest ${Math.max(...pageTimes).toFixed(0)} ms)`;

const quiet = await send('GET', '/en');
// For comparison: the same number of requests that the app refuses before any counting or password check (422),
// which measures what a hundred requests at once cost the server by themselves.
const baseline = await underBurst(() =>
  Array.from({ length: guesses }, () => send('POST', '/api/auth/login', { body: {}, from: '127.0.0.1' })),
);
const {
  answers,
  pageTimes,
  ms: burstMs,
} = await underBurst(() => Array.from({ length: guesses }, (_, index) => logIn(`wrong guess ${index}`, '127.0.0.1')));

const counts = tally(answers);
const checked = counts.get(401) ?? 0;
const refused = counts.get(429) ?? 0;
// The password gate turns away what cannot wait for a check with `Retry-After: 1`, and gives its point back.
const busy = answers.filter((answer) => answer.status === 429 && answer.retryAfter === 1).length;
const others = [...counts].filter(([status]) => status !== 401 && status !== 429);
console.log(`target:                         ${base.origin}, account ${username}`);
console.log(`guesses sent at once:           ${guesses}`);
console.log(`  checked (401):                ${checked}`);
console.log(`  refused without a check (429): ${refused}${busy > 0 ? `, of which ${busy} as "server busy"` : ''}`);
if (others.length > 0)
  console.log(`  other answers:                ${others.map(([s, n]) => `${n} × ${s}`).join(', ')}`);
console.log(`  whole burst answered in:      ${burstMs.toFixed(0)} ms`);
console.log(`page /en, quiet:                ${quiet.ms.toFixed(0)} ms`);
console.log(`page /en during the burst:      ${times(pageTimes)}`);
console.log(`for comparison, ${guesses} requests refused as invalid (422) at once:`);
console.log(`  answered in:                  ${baseline.ms.toFixed(0)} ms`);
console.log(`  page /en meanwhile:           ${times(baseline.pageTimes)}`);

if (password && deviceCookie) {
  const unknown = await logIn(password, '127.0.0.3');
  console.log(`right password, unknown device: ${unknown.status}${unknown.status === 429 ? ' (locked out)' : ''}`);
  const known = await logIn(password, '127.0.0.1', deviceCookie);
  console.log(`right password, known device:   ${known.status}${known.status === 200 ? ' (signed in)' : ''}`);
} else {
  console.log('known-device login:             skipped (give the password to try it)');
}

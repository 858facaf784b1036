/**
 * The activity log's security events: each sign-in, failed attempt (with its address), lockout, sign-out, password,
 * two-factor and account change makes one entry, with who did it; no password, code, secret or token ever appears
 * in it; recording never makes the action fail; old entries are deleted once a day; GET /api/activity is paged.
 */
import { sql } from 'drizzle-orm';

import { logInAction, logOutAction, signOutEverywhereAction } from '@/app/(admin)/admin/_actions/auth';
import * as activity from '@/app/api/activity/route';
import * as logout from '@/app/api/auth/logout/route';
import * as sessionsRoute from '@/app/api/auth/sessions/route';
import { type ActivityEntry, listActivity, recordActivity } from '@/server/activity/log';
import { runActivityRetention } from '@/server/activity/retention';
import { changeOwnPassword, createAccount, deleteAccount, setAccountActive } from '@/server/auth/accounts';
import { ensureAdminAccount, setAdminPassword } from '@/server/auth/first-admin';
import { createSession, rowId } from '@/server/auth/sessions';
import {
  confirmTotpEnrolment,
  disableTotp,
  disableTotpByUsername,
  regenerateRecoveryCodes,
  startTotpEnrolment,
} from '@/server/auth/two-factor';
import { clock } from '@/server/clock';
import type { DatabaseHandle } from '@/server/db/client';
import { activityEvents } from '@/server/db/schema';
import { call, cookieFrom, logIn, sessionCookie } from './api';
import { browser } from './browser';
import { createTestDatabase } from './database';
import { codeOf, staffAccount, staffPassword as password } from './staff';

jest.mock('next/headers', () => jest.requireActual('./browser').nextHeaders);

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
afterEach(() => {
  jest.restoreAllMocks();
  delete process.env.LOGIN_RATE_LIMIT;
  delete process.env.ACTIVITY_RETENTION_DAYS;
});

let addresses = 0;
/** Each sign-in from its own address, so that the per-address limit of one test does not spill into another. */
const newAddress = () => `192.0.2.${++addresses}`;

/** An owner: the activity log is the owners'. */
const newAccount = () => staffAccount({ role: 'owner' });

function signIn(body: Record<string, unknown>, address = newAddress()) {
  return logIn(body, { 'x-client-address': address });
}

const cookieOf = (username: string, address = newAddress()) =>
  sessionCookie({ username, password }, { headers: { 'x-client-address': address } });

/** The entries of `username`, newest first. */
async function entriesOf(username: string): Promise<ActivityEntry[]> {
  return (await listActivity({ user: username, limit: 200 }, handle.db)).items;
}

const kindsOf = async (username: string) => (await entriesOf(username)).map((entry) => entry.kind).reverse();

/** A password change from the browser of session `token`, whose person has just logged in. */
const passwordCaller = (token: string | undefined) => ({
  keepToken: token,
  context: { address: '192.0.2.250', userAgent: 'jest', device: null },
  recentlyAuthenticated: true,
});

describe('sign-ins', () => {
  it('records a failed login with the client address and the name tried, one entry per attempt', async () => {
    const { username } = await newAccount();
    const wrong = await signIn({ username, password: 'not the password at all' }, '203.0.113.9');
    expect(wrong.status).toBe(401);
    const [entry, ...rest] = await entriesOf(username);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'signInFailed',
      by: { id: expect.any(Number), username },
      summary: { reason: 'password' },
      address: '203.0.113.9',
    });

    // A name no account has: kept as typed, with no account.
    expect((await signIn({ username: 'nobody-here', password: 'guess guess guess' }, '203.0.113.10')).status).toBe(401);
    expect(await entriesOf('nobody-here')).toMatchObject([
      { kind: 'signInFailed', by: { id: null, username: 'nobody-here' }, address: '203.0.113.10' },
    ]);
  });

  it('records a sign-in, a sign-out and a sign out everywhere, one entry each, with the address', async () => {
    const { id, username } = await newAccount();
    const cookie = await cookieOf(username, '198.51.100.20');
    expect(await entriesOf(username)).toMatchObject([
      { kind: 'signIn', by: { id, username }, address: '198.51.100.20' },
    ]);

    const out = await call(logout.GET, 'GET', '/api/auth/logout', {
      cookie,
      headers: { 'x-client-address': '198.51.100.21' },
    });
    expect(out.status).toBe(204);
    // A second logout with the same, ended, session records nothing.
    await call(logout.GET, 'GET', '/api/auth/logout', { cookie });
    expect((await entriesOf(username))[0]).toMatchObject({ kind: 'signOut', address: '198.51.100.21' });

    const again = await cookieOf(username);
    await cookieOf(username);
    const everywhere = await call(sessionsRoute.DELETE, 'DELETE', '/api/auth/sessions', {
      cookie: again,
      headers: { 'x-client-address': '198.51.100.22' },
    });
    expect(everywhere.status).toBe(204);
    expect((await entriesOf(username))[0]).toMatchObject({
      kind: 'sessionsEnded',
      summary: { sessions: 2 },
      address: '198.51.100.22',
    });
    expect(await kindsOf(username)).toEqual(['signIn', 'signOut', 'signIn', 'signIn', 'sessionsEnded']);
  });

  it("records the login form's sign-in, its logout button and sign out everywhere, with the browser's address", async () => {
    const { username } = await newAccount();
    expect(await logInAction({ username, password })).toMatchObject({ ok: true });
    await logOutAction();
    expect(await logInAction({ username, password })).toMatchObject({ ok: true });
    await signOutEverywhereAction();
    const entries = (await entriesOf(username)).reverse();
    expect(entries.map(({ kind, address }) => [kind, address])).toEqual([
      ['signIn', browser.address],
      ['signOut', browser.address],
      ['signIn', browser.address],
      ['sessionsEnded', browser.address],
    ]);
    expect(entries[3]!.summary).toEqual({ sessions: 1 });
  });

  it('records a wrong second-factor code, and the lockout once, not every refused attempt after it', async () => {
    process.env.LOGIN_RATE_LIMIT = '3';
    const { id, username } = await newAccount();
    const { secret } = await startTotpEnrolment(id, handle.db);
    await confirmTotpEnrolment(id, codeOf(secret), handle.db);
    const address = newAddress();
    expect((await signIn({ username, password, code: '000000' }, address)).status).toBe(401);
    expect((await entriesOf(username))[0]).toMatchObject({ kind: 'signInFailed', summary: { reason: 'code' } });

    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await signIn({ username, password: `wrong password ${attempt}` }, address)).status);
    }
    expect(statuses).toEqual([401, 401, 429, 429, 429, 429]);
    // The fourth attempt from that address crossed its limit of three in 15 minutes.
    const blocked = (await entriesOf(username)).filter((entry) => entry.kind === 'signInBlocked');
    expect(blocked).toEqual([
      expect.objectContaining({
        by: { id: null, username },
        address,
        summary: { limit: 'address', seconds: expect.any(Number) },
      }),
    ]);
    expect(blocked[0]!.summary.seconds).toBeLessThanOrEqual(15 * 60);
  });
});

describe('account changes', () => {
  it('records a password change, each two-factor change and each account change once, with who made it', async () => {
    const admin = await newAccount();
    const by = { id: admin.id, username: admin.username };
    const token = await createSession(admin.id, { address: newAddress(), userAgent: 'jest' });
    await createSession(admin.id, { address: newAddress(), userAgent: 'jest' });
    const newPassword = 'another long staff password';
    await changeOwnPassword(admin.id, { current: password, new: newPassword }, passwordCaller(token));
    expect((await entriesOf(admin.username))[0]).toMatchObject({
      kind: 'passwordChanged',
      by,
      summary: { sessions: 1 },
    });

    const { secret } = await startTotpEnrolment(admin.id, handle.db);
    const codes = await confirmTotpEnrolment(admin.id, codeOf(secret), handle.db);
    await regenerateRecoveryCodes(admin.id, handle.db);
    await disableTotp(admin.id, handle.db);
    expect(codes).toHaveLength(10);

    const anna = `anna${admin.id}`;
    const { id: annaId } = await createAccount({ username: anna, password }, handle.db, by);
    await setAccountActive(annaId, false, handle.db, by);
    await setAccountActive(annaId, true, handle.db, by);
    await deleteAccount(annaId, handle.db, by);

    const entries = (await entriesOf(admin.username)).reverse();
    expect(entries.map(({ kind, summary }) => ({ kind, summary }))).toEqual([
      { kind: 'signIn', summary: {} },
      { kind: 'signIn', summary: {} },
      { kind: 'passwordChanged', summary: { sessions: 1 } },
      { kind: 'twoFactorEnabled', summary: {} },
      { kind: 'recoveryCodesRegenerated', summary: {} },
      { kind: 'twoFactorDisabled', summary: {} },
      { kind: 'accountCreated', summary: { account: anna } },
      { kind: 'accountDeactivated', summary: { account: anna, sessions: 0 } },
      { kind: 'accountReactivated', summary: { account: anna } },
      { kind: 'accountDeleted', summary: { account: anna } },
    ]);
    expect(entries.every((entry) => entry.by?.id === admin.id)).toBe(true);
  });

  it('records the changes of `npm run admin` and the first start as done by the system', async () => {
    const { id, username } = await newAccount();
    const { secret } = await startTotpEnrolment(id, handle.db);
    await confirmTotpEnrolment(id, codeOf(secret), handle.db);
    await createSession(id, { address: newAddress(), userAgent: 'jest' });
    await setAdminPassword(handle.db, username, 'a password set by the system');
    await disableTotpByUsername(handle.db, username);
    await setAdminPassword(handle.db, `${username}-new`, 'a password set by the system');

    const bySystem = (await listActivity({ limit: 200 }, handle.db)).items.filter((entry) => entry.by === null);
    expect(bySystem.slice(0, 3).map(({ kind, summary }) => ({ kind, summary }))).toEqual([
      { kind: 'accountCreated', summary: { account: `${username}-new` } },
      { kind: 'twoFactorDisabled', summary: { account: username } },
      { kind: 'passwordChanged', summary: { account: username, sessions: 1 } },
    ]);

    const empty = await createTestDatabase();
    try {
      await ensureAdminAccount(empty.db, { username: 'boss', password: 'a quiet mill by the lake' });
      expect((await listActivity({}, empty.db)).items).toMatchObject([
        { kind: 'accountCreated', by: null, summary: { account: 'boss' } },
      ]);
    } finally {
      await empty.close();
      // createTestDatabase installed the throwaway one as the process's database: this file's again.
      (await import('@/server/db')).installDatabaseHandle(handle);
    }
  });
});

it('keeps no password, code, secret or token in any entry', async () => {
  const { id, username } = await newAccount();
  const secrets: string[] = [password];
  // Failed attempts with a password, a wrong code and a recovery code that is not one.
  await signIn({ username, password: 'a mistyped staff password' });
  secrets.push('a mistyped staff password');
  const { secret } = await startTotpEnrolment(id, handle.db);
  secrets.push(secret);
  const codes = await confirmTotpEnrolment(id, codeOf(secret), handle.db);
  secrets.push(...codes);
  await signIn({ username, password, code: '123456' });
  secrets.push('123456');
  await signIn({ username, password, code: 'abcd-efgh-ijkl' });
  secrets.push('abcd-efgh-ijkl');
  // A sign-in with a recovery code, then with a code of the app; the cookies' sealed tokens.
  const withRecovery = await signIn({ username, password, code: codes[0] });
  expect(withRecovery.status).toBe(200);
  const withApp = await signIn({ username, password, code: codeOf(secret, 1) });
  expect(withApp.status).toBe(200);
  secrets.push(codeOf(secret, 1), cookieFrom(withRecovery.headers), cookieFrom(withApp.headers));
  const token = await createSession(id, { address: newAddress(), userAgent: 'jest' });
  secrets.push(token, rowId(token));
  const newPassword = 'the next staff password';
  await changeOwnPassword(id, { current: password, new: newPassword }, passwordCaller(token));
  secrets.push(newPassword);
  const fresh = await regenerateRecoveryCodes(id, handle.db);
  secrets.push(...fresh);
  await disableTotp(id, handle.db);

  const rows = await handle.db.select().from(activityEvents);
  const reader = await newAccount();
  const api = await call(activity.GET, 'GET', '/api/activity?limit=200', { cookie: await cookieOf(reader.username) });
  const serialized = JSON.stringify(rows) + api.text;
  expect(rows.length).toBeGreaterThan(8);
  for (const value of secrets) {
    expect(serialized).not.toContain(value);
    // Recovery codes are shown with a hyphen; not even their letters alone.
    expect(serialized).not.toContain(value.replaceAll('-', ''));
  }
});

it('never makes the action fail when the entry cannot be written, in a transaction or not', async () => {
  const { id, username } = await newAccount();
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  await handle.db.execute(sql`alter table activity_events rename to activity_events_away`);
  try {
    expect((await signIn({ username, password: 'wrong, and not logged' })).status).toBe(401);
    const cookie = await cookieOf(username);
    expect(cookie).toMatch(/jorat_session=/);
    const newPassword = 'a password changed while the log is away';
    await expect(
      changeOwnPassword(id, { current: password, new: newPassword }, passwordCaller(undefined)),
    ).resolves.toEqual({ endedSessions: 1 });
  } finally {
    await handle.db.execute(sql`alter table activity_events_away rename to activity_events`);
  }
  expect(errors).toHaveBeenCalledWith(expect.stringMatching(/Activity log: could not record/), expect.anything());
  // The password did change, and the sign-in worked: the savepoint took the failed entry back alone.
  expect((await signIn({ username, password: 'a password changed while the log is away' })).status).toBe(200);
});

it('deletes the entries older than ACTIVITY_RETENTION_DAYS once a day, however many instances ask', async () => {
  const day = 24 * 60 * 60 * 1000;
  const start = new Date('2031-01-01T08:00:00Z');
  let now = start;
  jest.spyOn(clock, 'now').mockImplementation(() => now);
  await handle.db.delete(activityEvents);
  const at = async (days: number, username: string) => {
    now = new Date(start.getTime() + days * day);
    await recordActivity(handle.db, { kind: 'signIn', by: { id: null, username }, address: '192.0.2.200' });
  };
  await at(0, 'first');
  await at(10, 'second');
  await at(25, 'third');

  process.env.ACTIVITY_RETENTION_DAYS = '20';
  now = new Date(start.getTime() + 29 * day);
  const runs = await Promise.all([runActivityRetention(), runActivityRetention(), runActivityRetention()]);
  expect(runs.filter((run) => run !== null)).toEqual([1]);
  const names = async () => (await listActivity({}, handle.db)).items.map((entry) => entry.by?.username);
  expect(await names()).toEqual(['third', 'second']);

  // The same day, later: already done, even though 'second' has passed the limit meanwhile.
  now = new Date(start.getTime() + 29 * day + 10 * 60 * 60 * 1000);
  expect(await runActivityRetention()).toBeNull();
  now = new Date(start.getTime() + 31 * day);
  expect(await runActivityRetention()).toBe(1);
  expect(await names()).toEqual(['third']);
});

describe('GET /api/activity', () => {
  it('answers 401 to a visitor, without a cookie or with a made-up one', async () => {
    expect((await call(activity.GET, 'GET', '/api/activity')).status).toBe(401);
    const forged = await call(activity.GET, 'GET', '/api/activity', { cookie: 'jorat_session=made-up' });
    expect(forged.status).toBe(401);
  });

  it('pages newest first with `before`, and refuses a bad limit or cursor with 422', async () => {
    const { username } = await newAccount();
    const cookie = await cookieOf(username);
    // Five more of this person's entries, two of them at the same moment.
    const base = new Date('2032-06-01T10:00:00Z');
    let now = base;
    jest.spyOn(clock, 'now').mockImplementation(() => now);
    for (const [minutes, address] of [
      [1, '192.0.2.101'],
      [2, '192.0.2.102'],
      [2, '192.0.2.103'],
      [3, '192.0.2.104'],
      [4, '192.0.2.105'],
    ] as const) {
      now = new Date(base.getTime() + minutes * 60_000);
      await recordActivity(handle.db, { kind: 'signOut', by: { id: null, username }, address });
    }
    // The session was opened now, and would have expired by then.
    jest.restoreAllMocks();

    const first = await call(activity.GET, 'GET', '/api/activity?limit=2', { cookie });
    expect(first.status).toBe(200);
    expect(first.json.map((entry: { address: string }) => entry.address)).toEqual(['192.0.2.105', '192.0.2.104']);
    expect(first.json[0]).toEqual({
      id: expect.any(Number),
      at: '2032-06-01T10:04:00.000Z',
      by: { id: null, username },
      kind: 'signOut',
      summary: {},
      address: '192.0.2.105',
    });
    const next = first.headers.get('link')!.match(/^<([^>]+)>; rel="next"$/)![1]!;
    expect(next).toBe(`/api/activity?limit=2&before=${first.json[1].id}`);

    // The two entries of the same minute are both on the next page: the cursor is the entry, not its time.
    const second = await call(activity.GET, 'GET', next, { cookie });
    expect(second.json.map((entry: { address: string }) => entry.address)).toEqual(['192.0.2.103', '192.0.2.102']);
    const third = await call(activity.GET, 'GET', `/api/activity?limit=1&before=${second.json[1].id}`, { cookie });
    expect(third.json.map((entry: { address: string }) => entry.address)).toEqual(['192.0.2.101']);

    // A moment: everything older than it.
    const byTime = await call(activity.GET, 'GET', '/api/activity?limit=3&before=2032-06-01T10:02:00Z', { cookie });
    expect(byTime.json[0].address).toBe('192.0.2.101');

    for (const query of ['limit=0', 'limit=201', 'limit=x', 'before=0', 'before=yesterday', 'before=-1']) {
      const refused = await call(activity.GET, 'GET', `/api/activity?${query}`, { cookie });
      expect([query, refused.status]).toEqual([query, 422]);
    }
  });
});

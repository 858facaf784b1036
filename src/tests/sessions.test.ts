/**
 * Sessions kept on the server: logout and "sign out everywhere" end them for every copy of the cookie, a new
 * password ends them all, they slide with activity (30 minutes idle, 12 hours in all, by the clock the tests move),
 * their cookie is `__Host-` over https, and the account screen lists them and revokes them one by one.
 */
import { eq } from 'drizzle-orm';

import * as auth from '@/app/api/auth/route';
import * as login from '@/app/api/auth/login/route';
import * as logout from '@/app/api/auth/logout/route';
import * as sessionsRoute from '@/app/api/auth/sessions/route';

import { hashPassword, setAdminPassword } from '@/server/auth/first-admin';
import {
  createSession,
  endOtherSessions,
  findSession,
  lastSeenIntervalSeconds,
  listSessions,
} from '@/server/auth/sessions';
import { clock } from '@/server/clock';
import type { DatabaseHandle } from '@/server/db/client';
import { adminUsers, sessions } from '@/server/db/schema';
import { call, cookieFrom } from './api';
import { createTestDatabase } from './database';

const password = 'session password';
let handle: DatabaseHandle;
const ids: Record<string, number> = {};

beforeAll(async () => {
  handle = await createTestDatabase();
  const password_hash = await hashPassword(password);
  const rows = await handle.db
    .insert(adminUsers)
    .values(['alice', 'bob', 'carol'].map((username) => ({ username, password_hash })))
    .returning();
  for (const row of rows) ids[row.username] = row.id;
});
afterAll(() => handle.close());

let address = 0;
async function signIn(username: string, headers: Record<string, string> = {}) {
  const response = await call(login.POST, 'POST', '/api/auth/login', {
    body: { username, password },
    headers: { 'x-client-address': `198.51.100.${++address}`, 'user-agent': 'Test browser/1.0', ...headers },
  });
  expect(response.status).toBe(200);
  return response;
}

/** The session cookie of a login, as a Cookie header. */
async function sessionCookie(username: string): Promise<string> {
  const pairs = cookieFrom((await signIn(username)).headers).split('; ');
  return pairs.find((pair) => pair.startsWith('jorat_session='))!;
}

const whoAmI = (cookie: string, headers?: Record<string, string>) =>
  call(auth.GET, 'GET', '/api/auth', { cookie, headers });

describe('a session', () => {
  it('is a row with the user, the times, the user agent and the address', async () => {
    await signIn('carol');
    const [row] = await handle.db.select().from(sessions).where(eq(sessions.user_id, ids.carol!));
    expect(row).toEqual(expect.objectContaining({ user_agent: 'Test browser/1.0', address: `198.51.100.${address}` }));
    // 30 minutes without a request, by default.
    expect(row!.expires_at.getTime() - row!.created_at.getTime()).toBe(30 * 60 * 1000);
    // The row is found by the SHA-256 of the cookie's token, not by the token itself.
    expect(row!.id).toMatch(/^[\w-]{43}$/);
  });

  it('ends at logout for every copy of its cookie', async () => {
    const cookie = await sessionCookie('alice');
    const copy = cookie;
    expect((await whoAmI(copy)).status).toBe(200);
    expect((await call(logout.GET, 'GET', '/api/auth/logout', { cookie })).status).toBe(204);
    expect((await whoAmI(copy)).status).toBe(401);
  });

  it('ends when the same browser signs in again', async () => {
    const first = await sessionCookie('alice');
    const again = await call(login.POST, 'POST', '/api/auth/login', {
      body: { username: 'alice', password },
      headers: { 'x-client-address': '198.51.100.250' },
      cookie: first,
    });
    expect(again.status).toBe(200);
    expect((await whoAmI(first)).status).toBe(401);
    expect((await whoAmI(cookieFrom(again.headers))).status).toBe(200);
  });

  it('is not opened by a cookie of the old kind that names a user instead of a session', async () => {
    const { sealData } = await import('iron-session');
    const old = await sealData({ userId: ids.alice, username: 'alice' }, { password: process.env.SESSION_SECRET! });
    expect((await whoAmI(`jorat_session=${old}`)).status).toBe(401);
  });
});

describe('signing out everywhere', () => {
  it('ends every session of the account, and only of that account', async () => {
    const first = await sessionCookie('alice');
    const second = await sessionCookie('alice');
    const other = await sessionCookie('bob');
    const response = await call(sessionsRoute.DELETE, 'DELETE', '/api/auth/sessions', { cookie: first });
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie()[0]).toMatch(/^jorat_session=;/);
    expect((await whoAmI(first)).status).toBe(401);
    expect((await whoAmI(second)).status).toBe(401);
    expect((await whoAmI(other)).status).toBe(200);
  });

  it('needs a session, and a same-site request', async () => {
    expect((await call(sessionsRoute.DELETE, 'DELETE', '/api/auth/sessions')).status).toBe(401);
    const cookie = await sessionCookie('bob');
    const crossSite = await call(sessionsRoute.DELETE, 'DELETE', '/api/auth/sessions', {
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect((await whoAmI(cookie)).status).toBe(200);
  });
});

describe('a new password', () => {
  it('ends every session of the account', async () => {
    const first = await sessionCookie('bob');
    const second = await sessionCookie('bob');
    const result = await setAdminPassword(handle.db, 'bob', password);
    expect(result).toEqual({ created: false, endedSessions: expect.any(Number) });
    expect((await whoAmI(first)).status).toBe(401);
    expect((await whoAmI(second)).status).toBe(401);
    expect((await whoAmI(await sessionCookie('bob'))).status).toBe(200);
  });
});

describe('the lifetime of a session', () => {
  const start = new Date('2030-03-01T08:00:00Z');
  let now = start;
  const at = (seconds: number) => (now = new Date(start.getTime() + seconds * 1000));
  const minute = 60;
  const hour = 3600;
  beforeEach(() => {
    now = start;
    jest.spyOn(clock, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  const origin = { address: '192.0.2.1', userAgent: 'Clock' };
  const lastSeen = async (userId: number) =>
    (await handle.db.select().from(sessions).where(eq(sessions.user_id, userId)))[0]!.last_seen_at;

  it('slides with activity, writing the last request at most once a minute', async () => {
    await handle.db.delete(sessions).where(eq(sessions.user_id, ids.carol!));
    const token = await createSession(ids.carol!, origin);
    at(lastSeenIntervalSeconds / 2);
    expect(await findSession(token)).not.toBeNull();
    expect(await lastSeen(ids.carol!)).toEqual(start);
    at(lastSeenIntervalSeconds + 1);
    expect(await findSession(token)).not.toBeNull();
    expect(await lastSeen(ids.carol!)).toEqual(now);
    // 29 minutes later, then another 29: still open, since each request pushed the end on.
    at(29 * minute);
    expect(await findSession(token)).not.toBeNull();
    at(58 * minute);
    expect(await findSession(token)).not.toBeNull();
    // 30 minutes without a request: over.
    at(88 * minute + 1);
    expect(await findSession(token)).toBeNull();
  });

  it('ends after twelve hours however active it is', async () => {
    const token = await createSession(ids.carol!, origin);
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      at(minutes * minute);
      expect(await findSession(token)).not.toBeNull();
    }
    at(12 * hour - 1);
    expect(await findSession(token)).not.toBeNull();
    at(12 * hour);
    expect(await findSession(token)).toBeNull();
  });

  it('follows SESSION_IDLE_MINUTES and SESSION_MAX_HOURS', async () => {
    process.env.SESSION_IDLE_MINUTES = '120';
    process.env.SESSION_MAX_HOURS = '3';
    try {
      const token = await createSession(ids.carol!, origin);
      at(119 * minute);
      expect(await findSession(token)).not.toBeNull();
      at(3 * hour - 1);
      expect(await findSession(token)).not.toBeNull();
      at(3 * hour);
      expect(await findSession(token)).toBeNull();
      const idle = await createSession(ids.carol!, origin);
      at(3 * hour + 121 * minute);
      expect(await findSession(idle)).toBeNull();
    } finally {
      delete process.env.SESSION_IDLE_MINUTES;
      delete process.env.SESSION_MAX_HOURS;
    }
  });

  it('tells the previous successful login of the account', async () => {
    await handle.db.update(adminUsers).set({ last_login_at: null }).where(eq(adminUsers.id, ids.carol!));
    const first = await createSession(ids.carol!, { address: '192.0.2.7', userAgent: 'A' });
    expect((await findSession(first))!.session.previousLogin).toBeNull();
    at(hour);
    const second = await createSession(ids.carol!, { address: '192.0.2.8', userAgent: 'B' });
    expect((await findSession(second))!.session.previousLogin).toEqual({ at: start, address: '192.0.2.7' });
  });
});

describe('the cookies over https', () => {
  const https = { 'x-forwarded-proto': 'https' };

  it('are __Host- prefixed: Secure, Path=/, no Domain', async () => {
    const response = await signIn('alice', https);
    const [session, device] = response.headers.getSetCookie();
    expect(session).toMatch(/^__Host-jorat_session=/);
    expect(device).toMatch(/^__Host-jorat_device=/);
    for (const cookie of [session, device]) {
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; Path=\/(;|$)/);
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).not.toMatch(/Domain=/i);
    }
    const cookie = cookieFrom(response.headers);
    expect((await whoAmI(cookie, https)).status).toBe(200);
    // Over https the unprefixed name is not read, so a cookie set by another host cannot stand in for it.
    const unprefixed = cookie.replaceAll('__Host-', '');
    expect((await whoAmI(unprefixed, https)).status).toBe(401);
  });

  it('are ended by logout like the others', async () => {
    const cookie = cookieFrom((await signIn('alice', https)).headers);
    const response = await call(logout.GET, 'GET', '/api/auth/logout', { cookie, headers: https });
    expect(response.headers.getSetCookie()[0]).toMatch(/^__Host-jorat_session=;/);
    expect((await whoAmI(cookie, https)).status).toBe(401);
  });
});

describe("the account's list of sessions", () => {
  it('lists each open session with its device, address and times, the caller marked, over the API too', async () => {
    await handle.db.delete(sessions).where(eq(sessions.user_id, ids.alice!));
    const here = await sessionCookie('alice');
    await signIn('alice', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0' });
    const listed = await call(sessionsRoute.GET, 'GET', '/api/auth/sessions', { cookie: here });
    expect(listed.status).toBe(200);
    expect(listed.json.sessions).toHaveLength(2);
    const [firefox] = listed.json.sessions.filter((session: { userAgent: string }) =>
      session.userAgent.includes('Firefox'),
    );
    expect(firefox).toEqual({
      id: expect.any(String),
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      address: expect.stringMatching(/^198\.51\.100\./),
      userAgent: expect.stringContaining('Firefox/133.0'),
      current: false,
    });
    expect(listed.json.sessions.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
  });

  it('revokes one other session, or all the others, never the caller’s own there', async () => {
    await handle.db.delete(sessions).where(eq(sessions.user_id, ids.bob!));
    const mine = await createSession(ids.bob!, { address: '192.0.2.30', userAgent: 'A' });
    const admin = (await findSession(mine))!.admin;
    const second = await createSession(ids.bob!, { address: '192.0.2.31', userAgent: 'B' });
    await createSession(ids.bob!, { address: '192.0.2.32', userAgent: 'C' });
    const mineId = (await findSession(mine))!.session.id;
    const secondId = (await findSession(second))!.session.id;

    expect(await endOtherSessions(admin, mineId, '192.0.2.30', mineId)).toBe(0);
    expect(await endOtherSessions(admin, mineId, '192.0.2.30', secondId)).toBe(1);
    expect(await findSession(second)).toBeNull();
    expect((await listSessions(ids.bob!, mineId)).map((session) => session.userAgent)).toEqual(
      expect.arrayContaining(['A', 'C']),
    );
    // Another account's session cannot be named.
    const carols = await createSession(ids.carol!, { address: '192.0.2.33', userAgent: 'D' });
    expect(await endOtherSessions(admin, mineId, '192.0.2.30', (await findSession(carols))!.session.id)).toBe(0);
    expect(await findSession(carols)).not.toBeNull();

    expect(await endOtherSessions(admin, mineId, '192.0.2.30')).toBe(1);
    expect((await listSessions(ids.bob!, mineId)).map((session) => session.current)).toEqual([true]);
  });
});

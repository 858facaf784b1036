import { eq } from 'drizzle-orm';

import * as auth from '@/app/api/auth/route';
import * as login from '@/app/api/auth/login/route';
import * as logout from '@/app/api/auth/logout/route';
import * as language from '@/app/api/language/route';

import { hashPassword } from '@/server/auth/first-admin';
import type { DatabaseHandle } from '@/server/db/client';
import { adminUsers } from '@/server/db/schema';
import { call, cookieFrom, origin } from './api';
import { createTestDatabase } from './database';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db
    .insert(adminUsers)
    .values({ username: 'office', password_hash: await hashPassword('right password') });
});
afterAll(() => handle.close());

let address = 0;
/** Each test logs in from its own address, so that the per-address limit of one does not spill into another. */
const fromNewAddress = () => ({ 'x-client-address': `192.0.2.${++address}` });

describe('POST /api/auth/login', () => {
  it('answers the user id and sets an httpOnly, SameSite=Lax session cookie', async () => {
    const response = await call(login.POST, 'POST', '/api/auth/login', {
      body: { username: 'office', password: 'right password' },
      headers: fromNewAddress(),
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ user: { id: expect.any(Number), username: 'office' } });
    const [setCookie] = response.headers.getSetCookie();
    expect(setCookie).toMatch(/^jorat_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Max-Age=\d+/i);
    expect(setCookie).not.toMatch(/Secure/i);
  });

  it('marks the cookie Secure when the site is served over https', async () => {
    const response = await call(login.POST, 'POST', '/api/auth/login', {
      body: { username: 'office', password: 'right password' },
      headers: { ...fromNewAddress(), 'x-forwarded-proto': 'https' },
    });
    expect(response.headers.getSetCookie()[0]).toMatch(/Secure/i);
  });

  it('gives the same 401 for a wrong password and an unknown user, and no cookie', async () => {
    const headers = fromNewAddress();
    const wrong = await call(login.POST, 'POST', '/api/auth/login', {
      body: { username: 'office', password: 'nope' },
      headers,
    });
    const unknown = await call(login.POST, 'POST', '/api/auth/login', {
      body: { username: 'nobody', password: 'nope' },
      headers,
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it('answers 422 naming a missing field', async () => {
    const response = await call(login.POST, 'POST', '/api/auth/login', {
      body: { username: 'office' },
      headers: fromNewAddress(),
    });
    expect(response.status).toBe(422);
    expect(response.json.fields).toEqual({ password: expect.any(String) });
  });

  it('stops a username after too many failures, with 429 and Retry-After, even with the right password', async () => {
    process.env.LOGIN_RATE_LIMIT = '3';
    try {
      await handle.db
        .insert(adminUsers)
        .values({ username: 'target', password_hash: await hashPassword('right password') });
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await call(login.POST, 'POST', '/api/auth/login', {
          body: { username: 'target', password: `guess ${attempt}` },
          headers: fromNewAddress(),
        });
        expect(response.status).toBe(401);
      }
      const blocked = await call(login.POST, 'POST', '/api/auth/login', {
        body: { username: 'target', password: 'right password' },
        headers: fromNewAddress(),
      });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    } finally {
      delete process.env.LOGIN_RATE_LIMIT;
    }
  });

  it('stops an address that tries many usernames', async () => {
    process.env.LOGIN_RATE_LIMIT = '2';
    try {
      const headers = fromNewAddress();
      for (const username of ['a', 'b']) {
        await call(login.POST, 'POST', '/api/auth/login', { body: { username, password: 'x' }, headers });
      }
      const blocked = await call(login.POST, 'POST', '/api/auth/login', {
        body: { username: 'c', password: 'x' },
        headers,
      });
      expect(blocked.status).toBe(429);
    } finally {
      delete process.env.LOGIN_RATE_LIMIT;
    }
  });
});

describe('POST /api/auth/login from another site', () => {
  const credentials = { username: 'office', password: 'right password' };

  it("refuses another site's Origin with 403 and its page's fetch with 403", async () => {
    const foreign = await call(login.POST, 'POST', '/api/auth/login', {
      body: credentials,
      headers: { ...fromNewAddress(), origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.getSetCookie()).toEqual([]);
    const crossSite = await call(login.POST, 'POST', '/api/auth/login', {
      body: credentials,
      headers: { ...fromNewAddress(), 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const own = await call(login.POST, 'POST', '/api/auth/login', {
      body: credentials,
      headers: { ...fromNewAddress(), origin },
    });
    expect(own.status).toBe(200);
  });

  it('refuses with 415 a body that is not application/json, even one that reads as JSON', async () => {
    // What a cross-site `<form enctype="text/plain">` sends: one field whose name and value make up JSON.
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await call(login.POST, 'POST', '/api/auth/login', {
        rawBody: JSON.stringify(credentials),
        headers: { ...fromNewAddress(), 'content-type': type },
      });
      expect(response.status).toBe(415);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    const charset = await call(login.POST, 'POST', '/api/auth/login', {
      rawBody: JSON.stringify(credentials),
      headers: { ...fromNewAddress(), 'content-type': 'application/json; charset=utf-8' },
    });
    expect(charset.status).toBe(200);
  });
});

describe('per-address login limits over IPv6', () => {
  it('count every address of one /64 network together, and another /64 apart', async () => {
    process.env.LOGIN_RATE_LIMIT = '2';
    try {
      // Three addresses of 2001:db8:0:7::/64, each written differently: the third attempt is over the limit.
      const network = ['2001:db8:0:7::1', '2001:db8::7:ffff:0:0:2', '2001:0DB8:0000:0007:1:2:3:4'];
      const statuses = [];
      for (const [index, address] of network.entries()) {
        const response = await call(login.POST, 'POST', '/api/auth/login', {
          body: { username: `v6-${index}`, password: 'x' },
          headers: { 'x-client-address': address },
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([401, 401, 429]);
      const neighbour = await call(login.POST, 'POST', '/api/auth/login', {
        body: { username: 'v6-3', password: 'x' },
        headers: { 'x-client-address': '2001:db8:0:8::1' },
      });
      expect(neighbour.status).toBe(401);
    } finally {
      delete process.env.LOGIN_RATE_LIMIT;
    }
  });
});

describe('GET /api/auth and /api/auth/logout', () => {
  /** The session cookie alone (the login also sets the device cookie, which a session does not need). */
  async function session() {
    const response = await call(login.POST, 'POST', '/api/auth/login', {
      body: { username: 'office', password: 'right password' },
      headers: fromNewAddress(),
    });
    return cookieFrom(response.headers)
      .split('; ')
      .filter((pair) => pair.startsWith('jorat_session='))
      .join('; ');
  }

  it('answers 200 with a valid session and 401 without one', async () => {
    const cookie = await session();
    const valid = await call(auth.GET, 'GET', '/api/auth', { cookie });
    expect(valid.status).toBe(200);
    expect(valid.json.user.username).toBe('office');
    expect((await call(auth.GET, 'GET', '/api/auth')).status).toBe(401);
  });

  it('answers 401 to a cookie that was tampered with', async () => {
    const cookie = await session();
    const tampered = cookie.replace(/.$/, (last) => (last === 'a' ? 'b' : 'a'));
    expect((await call(auth.GET, 'GET', '/api/auth', { cookie: tampered })).status).toBe(401);
  });

  it('answers 401 once the account behind the session is deleted', async () => {
    await handle.db
      .insert(adminUsers)
      .values({ username: 'leaver', password_hash: await hashPassword('leaver password') });
    const response = await call(login.POST, 'POST', '/api/auth/login', {
      body: { username: 'leaver', password: 'leaver password' },
      headers: fromNewAddress(),
    });
    const cookie = cookieFrom(response.headers);
    await handle.db.delete(adminUsers).where(eq(adminUsers.username, 'leaver'));
    expect((await call(auth.GET, 'GET', '/api/auth', { cookie })).status).toBe(401);
  });

  it('logs out with POST from its own pages, and refuses a POST from another site', async () => {
    const cookie = await session();
    const foreign = await call(logout.POST, 'POST', '/api/auth/logout', {
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect((await call(auth.GET, 'GET', '/api/auth', { cookie })).status).toBe(200);
    const own = await call(logout.POST, 'POST', '/api/auth/logout', { cookie, headers: { origin } });
    expect(own.status).toBe(204);
    expect((await call(auth.GET, 'GET', '/api/auth', { cookie })).status).toBe(401);
  });

  it('logs out: the cookie is cleared', async () => {
    const cookie = await session();
    const response = await call(logout.GET, 'GET', '/api/auth/logout', { cookie });
    expect(response.status).toBe(204);
    const cleared = response.headers.getSetCookie()[0];
    expect(cleared).toMatch(/^jorat_session=;/);
    expect((await call(auth.GET, 'GET', '/api/auth', { cookie: cookieFrom(response.headers) })).status).toBe(401);
  });
});

describe('PATCH /api/language', () => {
  it('stores the language in the language cookie', async () => {
    const response = await call(language.PATCH, 'PATCH', '/api/language', { body: { language: 'de' } });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()[0]).toMatch(/^language=de; Path=\/; Max-Age=\d+; SameSite=Lax$/);
  });

  it('refuses a language outside the five', async () => {
    const response = await call(language.PATCH, 'PATCH', '/api/language', { body: { language: 'pt' } });
    expect(response.status).toBe(422);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

/**
 * First passwords: an account a colleague created logs in with `"mustChangePassword": true`, and its session may do
 * nothing but `POST /api/auth/password` until it has chosen its own; after 72 hours the first password no longer
 * signs in, until an owner sets a new one.
 */
import * as activity from '@/app/api/activity/route';
import * as auth from '@/app/api/auth/route';
import * as password from '@/app/api/auth/password/route';
import * as sessionsRoute from '@/app/api/auth/sessions/route';

import { createAccount, setFirstPassword } from '@/server/auth/accounts';
import { clock } from '@/server/clock';
import type { DatabaseHandle } from '@/server/db/client';
import { call, cookieFrom, logIn as signIn } from './api';
import { createTestDatabase } from './database';

const first = 'a first staff password';
const own = 'my very own staff password';
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
afterEach(() => jest.restoreAllMocks());

const logIn = (username: string, secret: string) => signIn({ username, password: secret });

describe('a first password', () => {
  it('signs in to choose the account’s own password, and to nothing else', async () => {
    await createAccount({ username: 'newcomer', password: first }, handle.db);
    const signedIn = await logIn('newcomer', first);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json).toEqual({ user: { id: expect.any(Number), username: 'newcomer' }, mustChangePassword: true });
    const cookie = cookieFrom(signedIn.headers);

    // The session check says so; every other call is refused.
    expect((await call(auth.GET, 'GET', '/api/auth', { cookie })).json).toMatchObject({ mustChangePassword: true });
    const listed = await call(activity.GET, 'GET', '/api/activity', { cookie });
    expect(listed.status).toBe(403);
    expect(listed.json).toMatchObject({ mustChangePassword: true });
    expect((await call(sessionsRoute.DELETE, 'DELETE', '/api/auth/sessions', { cookie })).status).toBe(403);

    // A wrong current password, or the same one again, changes nothing.
    const wrong = await call(password.POST, 'POST', '/api/auth/password', {
      body: { current: 'not it at all', new: own },
      cookie,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json.fields).toEqual({ currentPassword: 'wrong' });
    const same = await call(password.POST, 'POST', '/api/auth/password', {
      body: { current: first, new: first },
      cookie,
    });
    expect(same.json.fields).toEqual({ newPassword: 'same' });

    const chosen = await call(password.POST, 'POST', '/api/auth/password', {
      body: { current: first, new: own },
      cookie,
    });
    expect(chosen.status).toBe(200);
    expect((await call(activity.GET, 'GET', '/api/activity', { cookie })).status).toBe(200);
    expect((await logIn('newcomer', own)).json).toEqual({ user: expect.any(Object) });
    expect((await logIn('newcomer', first)).status).toBe(401);
  });

  it('expires after 72 hours; a new one from an owner works again', async () => {
    const { id } = await createAccount({ username: 'latecomer', password: first }, handle.db);
    const then = new Date(Date.now() + 72 * 3600 * 1000 + 1000);
    jest.spyOn(clock, 'now').mockImplementation(() => then);
    const expired = await logIn('latecomer', first);
    expect(expired.status).toBe(401);
    expect(expired.json.detail).toBe('This first password has expired. Ask an owner to set a new one.');
    // A wrong password still says only that it is wrong.
    expect((await logIn('latecomer', 'not the first password')).json.detail).toBe('Wrong username or password.');

    await setFirstPassword(id, 'another first password', { id: null, username: 'owner' }, handle.db);
    const again = await logIn('latecomer', 'another first password');
    expect(again.json).toMatchObject({ mustChangePassword: true });
  });
});

/**
 * First passwords: an account a colleague created logs in with `"mustChangePassword": true`, and its session may do
 * nothing but `POST /api/auth/password` until it has chosen its own; after 72 hours the first password no longer
 * signs in, until an owner sets a new one.
 */
import * as activity from '@/app/api/activity/route';
import * as auth from '@/app/api/auth/route';
import * as password from '@/app/api/auth/password/route';
import * as sessionsRoute from '@/app/api/auth/sessions/route';
import * as machineItem from '@/app/api/machine/[id]/route';

import { type Locale, locales } from '@/i18n/locales';
import { createAccount, setFirstPassword } from '@/server/auth/accounts';
import { saveSecuritySettings } from '@/server/auth/security-settings';
import { createMachine } from '@/server/catalogue/machines';
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

  it('leaves the public reads to such a session as to a visitor, not refused and without drafts', async () => {
    const five = <F extends string>(field: F, text: string) =>
      Object.fromEntries(locales.map((locale) => [`${field}_${locale}`, `${text} ${locale}`])) as Record<
        `${F}_${Locale}`,
        string
      >;
    const { id } = await createMachine({
      ...five('name', 'Kantenpresse'),
      ...five('description', 'Stark'),
      ...five('metadescription', ''),
    });
    const read = (cookie?: string) =>
      call(machineItem.GET, 'GET', `/api/machine/${id}?lang=de`, { cookie, params: { id: String(id) } });

    await createAccount({ username: 'reader', password: first }, handle.db);
    const firstPassword = cookieFrom((await logIn('reader', first)).headers);
    const beforeOwn = await read(firstPassword);
    expect(beforeOwn.status).toBe(200);
    expect(beforeOwn.json).toMatchObject({ id, name: 'Kantenpresse de' });
    expect(beforeOwn.json).not.toHaveProperty('status');

    // The same for an account that must still enrol in two-factor sign-in.
    await call(password.POST, 'POST', '/api/auth/password', {
      body: { current: first, new: own },
      cookie: firstPassword,
    });
    const enrolling = cookieFrom((await logIn('reader', own)).headers);
    await saveSecuritySettings({ requireTwoFactor: true }, { id: null, username: 'owner' });
    try {
      const beforeEnrolment = await read(enrolling);
      expect(beforeEnrolment.status).toBe(200);
      expect(beforeEnrolment.json).not.toHaveProperty('status');
    } finally {
      await saveSecuritySettings({ requireTwoFactor: false }, { id: null, username: 'owner' });
    }
    // A session that may use the office sees where the item stands.
    expect((await read(enrolling)).json).toMatchObject({ status: 'published' });
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

  it('from an owner, typed or generated, ends the account’s sessions; nobody sets their own this way', async () => {
    const { id } = await createAccount({ username: 'forgetful', password: first }, handle.db);
    const owner = { id: null, username: 'owner' };
    await call(password.POST, 'POST', '/api/auth/password', {
      body: { current: first, new: own },
      cookie: cookieFrom((await logIn('forgetful', first)).headers),
    });
    const session = cookieFrom((await logIn('forgetful', own)).headers);
    expect((await call(auth.GET, 'GET', '/api/auth', { cookie: session })).status).toBe(200);

    // The policy holds for a typed one; nothing changes when it refuses.
    await expect(setFirstPassword(id, 'password1234', owner, handle.db)).rejects.toMatchObject({
      fields: { password: 'tooCommon' },
    });
    expect((await call(auth.GET, 'GET', '/api/auth', { cookie: session })).status).toBe(200);

    const { password: generated } = await setFirstPassword(id, undefined, owner, handle.db);
    expect(generated).toMatch(/^[\w-]{16}$/);
    expect((await call(auth.GET, 'GET', '/api/auth', { cookie: session })).status).toBe(401);
    expect((await logIn('forgetful', own)).status).toBe(401);
    expect((await logIn('forgetful', generated)).json).toMatchObject({ mustChangePassword: true });

    await expect(setFirstPassword(id, undefined, { id, username: 'forgetful' }, handle.db)).rejects.toThrow(
      'Change your own password on your account screen.',
    );
  });
});

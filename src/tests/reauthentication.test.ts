/**
 * Re-authentication before what matters: turning two-factor sign-in off, new recovery codes and (with two-factor
 * sign-in) a new password are refused unless the password and a code were given in the last five minutes, at
 * sign-in or again; the proofs given again count against the login limits.
 */
import { eq } from 'drizzle-orm';

import { logInAction, reauthenticateAction } from '@/app/(admin)/admin/_actions/auth';
import { disableTotpAction, regenerateRecoveryCodesAction } from '@/app/(admin)/admin/_actions/two-factor';
import * as password from '@/app/api/auth/password/route';
import * as reauthenticate from '@/app/api/auth/reauthenticate/route';

import { recentAuthenticationSeconds } from '@/server/auth/reauthentication';
import { twoFactorStatus } from '@/server/auth/two-factor';
import type { DatabaseHandle } from '@/server/db/client';
import { adminUsers } from '@/server/db/schema';
import { call, sessionCookie } from './api';
import { browser } from './browser';
import { createTestDatabase } from './database';
import { codeOf, later, staffPassword as secret, twoFactorAccount } from './staff';

jest.mock('next/headers', () => jest.requireActual('./browser').nextHeaders);

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
afterEach(() => {
  jest.restoreAllMocks();
  delete process.env.LOGIN_RATE_LIMIT;
});

let signIns = 0;
/** An owner with two-factor sign-in, signed in in the action's browser with the next step's code. */
async function enrolledAndSignedIn() {
  const account = await twoFactorAccount({ role: 'owner' });
  browser.cookies.clear();
  browser.address = `198.51.100.${70 + ++signIns}`;
  const { username, secret: totp } = account;
  expect(await logInAction({ username, password: secret, code: codeOf(totp, 1) })).toMatchObject({ ok: true });
  return account;
}

describe('a sensitive change', () => {
  it('goes through within five minutes of the sign-in, and asks again after', async () => {
    const { id, secret: totp } = await enrolledAndSignedIn();
    later(recentAuthenticationSeconds - 5);
    expect(await regenerateRecoveryCodesAction({})).toMatchObject({ ok: true });
    later(recentAuthenticationSeconds + 5);
    expect(await disableTotpAction({})).toEqual({ ok: false, error: 'reauthenticate' });
    expect((await twoFactorStatus(id, handle.db)).enabled).toBe(true);

    // The password alone is not enough for an account with two-factor sign-in: the code too.
    expect(await reauthenticateAction({ password: secret })).toMatchObject({ fields: { code: 'required' } });
    expect(await reauthenticateAction({ password: 'not the password', code: codeOf(totp, 1) })).toMatchObject({
      ok: false,
      fields: { password: 'wrong' },
    });
    expect(await reauthenticateAction({ password: secret, code: codeOf(totp, 1) })).toEqual({ ok: true, data: null });
    expect(await disableTotpAction({})).toEqual({ ok: true, data: null });
    expect((await twoFactorStatus(id, handle.db)).enabled).toBe(false);
  });

  it('counts each proof given again against the login limits', async () => {
    process.env.LOGIN_RATE_LIMIT = '3';
    const { secret: totp } = await enrolledAndSignedIn();
    later(recentAuthenticationSeconds + 5);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await reauthenticateAction({ password: `guess ${attempt}`, code: '000000' })).toMatchObject({
        fields: { password: 'wrong' },
      });
    }
    // Over the limit: even the right password and code are not checked.
    expect(await reauthenticateAction({ password: secret, code: codeOf(totp, 1) })).toEqual({
      ok: false,
      error: 'rateLimited',
    });
  });

  it('over the API: 403 with "reauthenticate", then POST /api/auth/reauthenticate opens five minutes', async () => {
    const account = await twoFactorAccount({ role: 'owner' });
    const { id, secret: totp } = account;
    const cookie = await sessionCookie(account, { code: codeOf(totp, 1) });
    later(recentAuthenticationSeconds + 5);
    const change = { current: secret, new: 'a brand new staff password' };
    const refused = await call(password.POST, 'POST', '/api/auth/password', { body: change, cookie });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ reauthenticate: true });
    const wrong = await call(reauthenticate.POST, 'POST', '/api/auth/reauthenticate', {
      body: { password: secret, code: '000000' },
      cookie,
    });
    expect(wrong.status).toBe(422);
    const proven = await call(reauthenticate.POST, 'POST', '/api/auth/reauthenticate', {
      body: { password: secret, code: codeOf(totp, 1) },
      cookie,
    });
    expect(proven.status).toBe(204);
    const changed = await call(password.POST, 'POST', '/api/auth/password', { body: change, cookie });
    expect(changed.status).toBe(200);
    expect(changed.json).toEqual({ endedSessions: 0 });
    const [row] = await handle.db.select().from(adminUsers).where(eq(adminUsers.id, id));
    expect(row!.password_change_due).toBeNull();
  });
});

/**
 * Re-authentication before what matters: turning two-factor sign-in off, new recovery codes, (with two-factor
 * sign-in) a new password, creating, changing or deleting accounts, and the security settings are refused unless the
 * password and a code were given in the last five minutes, at sign-in or again; the proofs given again count against
 * the login limits.
 */
import { eq } from 'drizzle-orm';

import {
  createAccountAction,
  deleteAccountAction,
  saveSecuritySettingsAction,
  setAccountActiveAction,
  setAccountRoleAction,
  setFirstPasswordAction,
} from '@/app/(admin)/admin/_actions/accounts';
import { logInAction, reauthenticateAction } from '@/app/(admin)/admin/_actions/auth';
import { disableTotpAction, regenerateRecoveryCodesAction } from '@/app/(admin)/admin/_actions/two-factor';
import * as accountList from '@/app/api/accounts/route';
import * as accountItem from '@/app/api/accounts/[id]/route';
import * as password from '@/app/api/auth/password/route';
import * as reauthenticate from '@/app/api/auth/reauthenticate/route';

import { accountById, listAccounts } from '@/server/auth/accounts';
import { hashPassword } from '@/server/auth/first-admin';
import { recentAuthenticationSeconds } from '@/server/auth/reauthentication';
import { saveSecuritySettings, securitySettings } from '@/server/auth/security-settings';
import { twoFactorStatus } from '@/server/auth/two-factor';
import type { DatabaseHandle } from '@/server/db/client';
import { adminUsers } from '@/server/db/schema';
import { call, cookieFrom, sessionCookie } from './api';
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

  it('saving the security settings: refused without a recent proof, either way, then saved once it is given', async () => {
    // An owner with two-factor sign-in: requiring it of everyone would otherwise send the owner to enrol first.
    const { secret: totp } = await enrolledAndSignedIn();
    const refused = { ok: false, error: 'reauthenticate' };
    try {
      later(recentAuthenticationSeconds + 5);
      expect(await saveSecuritySettingsAction({ requireTwoFactor: true })).toEqual(refused);
      expect(await securitySettings(handle.db)).toEqual({ requireTwoFactor: false });
      expect(await reauthenticateAction({ password: secret, code: codeOf(totp) })).toEqual({ ok: true, data: null });
      expect(await saveSecuritySettingsAction({ requireTwoFactor: true })).toEqual({ ok: true, data: null });
      expect(await securitySettings(handle.db)).toEqual({ requireTwoFactor: true });

      // Turning the requirement off asks for its own proof once the five minutes from that one have passed.
      later(2 * (recentAuthenticationSeconds + 5));
      expect(await saveSecuritySettingsAction({ requireTwoFactor: false })).toEqual(refused);
      expect(await securitySettings(handle.db)).toEqual({ requireTwoFactor: true });
      expect(await reauthenticateAction({ password: secret, code: codeOf(totp) })).toEqual({ ok: true, data: null });
      expect(await saveSecuritySettingsAction({ requireTwoFactor: false })).toEqual({ ok: true, data: null });
      expect(await securitySettings(handle.db)).toEqual({ requireTwoFactor: false });
    } finally {
      // The other tests' accounts have no second factor.
      await saveSecuritySettings({ requireTwoFactor: false }, null, handle.db);
    }
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

describe('a change of accounts', () => {
  /** An owner without two-factor sign-in, signed in in the action's browser; and an editor to change. */
  async function ownerAndEditor() {
    const suffix = ++signIns;
    const rows = await handle.db
      .insert(adminUsers)
      .values([
        { username: `owner${suffix}`, password_hash: await hashPassword(secret), role: 'owner' },
        { username: `editor${suffix}`, password_hash: await hashPassword(secret), role: 'editor' },
      ])
      .returning({ id: adminUsers.id, username: adminUsers.username });
    browser.cookies.clear();
    browser.address = `198.51.100.${70 + suffix}`;
    expect(await logInAction({ username: rows[0]!.username, password: secret })).toMatchObject({ ok: true });
    return { owner: rows[0]!, editor: rows[1]! };
  }
  const usernames = async () => (await listAccounts(handle.db)).map((account) => account.username);

  it('on the accounts screen: each is refused without a recent proof, then goes through once it is given', async () => {
    const { editor } = await ownerAndEditor();
    const newcomer = { username: `newcomer${signIns}`, password: 'a first staff password', role: 'editor' };
    later(recentAuthenticationSeconds + 5);
    const refused = { ok: false, error: 'reauthenticate' };
    expect(await createAccountAction(newcomer)).toEqual(refused);
    expect(await setAccountRoleAction({ id: editor.id, role: 'translator', languages: ['it'] })).toEqual(refused);
    expect(await setAccountActiveAction({ id: editor.id, active: false })).toEqual(refused);
    expect(await deleteAccountAction({ id: editor.id })).toEqual(refused);
    // Nothing was changed.
    expect(await usernames()).not.toContain(newcomer.username);
    expect(await accountById(editor.id, handle.db)).toMatchObject({ role: 'editor', active: true });

    expect(await reauthenticateAction({ password: secret })).toEqual({ ok: true, data: null });
    expect(await createAccountAction(newcomer)).toEqual({ ok: true, data: null });
    expect(await setAccountRoleAction({ id: editor.id, role: 'translator', languages: ['it'] })).toEqual({
      ok: true,
      data: null,
    });
    expect(await setAccountActiveAction({ id: editor.id, active: false })).toEqual({ ok: true, data: null });
    expect(await accountById(editor.id, handle.db)).toMatchObject({ role: 'translator', active: false });
    expect(await deleteAccountAction({ id: editor.id })).toEqual({ ok: true, data: null });
    expect(await usernames()).toEqual(expect.arrayContaining([newcomer.username]));
    expect(await usernames()).not.toContain(editor.username);
  });

  it('a new first password for another account: asked for a proof, then shown once; the account starts again', async () => {
    const { owner, editor } = await ownerAndEditor();
    const { POST: login } = await import('@/app/api/auth/login/route');
    const editorSignIn = () =>
      call(login, 'POST', '/api/auth/login', {
        body: { username: editor.username, password: secret },
        headers: { 'x-client-address': '203.0.113.92' },
      });
    const editorSession = cookieFrom((await editorSignIn()).headers);
    later(recentAuthenticationSeconds + 5);
    expect(await setFirstPasswordAction({ id: editor.id })).toEqual({ ok: false, error: 'reauthenticate' });
    expect((await editorSignIn()).status).toBe(200);

    expect(await reauthenticateAction({ password: secret })).toEqual({ ok: true, data: null });
    expect(await setFirstPasswordAction({ id: editor.id, password: 'short' })).toMatchObject({
      error: 'invalid',
      fields: { password: 'tooShort' },
    });
    expect(await setFirstPasswordAction({ id: owner.id })).toEqual({ ok: false, error: 'forbidden' });
    const typed = await setFirstPasswordAction({ id: editor.id, password: 'a first password to hand over' });
    expect(typed).toEqual({ ok: true, data: { password: 'a first password to hand over' } });
    const generated = await setFirstPasswordAction({ id: editor.id });
    expect(generated).toMatchObject({ ok: true, data: { password: expect.stringMatching(/^[\w-]{16}$/) } });

    // The editor's session has ended; its own password no longer signs in, the new first one does, once changed.
    const { GET: whoAmI } = await import('@/app/api/auth/route');
    expect((await call(whoAmI, 'GET', '/api/auth', { cookie: editorSession })).status).toBe(401);
    expect((await editorSignIn()).status).toBe(401);
    const { password: handedOver } = (generated as { data: { password: string } }).data;
    const signedIn = await call(login, 'POST', '/api/auth/login', {
      body: { username: editor.username, password: handedOver },
      headers: { 'x-client-address': '203.0.113.93' },
    });
    expect(signedIn.json).toMatchObject({ mustChangePassword: true });
  });

  it('over the API: 403 with "reauthenticate" as for two-factor sign-in, then each goes through', async () => {
    const suffix = ++signIns;
    const rows = await handle.db
      .insert(adminUsers)
      .values([
        { username: `apiowner${suffix}`, password_hash: await hashPassword(secret), role: 'owner' },
        { username: `apieditor${suffix}`, password_hash: await hashPassword(secret), role: 'editor' },
      ])
      .returning({ id: adminUsers.id });
    const [ownerId, editorId] = rows.map((row) => row.id) as [number, number];
    const { POST: login } = await import('@/app/api/auth/login/route');
    const signedIn = await call(login, 'POST', '/api/auth/login', {
      body: { username: `apiowner${suffix}`, password: secret },
      headers: { 'x-client-address': '203.0.113.91' },
    });
    const cookie = cookieFrom(signedIn.headers);
    const at = { params: { id: String(editorId) }, cookie };
    const newcomer = { username: `apinewcomer${suffix}`, password: 'a first staff password' };
    const calls = {
      create: () => call(accountList.POST, 'POST', '/api/accounts', { body: newcomer, cookie }),
      change: () =>
        call(accountItem.PATCH, 'PATCH', `/api/accounts/${editorId}`, { ...at, body: { role: 'owner', active: true } }),
      remove: () => call(accountItem.DELETE, 'DELETE', `/api/accounts/${editorId}`, at),
    };
    later(recentAuthenticationSeconds + 5);
    for (const send of Object.values(calls)) {
      const refused = await send();
      expect(refused.status).toBe(403);
      expect(refused.json).toMatchObject({ reauthenticate: true });
    }
    // A body that no schema takes is still said to be one.
    expect((await call(accountList.POST, 'POST', '/api/accounts', { body: { username: '' }, cookie })).status).toBe(
      422,
    );
    expect(await usernames()).not.toContain(newcomer.username);
    expect(await accountById(editorId, handle.db)).toMatchObject({ role: 'editor' });

    const proven = await call(reauthenticate.POST, 'POST', '/api/auth/reauthenticate', {
      body: { password: secret },
      cookie,
    });
    expect(proven.status).toBe(204);
    expect((await calls.create()).status).toBe(201);
    expect((await calls.change()).json).toMatchObject({ id: editorId, role: 'owner' });
    expect((await calls.remove()).status).toBe(204);
    expect(await usernames()).not.toContain(`apieditor${suffix}`);
    expect(await accountById(ownerId, handle.db)).toMatchObject({ role: 'owner', active: true });
  });
});

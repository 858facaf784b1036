/**
 * Staff accounts: at least one stays active, even when two people deactivate the last two at once; deactivating
 * or deleting an account ends its sessions, and a new password ends its owner's other sessions.
 */
import { eq } from 'drizzle-orm';
import { unsealData } from 'iron-session';

import * as accountItem from '@/app/api/accounts/[id]/route';
import * as auth from '@/app/api/auth/route';
import * as login from '@/app/api/auth/login/route';

import {
  changeOwnPassword,
  createAccount,
  deleteAccount,
  LastOwnerError,
  listAccounts,
  setAccountActive,
  setAccountRole,
  updateAccount,
} from '@/server/auth/accounts';
import type { SessionData } from '@/server/auth/cookies';
import { setAdminPassword } from '@/server/auth/first-admin';
import { keyFor } from '@/server/secrets';
import type { DatabaseHandle } from '@/server/db/client';
import { activityEvents, adminUsers } from '@/server/db/schema';
import { ValidationError } from '@/server/errors';
import { call, cookieFrom } from './api';
import { createTestDatabase } from './database';

const password = 'a long staff password';
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(adminUsers);
});

let address = 0;
async function sessionCookie(username: string, secret = password): Promise<string> {
  const response = await call(login.POST, 'POST', '/api/auth/login', {
    body: { username, password: secret },
    headers: { 'x-client-address': `203.0.113.${++address % 250}` },
  });
  expect(response.status).toBe(200);
  return cookieFrom(response.headers)
    .split('; ')
    .find((pair) => pair.startsWith('jorat_session='))!;
}
/** The caller of a password change from the browser of `cookie`. */
const caller = async (cookie: string) => ({
  keepToken: await token(cookie),
  context: { address: '192.0.2.250', userAgent: 'jest', device: null },
  recentlyAuthenticated: true,
});
const whoAmI = async (cookie: string) => (await call(auth.GET, 'GET', '/api/auth', { cookie })).status;
/** The session token inside a session cookie. */
const token = async (cookie: string) =>
  (await unsealData<SessionData>(decodeURIComponent(cookie.split('=')[1]!), { password: keyFor('session cookies') }))
    .token;

describe('creating an account', () => {
  it('checks the password policy and refuses a taken username', async () => {
    await expect(createAccount({ username: 'anna', password: 'password1234' }, handle.db)).rejects.toMatchObject({
      fields: { password: 'tooCommon' },
    });
    await createAccount({ username: 'anna', password }, handle.db);
    await expect(createAccount({ username: 'anna', password }, handle.db)).rejects.toMatchObject({
      fields: { username: 'taken' },
    });
    expect(await listAccounts(handle.db)).toEqual([
      {
        id: expect.any(Number),
        username: 'anna',
        active: true,
        role: 'owner',
        languages: [],
        lastLoginAt: null,
        totpEnabled: false,
      },
    ]);
  });
});

describe('the last active owner', () => {
  it('is the first account; it cannot be deactivated, deleted or demoted', async () => {
    const { id } = await createAccount({ username: 'solo', password, role: 'editor' }, handle.db);
    expect((await listAccounts(handle.db))[0]).toMatchObject({ role: 'owner', languages: [] });
    await expect(setAccountActive(id, false, handle.db)).rejects.toThrow(LastOwnerError);
    await expect(deleteAccount(id, handle.db)).rejects.toThrow(LastOwnerError);
    await expect(setAccountRole(id, { role: 'editor' }, handle.db)).rejects.toThrow(LastOwnerError);
    // An editor is no owner: it does not count.
    const { id: editor } = await createAccount({ username: 'editor', password }, handle.db);
    await expect(setAccountRole(id, { role: 'translator', languages: ['fr'] }, handle.db)).rejects.toThrow(
      LastOwnerError,
    );
    // Another owner, then inactive: it does not count either.
    await setAccountRole(editor, { role: 'owner' }, handle.db);
    await setAccountActive(editor, false, handle.db);
    await expect(deleteAccount(id, handle.db)).rejects.toThrow(LastOwnerError);
    // An inactive account may go; with a second active owner, the first may be demoted.
    await setAccountActive(editor, true, handle.db);
    await setAccountRole(id, { role: 'translator', languages: ['fr', 'de'] }, handle.db);
    expect((await listAccounts(handle.db)).find((account) => account.id === id)).toMatchObject({
      role: 'translator',
      languages: ['fr', 'de'],
    });
    await expect(deleteAccount(editor, handle.db)).rejects.toThrow(LastOwnerError);
  });

  it.each([
    ['two deactivations', (id: number) => setAccountActive(id, false, handle.db)],
    ['two demotions', (id: number) => setAccountRole(id, { role: 'editor' }, handle.db)],
    ['two deletions', (id: number) => deleteAccount(id, handle.db)],
  ])('survives %s at once of the last two owners: one is refused', async (_, change) => {
    const a = await createAccount({ username: 'race-a', password }, handle.db);
    const b = await createAccount({ username: 'race-b', password, role: 'owner' }, handle.db);
    const results = await Promise.allSettled([change(a.id), change(b.id)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(LastOwnerError);
    const owners = (await listAccounts(handle.db)).filter((account) => account.active && account.role === 'owner');
    expect(owners).toHaveLength(1);
  });

  it('comes back with `npm run admin`: the account becomes an active owner again', async () => {
    await createAccount({ username: 'first', password }, handle.db);
    const { id } = await createAccount(
      { username: 'locked-out', password, role: 'translator', languages: ['fr'] },
      handle.db,
    );
    await setAccountActive(id, false, handle.db);
    await setAdminPassword(handle.db, 'Locked-Out', 'a new password for the owner');
    expect((await listAccounts(handle.db)).find((account) => account.id === id)).toMatchObject({
      role: 'owner',
      languages: [],
      active: true,
    });
    await setAdminPassword(handle.db, 'brand-new', 'a new password for the owner');
    expect((await listAccounts(handle.db)).find((account) => account.username === 'brand-new')).toMatchObject({
      role: 'owner',
    });
  });

  it('survives a deletion and a demotion at once', async () => {
    const a = await createAccount({ username: 'race-c', password }, handle.db);
    const b = await createAccount({ username: 'race-d', password, role: 'owner' }, handle.db);
    const results = await Promise.allSettled([
      deleteAccount(a.id, handle.db),
      setAccountRole(b.id, { role: 'translator', languages: ['it'] }, handle.db),
    ]);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1);
    const owners = (await listAccounts(handle.db)).filter((account) => account.active && account.role === 'owner');
    expect(owners).toHaveLength(1);
  });
});

describe('a change of role and active state together (PATCH /api/accounts/{id})', () => {
  const stateOf = async (id: number) => {
    const { role, active, languages } = (await listAccounts(handle.db)).find((account) => account.id === id)!;
    return { role, active, languages };
  };
  const activityKinds = async () =>
    (await handle.db.select({ kind: activityEvents.kind }).from(activityEvents)).map((row) => row.kind);

  it('writes both or neither', async () => {
    const { id: owner } = await createAccount({ username: 'only-owner', password }, handle.db);
    const { id: editor } = await createAccount({ username: 'an-editor', password }, handle.db);
    const before = await activityKinds();
    // The role part alone would pass; with the deactivation, the last owner would go: nothing is written.
    await expect(updateAccount(owner, { role: 'owner', active: false }, handle.db)).rejects.toThrow(LastOwnerError);
    await expect(
      updateAccount(owner, { role: 'translator', languages: ['fr'], active: true }, handle.db),
    ).rejects.toThrow(LastOwnerError);
    expect(await stateOf(owner)).toEqual({ role: 'owner', active: true, languages: [] });
    expect(await activityKinds()).toEqual(before);

    await updateAccount(editor, { role: 'translator', languages: ['it'], active: false }, handle.db);
    expect(await stateOf(editor)).toEqual({ role: 'translator', active: false, languages: ['it'] });
    expect((await activityKinds()).slice(before.length)).toEqual(['accountRoleChanged', 'accountDeactivated']);
  });

  it('keeps an active owner when an owner is deactivated while another becomes an inactive owner, two PATCHes at once', async () => {
    const { id: owner } = await createAccount({ username: 'race-owner', password }, handle.db);
    const { id: editor } = await createAccount({ username: 'race-editor', password }, handle.db);
    // The owner has chosen its own password: its session may act.
    await handle.db.update(adminUsers).set({ password_change_due: null }).where(eq(adminUsers.id, owner));
    const cookie = await sessionCookie('race-owner');
    const patch = (id: number, body: object) =>
      call(accountItem.PATCH, 'PATCH', `/api/accounts/${id}`, { params: { id: String(id) }, cookie, body });
    const [promoted, deactivated] = await Promise.all([
      patch(editor, { role: 'owner', active: false }),
      patch(owner, { active: false }),
    ]);
    // Whichever runs first, the editor's change goes through whole and the owner stays: no other active owner.
    expect(promoted.json).toMatchObject({ id: editor, role: 'owner', active: false });
    expect(deactivated.status).toBe(422);
    expect(deactivated.json.fields).toEqual({ _: 'lastOwner' });
    expect(await stateOf(editor)).toEqual({ role: 'owner', active: false, languages: [] });
    expect(await stateOf(owner)).toEqual({ role: 'owner', active: true, languages: [] });
  });

  it('survives two demotions with deactivations at once of the last two owners: one is refused whole', async () => {
    const a = await createAccount({ username: 'pair-a', password }, handle.db);
    const b = await createAccount({ username: 'pair-b', password, role: 'owner' }, handle.db);
    const results = await Promise.allSettled([
      updateAccount(a.id, { role: 'editor', active: false }, handle.db),
      updateAccount(b.id, { role: 'translator', languages: ['de'], active: false }, handle.db),
    ]);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1);
    const refused = results.findIndex((result) => result.status === 'rejected');
    expect(await stateOf([a.id, b.id][refused]!)).toEqual({ role: 'owner', active: true, languages: [] });
    const owners = (await listAccounts(handle.db)).filter((account) => account.active && account.role === 'owner');
    expect(owners).toHaveLength(1);
  });
});

describe('sessions', () => {
  it('end when the account is deactivated, and it cannot sign in until reactivated', async () => {
    await createAccount({ username: 'keeper', password }, handle.db);
    const { id } = await createAccount({ username: 'leaver', password }, handle.db);
    const cookie = await sessionCookie('leaver');
    expect(await whoAmI(cookie)).toBe(200);
    await setAccountActive(id, false, handle.db);
    expect(await whoAmI(cookie)).toBe(401);
    const refused = await call(login.POST, 'POST', '/api/auth/login', { body: { username: 'leaver', password } });
    expect(refused.status).toBe(401);
    await setAccountActive(id, true, handle.db);
    expect(await whoAmI(await sessionCookie('leaver'))).toBe(200);
  });

  it('end when the account is deleted', async () => {
    await createAccount({ username: 'keeper', password }, handle.db);
    const { id } = await createAccount({ username: 'gone', password }, handle.db);
    const cookie = await sessionCookie('gone');
    await deleteAccount(id, handle.db);
    expect(await whoAmI(cookie)).toBe(401);
  });

  it('but the current one end when their owner changes the password', async () => {
    const { id } = await createAccount({ username: 'changer', password }, handle.db);
    const here = await sessionCookie('changer');
    const elsewhere = await sessionCookie('changer');
    const newPassword = 'another long password';
    const wrong = { current: 'not the password', new: newPassword };
    await expect(changeOwnPassword(id, wrong, await caller(here), handle.db)).rejects.toMatchObject({
      fields: { currentPassword: 'wrong' },
    });
    const weak = { current: password, new: 'password1234' };
    await expect(changeOwnPassword(id, weak, await caller(here), handle.db)).rejects.toThrow(ValidationError);
    const change = { current: password, new: newPassword };
    expect(await changeOwnPassword(id, change, await caller(here), handle.db)).toEqual({ endedSessions: 1 });
    expect(await whoAmI(here)).toBe(200);
    expect(await whoAmI(elsewhere)).toBe(401);
    expect(await whoAmI(await sessionCookie('changer', newPassword))).toBe(200);
  });
});

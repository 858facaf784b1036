/**
 * Two-factor sign-in: enrolment confirmed by a code, a code that serves once (even when two requests carry it at
 * the same moment), recovery codes that serve once, the API's `mfa` answer, the login form's second step with its
 * sealed five-minute cookie, and the login limits that count the codes too.
 */
import { eq } from 'drizzle-orm';

import { logInAction, secondFactorAction } from '@/app/(admin)/admin/_actions/auth';
import { confirmTotpEnrolmentAction, startTotpEnrolmentAction } from '@/app/(admin)/admin/_actions/two-factor';
import * as auth from '@/app/api/auth/route';

import { createAccount, listAccounts } from '@/server/auth/accounts';
import {
  confirmTotpEnrolment,
  disableTotp,
  disableTotpByUsername,
  regenerateRecoveryCodes,
  spendSecondFactor,
  startTotpEnrolment,
  twoFactorStatus,
} from '@/server/auth/two-factor';
import type { DatabaseHandle } from '@/server/db/client';
import { adminUsers, recoveryCodes } from '@/server/db/schema';
import { call, cookieFrom, logIn as restLogin } from './api';
import { browser } from './browser';
import { createTestDatabase } from './database';
import { codeOf, later, staffAccount, staffPassword as password, twoFactorAccount } from './staff';

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

/** An account with two-factor sign-in that still has the first password a colleague gave it. */
const enrolledAccount = () => twoFactorAccount({ firstPassword: true });

describe('enrolment', () => {
  it('turns two-factor sign-in on only when a code of the new secret confirms it', async () => {
    const { id } = await createAccount({ username: 'enrol', password }, handle.db);
    const { secret, qrCode } = await startTotpEnrolment(id, handle.db);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');
    expect(await twoFactorStatus(id, handle.db)).toEqual({ enabled: false, recoveryCodesLeft: 0 });

    const wrong = codeOf(secret, 5);
    await expect(confirmTotpEnrolment(id, wrong, handle.db)).rejects.toMatchObject({ fields: { code: 'wrong' } });
    expect((await twoFactorStatus(id, handle.db)).enabled).toBe(false);

    const codes = await confirmTotpEnrolment(id, codeOf(secret), handle.db);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(await twoFactorStatus(id, handle.db)).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect((await listAccounts(handle.db)).find((account) => account.id === id)?.totpEnabled).toBe(true);
  });

  it('keeps the secret sealed and the recovery codes hashed in the database', async () => {
    const { id, secret, codes } = await enrolledAccount();
    const [row] = await handle.db.select().from(adminUsers).where(eq(adminUsers.id, id));
    expect(row!.totp_secret).not.toContain(secret);
    expect(row!.totp_pending_secret).toBeNull();
    const stored = await handle.db.select().from(recoveryCodes).where(eq(recoveryCodes.user_id, id));
    expect(stored).toHaveLength(10);
    for (const code of codes) {
      expect(stored.map((s) => s.code_hash).join()).not.toContain(code.replace(/-/g, ''));
    }
  });

  it('refuses a second enrolment while it is on, and confirming without one', async () => {
    const { id } = await enrolledAccount();
    await expect(startTotpEnrolment(id, handle.db)).rejects.toMatchObject({ fields: { _: 'alreadyOn' } });
    const { id: other } = await createAccount({ username: 'never-started', password }, handle.db);
    await expect(confirmTotpEnrolment(other, '123456', handle.db)).rejects.toMatchObject({
      fields: { code: 'noEnrolment' },
    });
  });

  it('does not let the confirming code sign in again', async () => {
    const { id } = await createAccount({ username: 'confirmer', password }, handle.db);
    const { secret } = await startTotpEnrolment(id, handle.db);
    const code = codeOf(secret);
    await confirmTotpEnrolment(id, code, handle.db);
    const response = await restLogin({ username: 'confirmer', password, code });
    expect(response.status).toBe(401);
    expect(response.json.mfa).toBe(true);
  });
});

describe("the account screen's set-up", () => {
  it('turns it on for the signed-in person, and for no one else', async () => {
    const [person, colleague] = [await staffAccount(), await staffAccount()];
    browser.cookies.clear();
    browser.address = '198.51.100.240';
    expect(await logInAction({ username: person.username, password })).toMatchObject({ ok: true });
    const started = await startTotpEnrolmentAction({});
    if (!started.ok) throw new Error(`enrolment refused: ${started.error}`);
    const confirmed = await confirmTotpEnrolmentAction({ code: codeOf(started.data.secret) });
    expect(confirmed).toEqual({ ok: true, data: expect.arrayContaining([expect.any(String)]) });
    expect(await twoFactorStatus(person.id, handle.db)).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect((await twoFactorStatus(colleague.id, handle.db)).enabled).toBe(false);
  });
});

describe('POST /api/auth/login with two-factor sign-in', () => {
  it('answers 401 with mfa: true and no cookie to the right password without a code', async () => {
    const { username } = await enrolledAccount();
    const response = await restLogin({ username, password });
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ detail: 'A second factor is required', mfa: true });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('answers a wrong password as before, without saying that the account has a second factor', async () => {
    const { username } = await enrolledAccount();
    const response = await restLogin({ username, password: 'not the password', code: '123456' });
    expect(response.status).toBe(401);
    expect(response.json.mfa).toBeUndefined();
  });

  it('signs in with the password and a current code, and only once with that code', async () => {
    const { username, secret } = await enrolledAccount();
    const code = codeOf(secret, 1);
    const first = await restLogin({ username, password, code });
    expect(first.status).toBe(200);
    const session = cookieFrom(first.headers);
    expect((await call(auth.GET, 'GET', '/api/auth', { cookie: session })).status).toBe(200);

    const replay = await restLogin({ username, password, code });
    expect(replay.status).toBe(401);
    expect(replay.json).toEqual({ detail: 'The code is wrong or was already used.', mfa: true });
    // A code of an earlier step than the one used is refused too.
    expect((await restLogin({ username, password, code: codeOf(secret) })).status).toBe(401);
  });

  it('lets one of two requests with the same code sign in, never both', async () => {
    for (let round = 0; round < 3; round++) {
      const { username, secret } = await enrolledAccount();
      const code = codeOf(secret, 1);
      const answers = await Promise.all([
        restLogin({ username, password, code }),
        restLogin({ username, password, code }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    }
  });

  it('spends a code or a recovery code once among ten requests at the same moment, past the password gate', async () => {
    // The login itself checks one password at a time, which spaces such requests out; here they meet head-on.
    const { id, secret, codes } = await enrolledAccount();
    for (const code of [codeOf(secret, 1), codes[0]!]) {
      const spent = await Promise.all(Array.from({ length: 10 }, () => spendSecondFactor(id, code, handle.db)));
      expect(spent.filter(Boolean)).toHaveLength(1);
    }
  });

  it('takes each recovery code instead of a code once, in any case and with or without dashes', async () => {
    const { username, codes, id } = await enrolledAccount();
    const typed = codes[0]!.replace(/-/g, '').toLowerCase();
    expect((await restLogin({ username, password, code: typed })).status).toBe(200);
    expect((await restLogin({ username, password, code: codes[0] })).status).toBe(401);
    expect((await twoFactorStatus(id, handle.db)).recoveryCodesLeft).toBe(9);

    const answers = await Promise.all([
      restLogin({ username, password, code: codes[1] }),
      restLogin({ username, password, code: codes[1] }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it('refuses a 422 for a code with a control character, naming the field', async () => {
    const { username } = await enrolledAccount();
    const response = await restLogin({ username, password, code: '12\u00003456' });
    expect(response.status).toBe(422);
    expect(response.json.fields).toEqual({ code: expect.any(String) });
  });
});

describe('the login form with two-factor sign-in', () => {
  let address = 0;
  beforeEach(() => {
    browser.cookies.clear();
    browser.address = `198.51.100.${++address % 250}`;
  });

  it('asks for the code after the password, then opens the session and drops the pending cookie', async () => {
    const { username, secret, id } = await enrolledAccount();
    expect(await logInAction({ username, password })).toEqual({
      ok: true,
      data: { signedIn: false, secondFactor: true },
    });
    expect([...browser.cookies.keys()]).toEqual(['jorat_login']);

    const wrong = codeOf(secret, 1) === '000000' ? '111111' : '000000';
    expect(await secondFactorAction({ code: wrong })).toEqual({ ok: false, error: 'wrongCode' });
    expect(await secondFactorAction({ code: codeOf(secret, 1) })).toEqual({
      ok: true,
      data: { userId: id, mustChangePassword: true },
    });
    expect(browser.cookies.has('jorat_login')).toBe(false);
    expect(browser.cookies.has('jorat_session')).toBe(true);
  });

  it('refuses the second step without the password step, or with a pending cookie that was tampered with', async () => {
    const { username, secret } = await enrolledAccount();
    expect(await secondFactorAction({ code: codeOf(secret, 1) })).toEqual({ ok: false, error: 'expired' });

    await logInAction({ username, password });
    const sealed = browser.cookies.get('jorat_login')!;
    const flipped = sealed.slice(0, 40) + (sealed[40] === 'A' ? 'B' : 'A') + sealed.slice(41);
    browser.cookies.set('jorat_login', flipped);
    expect(await secondFactorAction({ code: codeOf(secret, 1) })).toEqual({ ok: false, error: 'expired' });
    expect(browser.cookies.has('jorat_session')).toBe(false);
  });

  it('refuses the second step five minutes after the password', async () => {
    const { username, secret } = await enrolledAccount();
    await logInAction({ username, password });
    later(5 * 60 + 1);
    expect(await secondFactorAction({ code: codeOf(secret, 1) })).toEqual({ ok: false, error: 'expired' });
    expect(browser.cookies.has('jorat_session')).toBe(false);
  });

  it('voids the pending sign-in when two-factor sign-in is turned off meanwhile', async () => {
    const { username, secret } = await enrolledAccount();
    await logInAction({ username, password });
    await disableTotpByUsername(handle.db, username);
    expect(await secondFactorAction({ code: codeOf(secret, 1) })).toEqual({ ok: false, error: 'expired' });
  });

  it('counts wrong codes against the login limits, so that codes cannot be guessed', async () => {
    process.env.LOGIN_RATE_LIMIT = '3';
    const { username, secret } = await enrolledAccount();
    expect(await logInAction({ username, password })).toEqual({
      ok: true,
      data: { signedIn: false, secondFactor: true },
    });
    const wrong = codeOf(secret, 1) === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await secondFactorAction({ code: wrong })).toEqual({ ok: false, error: 'wrongCode' });
    }
    expect(await secondFactorAction({ code: codeOf(secret, 1) })).toEqual({ ok: false, error: 'rateLimited' });
  });

  it('signs an account without two-factor sign-in in at once, as before', async () => {
    const { id } = await createAccount({ username: 'plain', password }, handle.db);
    expect(await logInAction({ username: 'plain', password })).toEqual({
      ok: true,
      data: { signedIn: true, userId: id, mustChangePassword: true },
    });
  });
});

describe('recovery codes and turning off', () => {
  // Both ask for the password and a code again first: src/tests/reauthentication.test.ts.
  it('makes new recovery codes; the old ones stop working', async () => {
    const { id, username, codes } = await enrolledAccount();
    const fresh = await regenerateRecoveryCodes(id, handle.db);
    expect(fresh).toHaveLength(10);
    expect((await restLogin({ username, password, code: codes[2] })).status).toBe(401);
    expect((await restLogin({ username, password, code: fresh[0] })).status).toBe(200);
  });

  it('turns off; then the password alone signs in', async () => {
    const { id, username } = await enrolledAccount();
    await disableTotp(id, handle.db);
    expect(await twoFactorStatus(id, handle.db)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await restLogin({ username, password })).status).toBe(200);
  });

  it('turns off by username for the recovery of npm run admin', async () => {
    const { id, username } = await enrolledAccount();
    expect(await disableTotpByUsername(handle.db, username)).toBe(true);
    expect(await twoFactorStatus(id, handle.db)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect(await disableTotpByUsername(handle.db, 'nobody-here')).toBe(false);
  });
});

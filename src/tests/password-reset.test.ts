/**
 * A forgotten password: the link goes to the account's own address, the request answers the same for every name,
 * is rate limited, and the link serves once, for 30 minutes, ending every session of the account.
 */
import { eq } from 'drizzle-orm';

import { requestPasswordResetAction, resetPasswordAction } from '@/app/(admin)/admin/_actions/auth';
import * as auth from '@/app/api/auth/route';
import * as login from '@/app/api/auth/login/route';

import { hashPassword } from '@/server/auth/first-admin';
import { isResetTokenValid, resetRequestsPerHour } from '@/server/auth/password-reset';
import { clock } from '@/server/clock';
import type { DatabaseHandle } from '@/server/db/client';
import { adminUsers, passwordResets } from '@/server/db/schema';
import { call, cookieFrom } from './api';
import { type SmtpStandIn, startSmtpStandIn } from './contact';
import { createTestDatabase } from './database';

const browser = { address: '198.51.100.150' };
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, set: () => {}, delete: () => {} }),
  headers: async () => new Headers({ 'x-client-address': browser.address, 'user-agent': 'jest' }),
}));

const password = 'the forgotten staff password';
let handle: DatabaseHandle;
let smtp: SmtpStandIn;
beforeAll(async () => {
  handle = await createTestDatabase();
  smtp = await startSmtpStandIn();
  process.env.SMTP_URL = smtp.url;
  process.env.CONTACT_TO = 'office@example.ch';
  await handle.db.insert(adminUsers).values([
    { username: 'forgetful', password_hash: await hashPassword(password), email: 'forgetful@example.ch' },
    { username: 'no-address', password_hash: await hashPassword(password) },
  ]);
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.CONTACT_TO;
  await smtp.close();
  await handle.close();
});
afterEach(() => jest.restoreAllMocks());

let address = 0;
/** Each request from an address of its own, unless the test says otherwise. */
const ask = (username: string) => {
  browser.address = `198.51.100.${++address}`;
  return requestPasswordResetAction({ username });
};

async function nextMail() {
  for (let tries = 0; tries < 100 && smtp.inbox.length === 0; tries++) await new Promise((r) => setTimeout(r, 50));
  const mail = smtp.inbox.shift();
  if (!mail) throw new Error('no e-mail arrived');
  return mail;
}
const tokenOf = (text: string) => /password-reset\?token=([\w-]+)/.exec(text)![1]!;

describe('a forgotten password', () => {
  it('answers the same for an account with an address, one without and a name that does not exist', async () => {
    const answers = [await ask('forgetful'), await ask('no-address'), await ask('nobody-at-all')];
    expect(answers).toEqual([
      { ok: true, data: null },
      { ok: true, data: null },
      { ok: true, data: null },
    ]);
    const mail = await nextMail();
    expect(mail.to).toEqual(['forgetful@example.ch']);
    expect(mail.text).toContain('/admin/password-reset?token=');
    await new Promise((r) => setTimeout(r, 300));
    // Only the account with an address got one.
    expect(smtp.inbox).toEqual([]);
  });

  it('serves once, ends every session of the account, and the new password signs in', async () => {
    const signedIn = await call(login.POST, 'POST', '/api/auth/login', {
      body: { username: 'forgetful', password },
      headers: { 'x-client-address': '203.0.113.40' },
    });
    const cookie = cookieFrom(signedIn.headers);
    await ask('forgetful');
    const token = tokenOf((await nextMail()).text);
    expect(await isResetTokenValid(token)).toBe(true);
    const chosen = 'a freshly chosen staff password';
    const weak = await resetPasswordAction({ token, newPassword: 'password1234', confirmPassword: 'password1234' });
    expect(weak).toMatchObject({ ok: false, fields: { newPassword: 'tooCommon' } });
    expect(await resetPasswordAction({ token, newPassword: chosen, confirmPassword: chosen })).toEqual({
      ok: true,
      data: null,
    });
    expect((await call(auth.GET, 'GET', '/api/auth', { cookie })).status).toBe(401);
    const again = await resetPasswordAction({
      token,
      newPassword: 'yet another password 9',
      confirmPassword: 'yet another password 9',
    });
    expect(again).toMatchObject({ ok: false, fields: { token: 'invalid' } });
    const withNew = await call(login.POST, 'POST', '/api/auth/login', {
      body: { username: 'forgetful', password: chosen },
      headers: { 'x-client-address': '203.0.113.41' },
    });
    expect(withNew.status).toBe(200);
    await handle.db
      .update(adminUsers)
      .set({ password_hash: await hashPassword(password) })
      .where(eq(adminUsers.username, 'forgetful'));
  });

  it('expires after 30 minutes', async () => {
    await ask('forgetful');
    const token = tokenOf((await nextMail()).text);
    const then = new Date(Date.now() + 30 * 60 * 1000 + 1000);
    jest.spyOn(clock, 'now').mockImplementation(() => then);
    expect(await isResetTokenValid(token)).toBe(false);
    const late = await resetPasswordAction({
      token,
      newPassword: 'a late staff password',
      confirmPassword: 'a late staff password',
    });
    expect(late).toMatchObject({ ok: false, fields: { token: 'invalid' } });
  });

  it('is rate limited per name, whoever asks', async () => {
    await handle.db.delete(passwordResets);
    const answers = [];
    for (let request = 0; request <= resetRequestsPerHour.username; request++) answers.push(await ask('limited-name'));
    expect(answers.at(-2)).toEqual({ ok: true, data: null });
    expect(answers.at(-1)).toEqual({ ok: false, error: 'rateLimited' });
  });
});

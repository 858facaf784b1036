/**
 * A forgotten password, when mail is configured: a link sent to the account's own e-mail address, valid 30 minutes
 * and once. The request answers the same whether or not the name exists or has an address, and is rate limited
 * per client address and per name; using the link ends every session of the account. The link's token is kept only
 * as its SHA-256, like a session's. Two-factor sign-in, when on, is still asked at the next sign-in.
 */
import 'server-only';

import { randomBytes } from 'node:crypto';

import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { createTranslator } from 'next-intl';

import type { Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';

import { recordActivity } from '../activity/log';
import { clock } from '../clock';
import { readConfig } from '../config';
import { sendMail } from '../contact/mail';
import { type Database, database } from '../db';
import { adminUsers, passwordResets, sessions } from '../db/schema';
import { RateLimitedError, ValidationError } from '../errors';
import { rateLimitAddress } from '../http/client-address';
import { hit } from '../rate-limit';
import { hashPassword } from './first-admin';
import { liftUsernameLockout } from './login-throttle';
import { assertPasswordPolicy } from './password-policy';
import { rowId } from './sessions';

/** How long a link works. */
export const resetLinkMinutes = 30;
/** Requests per client address, and per username, in an hour. */
export const resetRequestsPerHour = { address: 5, username: 3 };

/** Whether the site can send the links at all (SMTP_URL); without, the sign-in page sends people to an owner. */
export function passwordResetAvailable(): boolean {
  return readConfig().smtp !== undefined;
}

/**
 * Sends a link to `username`'s e-mail address when it is an active account that has one; answers nothing either
 * way, and takes the same path in the database for every name, so that the answer tells nothing. The e-mail is
 * sent after the answer (a failure is logged). RateLimitedError over the limits.
 */
export async function requestPasswordReset(username: string, request: { address: string; locale: Locale }) {
  const config = readConfig();
  if (!config.smtp) return;
  const hour = 3600;
  for (const key of [`reset:address:${rateLimitAddress(request.address)}`, `reset:user:${username}`]) {
    const limit = key.startsWith('reset:address') ? resetRequestsPerHour.address : resetRequestsPerHour.username;
    const state = await hit({ key, limit, windowSeconds: hour });
    if (!state.allowed)
      throw new RateLimitedError('Too many requests. Please try again later.', state.retryAfterSeconds);
  }
  const db = await database();
  const now = clock.now();
  await db.delete(passwordResets).where(lt(passwordResets.expires_at, now));
  const [user] = await db
    .select({ id: adminUsers.id, email: adminUsers.email, active: adminUsers.active })
    .from(adminUsers)
    .where(eq(adminUsers.username, username));
  if (!user || !user.active || !user.email) return;
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResets).values({
    id: rowId(token),
    user_id: user.id,
    created_at: now,
    expires_at: new Date(now.getTime() + resetLinkMinutes * 60 * 1000),
  });
  const link = `${config.siteUrl}/admin/password-reset?token=${token}`;
  const smtp = config.smtp;
  const to = user.email;
  void resetMessage(username, link, request.locale)
    .then((message) => sendMail(smtp, { to, ...message }))
    .catch((error: unknown) => console.error('The password reset e-mail could not be sent:', error));
}

/** The e-mail, in the language of the page it was asked from. */
export async function resetMessage(username: string, link: string, locale: Locale) {
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'PasswordResetMail' });
  return { subject: t('subject'), text: t('text', { username, link, minutes: resetLinkMinutes }) };
}

/** Whether `token` is a link that still works (the page asks before showing the form). */
export async function isResetTokenValid(token: string): Promise<boolean> {
  const [row] = await (await database()).select({ id: passwordResets.id }).from(passwordResets).where(openLink(token));
  return row !== undefined;
}

function openLink(token: string) {
  return and(
    eq(passwordResets.id, rowId(token)),
    isNull(passwordResets.used_at),
    gt(passwordResets.expires_at, clock.now()),
  );
}

/**
 * Sets the new password of the link's account: the link is spent (by one conditional update, so that of two uses
 * at once one alone succeeds), every session of the account ends, the lockout of its name is lifted and a first
 * password becomes its own. ValidationError on `token` (`invalid`: unknown, used or expired) or `newPassword`.
 */
export async function resetPassword(token: string, newPassword: string): Promise<{ username: string }> {
  const db = await database();
  const [link] = await db
    .select({ userId: passwordResets.user_id, username: adminUsers.username })
    .from(passwordResets)
    .innerJoin(adminUsers, eq(adminUsers.id, passwordResets.user_id))
    .where(openLink(token));
  if (!link) throw new ValidationError('This link is no longer valid.', { token: 'invalid' });
  assertPasswordPolicy(newPassword, [link.username], 'newPassword');
  const password_hash = await hashPassword(newPassword);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [spent] = await tx
      .update(passwordResets)
      .set({ used_at: clock.now() })
      .where(openLink(token))
      .returning({ id: passwordResets.id });
    if (!spent) throw new ValidationError('This link is no longer valid.', { token: 'invalid' });
    await tx.update(adminUsers).set({ password_hash, password_change_due: null }).where(eq(adminUsers.id, link.userId));
    // Every other link of the account goes too: one new password, one way in.
    await tx.delete(passwordResets).where(and(eq(passwordResets.user_id, link.userId), isNull(passwordResets.used_at)));
    const ended = await tx.delete(sessions).where(eq(sessions.user_id, link.userId)).returning({ id: sessions.id });
    await liftUsernameLockout(tx, link.username);
    await recordActivity(tx, {
      kind: 'passwordChanged',
      by: { id: link.userId, username: link.username },
      summary: { sessions: ended.length },
    });
    return { username: link.username };
  });
}

/** The person's own e-mail address, for the links: set, changed, or removed with an empty one. */
export async function setOwnEmail(userId: number, email: string): Promise<void> {
  await (
    await database()
  )
    .update(adminUsers)
    .set({ email: email === '' ? null : email })
    .where(eq(adminUsers.id, userId));
}

/** The person's own e-mail address, or an empty text. */
export async function ownEmail(userId: number): Promise<string> {
  const [row] = await (
    await database()
  )
    .select({ email: adminUsers.email })
    .from(adminUsers)
    .where(eq(adminUsers.id, userId));
  return row?.email ?? '';
}

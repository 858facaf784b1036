/**
 * The two e-mails of each contact request, the office's notification and the visitor's confirmation: sent right
 * after the request is stored when SMTP is configured, and sent again by the retry rounds (contact/retry.ts) when
 * that fails. Each has its own state on the request's row, and both go through the same steps: taken by one
 * atomic update (so that one attempt at a time, on any instance, sends it), sent, and the outcome recorded.
 */
import 'server-only';

import { and, asc, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgUpdateSetSource } from 'drizzle-orm/pg-core';

import { isLocale, type Locale } from '@/i18n/locales';

import { readConfig } from '../config';
import { type RequestMail, sendContactConfirmation, sendContactNotification } from './mail';
import { attachmentsOfRequests } from './attachments';
import { machinesOfRequests } from './request-machines';
import { database } from '../db';
import { contactRequests } from '../db/schema';

/** After this many failed attempts an e-mail is no longer sent; the request stays stored, marked 'failed'. */
export const maxEmailAttempts = 8;

/** E-mails sent by one retry round at most, of each kind. */
const retryBatchSize = 20;

type RequestUpdate = PgUpdateSetSource<typeof contactRequests>;
type SmtpConfig = NonNullable<ReturnType<typeof readConfig>['smtp']>;

/** One of a request's e-mails: where its state is kept, and how it is sent. */
interface Email {
  /** For the log. */
  label: string;
  status: AnyPgColumn;
  attempts: AnyPgColumn;
  /**
   * When an attempt last took it, or when the request arrived: its backoff runs from there. A column of its own,
   * which nothing else moves (the office changing the request's state moves updated_at).
   */
  lastTaken: SQL;
  /** No attempt has taken it yet: the first one need not wait. */
  untaken: () => SQL;
  /** The update that takes it for an attempt. */
  take: () => RequestUpdate;
  sent: () => RequestUpdate;
  failed: (message: string) => RequestUpdate;
  send: (smtp: SmtpConfig, mail: RequestMail) => Promise<void>;
  /**
   * The language a quote list's machines are named in (those still in the catalogue): the office's for its
   * notification, the visitor's for their confirmation; as stored when none.
   */
  machineLanguage: (request: { language: string }) => Locale | undefined;
}

/** The office's notification. */
const notification: Email = {
  label: 'notification',
  status: contactRequests.email_status,
  attempts: contactRequests.email_attempts,
  lastTaken: sql`coalesce(${contactRequests.email_taken_at}, ${contactRequests.received_at})`,
  untaken: () => isNull(contactRequests.email_taken_at),
  take: () => ({ email_taken_at: sql`now()` }),
  sent: () => ({
    email_status: 'sent',
    email_sent_at: sql`now()`,
    email_attempts: sql`${contactRequests.email_attempts} + 1`,
    email_taken_at: sql`now()`,
  }),
  failed: (message) => ({
    email_status: 'failed',
    email_attempts: sql`${contactRequests.email_attempts} + 1`,
    email_last_error: message,
    email_taken_at: sql`now()`,
  }),
  send: sendContactNotification,
  machineLanguage: () => readConfig().officeLanguage,
};

/** The visitor's confirmation, on its own columns (null status: there is none to send). */
const confirmation: Email = {
  label: 'confirmation',
  status: contactRequests.confirmation_status,
  attempts: contactRequests.confirmation_attempts,
  lastTaken: sql`coalesce(${contactRequests.confirmation_taken_at}, ${contactRequests.received_at})`,
  untaken: () => isNull(contactRequests.confirmation_taken_at),
  take: () => ({ confirmation_taken_at: sql`now()` }),
  sent: () => ({
    confirmation_status: 'sent',
    confirmation_sent_at: sql`now()`,
    confirmation_attempts: sql`${contactRequests.confirmation_attempts} + 1`,
    confirmation_taken_at: sql`now()`,
  }),
  failed: (message) => ({
    confirmation_status: 'failed',
    confirmation_attempts: sql`${contactRequests.confirmation_attempts} + 1`,
    confirmation_last_error: message,
    confirmation_taken_at: sql`now()`,
  }),
  send: sendContactConfirmation,
  machineLanguage: (request) => (isLocale(request.language) ? request.language : undefined),
};

const emails = [notification, confirmation];

const retriable = (email: Email) =>
  and(inArray(email.status, ['pending', 'failed']), lt(email.attempts, maxEmailAttempts));

/** The last attempt (or the arrival) is old enough: 1, 1, 2, 4, 8 … minutes after 0, 1, 2, 3, 4 … attempts. */
const backoffOver = (email: Email) =>
  sql`${email.lastTaken} <= now() - make_interval(mins => power(2, greatest(${email.attempts} - 1, 0))::int)`;

/**
 * Takes one e-mail of the request for one delivery attempt, or answers undefined when it is not due or another
 * attempt (in this or another instance) took it first. Taking it moves its clock in the same atomic statement,
 * which restarts its backoff: no other attempt takes it for at least a minute, longer than an attempt takes with
 * the bounded SMTP timeouts of contact/mail.ts. The clock is the database's, the same for every instance.
 */
async function take(email: Email, id: number) {
  const db = await database();
  const [request] = await db
    .update(contactRequests)
    .set(email.take())
    .where(and(eq(contactRequests.id, id), retriable(email), or(email.untaken(), backoffOver(email))))
    .returning();
  return request;
}

/**
 * Sends one e-mail of request `id` when it is due, and records the outcome: 'sent', or 'failed' with the error and
 * one more attempt. Answers whether it was sent; never throws. An e-mail sent whose outcome cannot be recorded is
 * sent again later: a duplicate is better than a lost request.
 */
async function deliver(email: Email, smtp: SmtpConfig, id: number): Promise<boolean> {
  try {
    const request = await take(email, id);
    if (!request) return false;
    // A quote list's machines in the visitor's order, named in the e-mail's language.
    const locale = email.machineLanguage(request);
    try {
      const items = request.kind === 'quote_list' ? ((await machinesOfRequests([id], locale)).get(id) ?? []) : [];
      const attachments = (await attachmentsOfRequests([id])).get(id) ?? [];
      await email.send(smtp, { request, items, attachments, siteUrl: readConfig().siteUrl });
    } catch (error) {
      await recordFailure(email, id, error);
      return false;
    }
    const db = await database();
    await db.update(contactRequests).set(email.sent()).where(eq(contactRequests.id, id));
    return true;
  } catch (error) {
    console.error(`Contact request ${id}: the ${email.label} e-mail could not be handled.`, error);
    return false;
  }
}

/**
 * Sends request `id`'s e-mails that are due, when SMTP is configured: the office's notification, then the
 * visitor's confirmation. Answers how many were sent; never throws, and never deletes the request.
 */
export async function deliverContactRequest(id: number): Promise<number> {
  const smtp = readConfig().smtp;
  if (!smtp) return 0;
  let sent = 0;
  for (const email of emails) if (await deliver(email, smtp, id)) sent += 1;
  return sent;
}

async function recordFailure(email: Email, id: number, error: unknown) {
  const message = (error instanceof Error ? error.message : String(error)).trim().slice(0, 1000) || 'Unknown error';
  const db = await database();
  const [row] = await db
    .update(contactRequests)
    .set(email.failed(message))
    .where(eq(contactRequests.id, id))
    .returning({ attempts: email.attempts });
  const attempts = row?.attempts ?? 0;
  if (attempts >= maxEmailAttempts) {
    console.error(
      `Contact request ${id}: ${email.label} e-mail failed ${attempts} times, giving up (${message}). It stays stored.`,
    );
  } else {
    console.warn(`Contact request ${id}: ${email.label} e-mail failed (${message}); it will be retried.`);
  }
}

/**
 * One retry round: of each kind of e-mail, sends the pending and failed ones whose backoff is over, oldest
 * request first, at most `retryBatchSize` of them. Answers how many e-mails were sent.
 */
export async function deliverPendingContactRequests(): Promise<number> {
  const smtp = readConfig().smtp;
  if (!smtp) return 0;
  const db = await database();
  let sent = 0;
  for (const email of emails) {
    const due = await db
      .select({ id: contactRequests.id })
      .from(contactRequests)
      .where(and(retriable(email), backoffOver(email)))
      .orderBy(asc(contactRequests.received_at), asc(contactRequests.id))
      .limit(retryBatchSize);
    // One after the other: a broken SMTP server is not hit by a whole batch at once.
    for (const { id } of due) if (await deliver(email, smtp, id)) sent += 1;
  }
  return sent;
}

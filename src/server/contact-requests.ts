/**
 * Contact messages and quote requests: stored before the visitor is answered, so that none is
 * lost, then e-mailed to the office when SMTP is configured, and e-mailed again later when that fails.
 */
import 'server-only';

import { and, asc, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';

import type { Locale } from '@/i18n/locales';
import type { ContactRequestInput } from '@/schemas/contact';

import { readConfig } from './config';
import { sendContactNotification } from './contact-mail';
import { database } from './db';
import { contactRequests, machines } from './db/schema';
import { RateLimitedError, ValidationError } from './errors';
import { hit } from './rate-limit';

/** After this many failed attempts a request is no longer e-mailed; it stays stored, marked 'failed'. */
export const maxEmailAttempts = 8;

/** Requests e-mailed by one retry round at most. */
const retryBatchSize = 20;

export interface ContactRequestMeta {
  /** The client's address, for the rate limit. */
  address: string;
  /** The visitor's language, told to the office. */
  language: Locale;
}

/**
 * Stores a contact message or quote request and answers its id, or null for a robot caught by the honeypot
 * (which is told it succeeded, and nothing is stored). RateLimitedError past the hourly limit per address;
 * ValidationError when the machine of a machine quote does not exist.
 */
export async function receiveContactRequest(
  input: ContactRequestInput,
  meta: ContactRequestMeta,
): Promise<number | null> {
  if (input.website) return null;
  const config = readConfig();
  const limit = await hit({ key: `contact:${meta.address}`, limit: config.contactRateLimit, windowSeconds: 3600 });
  if (!limit.allowed) {
    throw new RateLimitedError('Too many requests from this address. Please try again later.', limit.retryAfterSeconds);
  }
  const machine = input.kind === 'machine_quote' ? await findMachine(input.product) : null;
  const db = await database();
  const [row] = await db
    .insert(contactRequests)
    .values({
      kind: input.kind,
      name: input.name,
      entreprise: 'entreprise' in input ? input.entreprise : null,
      email: 'email' in input ? input.email : null,
      phonenumber: input.phonenumber,
      object: 'object' in input ? input.object : null,
      message: input.message,
      machine_id: machine?.id ?? null,
      machine_name: machine?.name ?? null,
      page: input.page || null,
      language: meta.language,
      email_status: config.smtp ? 'pending' : 'not_configured',
      // Both from the same now(): `updated_at = received_at` marks a request no delivery has taken yet.
      received_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .returning({ id: contactRequests.id });
  return row!.id;
}

async function findMachine(id: number): Promise<{ id: number; name: string }> {
  const db = await database();
  const [machine] = await db
    .select({ id: machines.id, name_en: machines.name_en, name_fr: machines.name_fr })
    .from(machines)
    .where(eq(machines.id, id));
  if (!machine) throw new ValidationError('Invalid value for: product.', { product: 'Unknown machine' });
  return { id: machine.id, name: machine.name_en.trim() || machine.name_fr };
}

const retriable = () =>
  and(
    inArray(contactRequests.email_status, ['pending', 'failed']),
    lt(contactRequests.email_attempts, maxEmailAttempts),
  );

/** The last attempt (or the arrival) is old enough: 1, 1, 2, 4, 8 … minutes after 0, 1, 2, 3, 4 … attempts. */
const backoffOver = () =>
  lte(
    contactRequests.updated_at,
    sql`now() - make_interval(mins => power(2, greatest(${contactRequests.email_attempts} - 1, 0))::int)`,
  );

/**
 * Takes the request for one delivery attempt, or answers undefined when it is not due or another attempt (in
 * this or another instance) took it first. Taking it moves updated_at in the same atomic statement, which
 * restarts its backoff: no other attempt takes it for at least a minute, longer than an attempt takes with the
 * bounded SMTP timeouts of contact-mail.ts. The clock is the database's, the same for every instance.
 */
async function take(id: number) {
  const db = await database();
  const [request] = await db
    .update(contactRequests)
    .set({ updated_at: sql`now()` })
    .where(
      and(
        eq(contactRequests.id, id),
        retriable(),
        or(eq(contactRequests.updated_at, contactRequests.received_at), backoffOver()),
      ),
    )
    .returning();
  return request;
}

/**
 * E-mails request `id` to the office when SMTP is configured and the request is due, and records the outcome:
 * 'sent', or 'failed' with the error and one more attempt. Answers whether it was sent; never throws, and
 * never deletes the request. An e-mail sent whose outcome cannot be recorded is sent again later: a duplicate
 * is better than a lost request.
 */
export async function deliverContactRequest(id: number): Promise<boolean> {
  try {
    const smtp = readConfig().smtp;
    if (!smtp) return false;
    const request = await take(id);
    if (!request) return false;
    try {
      await sendContactNotification(smtp, request);
    } catch (error) {
      await recordFailure(id, error);
      return false;
    }
    const db = await database();
    await db
      .update(contactRequests)
      .set({
        email_status: 'sent',
        email_sent_at: sql`now()`,
        email_attempts: sql`${contactRequests.email_attempts} + 1`,
        updated_at: sql`now()`,
      })
      .where(eq(contactRequests.id, id));
    return true;
  } catch (error) {
    console.error(`Contact request ${id}: the notification e-mail could not be handled.`, error);
    return false;
  }
}

async function recordFailure(id: number, error: unknown) {
  const message = (error instanceof Error ? error.message : String(error)).trim().slice(0, 1000) || 'Unknown error';
  const db = await database();
  const [row] = await db
    .update(contactRequests)
    .set({
      email_status: 'failed',
      email_attempts: sql`${contactRequests.email_attempts} + 1`,
      email_last_error: message,
      updated_at: sql`now()`,
    })
    .where(eq(contactRequests.id, id))
    .returning({ attempts: contactRequests.email_attempts });
  const attempts = row?.attempts ?? 0;
  if (attempts >= maxEmailAttempts) {
    console.error(`Contact request ${id}: e-mail failed ${attempts} times, giving up (${message}). It stays stored.`);
  } else {
    console.warn(`Contact request ${id}: e-mail failed (${message}); it will be retried.`);
  }
}

/**
 * One retry round: e-mails the pending and failed requests whose backoff is over, oldest first, at most
 * `retryBatchSize` of them. Answers how many were sent.
 */
export async function deliverPendingContactRequests(): Promise<number> {
  if (!readConfig().smtp) return 0;
  const db = await database();
  const due = await db
    .select({ id: contactRequests.id })
    .from(contactRequests)
    .where(and(retriable(), backoffOver()))
    .orderBy(asc(contactRequests.received_at), asc(contactRequests.id))
    .limit(retryBatchSize);
  let sent = 0;
  // One after the other: a broken SMTP server is not hit by a whole batch at once.
  for (const { id } of due) {
    if (await deliverContactRequest(id)) sent += 1;
  }
  return sent;
}

/** A stored contact message or quote request, as the admin inbox shows it. */
export interface ReceivedRequest {
  id: number;
  kind: (typeof contactRequests.$inferSelect)['kind'];
  name: string;
  entreprise: string | null;
  email: string | null;
  phonenumber: string;
  object: string | null;
  message: string;
  machine_id: number | null;
  machine_name: string | null;
  page: string | null;
  language: string;
  received_at: string;
  email_status: (typeof contactRequests.$inferSelect)['email_status'];
}

/** The newest requests first, at most `limit` of them. */
export async function listContactRequests(limit = 200): Promise<ReceivedRequest[]> {
  const db = await database();
  const rows = await db
    .select({
      id: contactRequests.id,
      kind: contactRequests.kind,
      name: contactRequests.name,
      entreprise: contactRequests.entreprise,
      email: contactRequests.email,
      phonenumber: contactRequests.phonenumber,
      object: contactRequests.object,
      message: contactRequests.message,
      machine_id: contactRequests.machine_id,
      machine_name: contactRequests.machine_name,
      page: contactRequests.page,
      language: contactRequests.language,
      received_at: contactRequests.received_at,
      email_status: contactRequests.email_status,
    })
    .from(contactRequests)
    .orderBy(desc(contactRequests.received_at), desc(contactRequests.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, received_at: row.received_at.toISOString() }));
}

/**
 * Contact messages and quote requests: stored before the visitor is answered, so that none is
 * lost, and listed in the admin inbox. Their e-mail to the office is contact-delivery.ts.
 */
import 'server-only';

import { count, desc, eq, sql } from 'drizzle-orm';

import type { Locale } from '@/i18n/locales';
import type { ContactRequestInput } from '@/schemas/contact';

import { type Config, readConfig } from './config';
import { challengeMessages, spendChallengeSolution } from './contact-challenge';
import { database } from './db';
import { contactChallengeStates, contactRequests, machines } from './db/schema';
import { RateLimitedError, ValidationError } from './errors';
import { containsWords, type Page, pageOf, pageWindow } from './paging';
import { forgetEndedWindows, hit } from './rate-limit';

export interface ContactRequestMeta {
  /** The client's address, for the rate limit. */
  address: string;
  /** The visitor's language, told to the office. */
  language: Locale;
  /**
   * Who sent it: the site's own forms may come without a solved challenge (a browser without JavaScript) and are
   * then held to a stricter limit; the API must bring one.
   */
  channel: 'form' | 'api';
}

/** Past the stricter limit of a form sent without a solved challenge (UncheckedLimitedError's message names it). */
export class UncheckedLimitedError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super('Too many requests without a solved challenge from this address. Please try again later.', retryAfterSeconds);
    this.name = 'UncheckedLimitedError';
  }
}

/**
 * Stores a contact message or quote request and answers its id, or null for a robot caught by the honeypot
 * (which is told it succeeded, and nothing is stored). ValidationError naming `altcha` without a valid, unspent
 * solution of the proof-of-work challenge (see contact-challenge.ts), but from a form, which is then held to the
 * stricter UncheckedLimitedError; RateLimitedError past the hourly limit per address; ValidationError when the
 * machine of a machine quote does not exist.
 */
export async function receiveContactRequest(
  input: ContactRequestInput,
  meta: ContactRequestMeta,
): Promise<number | null> {
  if (input.website) return null;
  const config = readConfig();
  const challenge = await checkChallenge(input.altcha, meta, config);
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
      challenge,
      email_status: config.smtp ? 'pending' : 'not_configured',
      // Both from the same now(): `updated_at = received_at` marks a request no delivery has taken yet.
      received_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .returning({ id: contactRequests.id });
  // The counters are per address: each is gone within two hours of its address's last request.
  await forgetEndedWindows('contact', 3600);
  return row!.id;
}

/**
 * How the request passes the spam check: its solution is checked and spent (before the hourly limit, so that
 * replays are refused without counting); a form without one counts against the stricter limit of its address.
 */
async function checkChallenge(
  altcha: string | undefined,
  meta: ContactRequestMeta,
  config: Config,
): Promise<ContactChallengeState> {
  if (!config.contactChallenge.required) return 'off';
  if (altcha) {
    await spendChallengeSolution(altcha);
    return 'solved';
  }
  if (meta.channel === 'api') {
    throw new ValidationError('Invalid value for: altcha.', { altcha: challengeMessages.required });
  }
  const limit = await hit({
    key: `contact-unchecked:${meta.address}`,
    limit: config.contactChallenge.uncheckedRateLimit,
    windowSeconds: 3600,
  });
  if (!limit.allowed) throw new UncheckedLimitedError(limit.retryAfterSeconds);
  return 'unchecked';
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

export type ContactChallengeState = (typeof contactChallengeStates)[number];

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
  /** `unchecked`: sent by a form without the proof-of-work (no JavaScript), so more likely spam. */
  challenge: ContactChallengeState;
}

/**
 * One page of the requests, newest first, whose sender's name, company or e-mail contains `search` (case and
 * accents aside), and how many there are: two queries.
 */
export async function listContactRequests(query: {
  search?: string;
  page: number;
  pageSize: number;
}): Promise<Page<ReceivedRequest>> {
  const db = await database();
  const where = query.search
    ? containsWords([contactRequests.name, contactRequests.entreprise, contactRequests.email], query.search)
    : undefined;
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const [rows, [counted]] = await Promise.all([
    db
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
        challenge: contactRequests.challenge,
      })
      .from(contactRequests)
      .where(where)
      .orderBy(desc(contactRequests.received_at), desc(contactRequests.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(contactRequests).where(where),
  ]);
  const items = rows.map((row) => ({ ...row, received_at: row.received_at.toISOString() }));
  return pageOf(items, counted?.total ?? 0, query.page, query.pageSize);
}

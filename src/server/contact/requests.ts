/**
 * Contact messages and quote requests: stored before the visitor is answered, so that none is
 * lost; the office works on them in the inbox (inbox/). Their e-mail to the office is contact/delivery.ts.
 */
import 'server-only';

import { and, eq, inArray } from 'drizzle-orm';

import type { Locale } from '@/i18n/locales';
import type { ContactRequestInput } from '@/schemas/contact';

import { type Config, readConfig } from '../config';
import { checkAttachments, storeAttachments } from './attachments';
import { challengeMessages, spendChallengeSolution } from './challenge';
import { database } from '../db';
import { contactChallengeStates, contactRequestItems, contactRequests, machines } from '../db/schema';
import { RateLimitedError, ValidationError } from '../errors';
import { rateLimitAddress } from '../http/client-address';
import { isPublished } from '../publication/visible';
import { forgetEndedWindows, hit } from '../rate-limit';

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
 * solution of the proof-of-work challenge (see contact/challenge.ts), but from a form, which is then held to the
 * stricter UncheckedLimitedError; RateLimitedError past the hourly limit per address; ValidationError when the
 * machine of a machine quote, or a machine of a quote list, does not exist (before the solution is spent, so that a
 * form refused for its fields keeps it), and so does a file that is not an accepted drawing or photo
 * (contact/attachments.ts). A request is stored with its machines and its files in one transaction: all of it or
 * nothing.
 */
export async function receiveContactRequest(
  input: ContactRequestInput,
  meta: ContactRequestMeta,
): Promise<number | null> {
  if (input.website) return null;
  const config = readConfig();
  const db = await database();
  // The machines named are checked before the solution is spent: a form refused for its fields keeps its solution
  // (the browser sends it again once they are corrected).
  const machine = input.kind === 'machine_quote' ? await findMachine(input.product) : null;
  if (input.kind === 'quote_list') await lockListedMachines(db, input.products);
  const attachments = await checkAttachments(input.attachments);
  const challenge = await checkChallenge(input.altcha, meta, config);
  const limit = await hit({
    key: `contact:${rateLimitAddress(meta.address)}`,
    limit: config.contactRateLimit,
    windowSeconds: 3600,
  });
  if (!limit.allowed) {
    throw new RateLimitedError('Too many requests from this address. Please try again later.', limit.retryAfterSeconds);
  }
  const confirm = 'email' in input && !!input.email && (await confirmationAllowed(input.email, challenge));
  const id = await db.transaction(async (tx) => {
    // Taken before the request is written, so that a machine deleted meanwhile makes a 422, not a broken row.
    const listed = input.kind === 'quote_list' ? await lockListedMachines(tx, input.products) : [];
    const [row] = await tx
      .insert(contactRequests)
      .values({
        kind: input.kind,
        name: input.name,
        entreprise: ('entreprise' in input && input.entreprise) || null,
        email: ('email' in input && input.email) || null,
        phonenumber: input.phonenumber,
        object: 'object' in input ? input.object : null,
        message: input.message,
        machine_id: machine?.id ?? null,
        machine_name: machine?.name ?? null,
        page: input.page || null,
        language: meta.language,
        challenge,
        email_status: config.smtp ? 'pending' : 'not_configured',
        // The visitor's copy needs an address (a machine quote may leave it out) and is sent only as
        // confirmationAllowed says.
        confirmation_status: !confirm ? null : config.smtp ? 'pending' : 'not_configured',
      })
      .returning({ id: contactRequests.id });
    const id = row!.id;
    if (listed.length > 0) {
      await tx
        .insert(contactRequestItems)
        .values(listed.map((item, position) => ({ request_id: id, position, ...item })));
    }
    await storeAttachments(tx, id, attachments);
    return id;
  });
  // The counters are per address: each is gone within two hours of its address's last request (a day for the
  // confirmations' recipients).
  await forgetEndedWindows('contact', 3600);
  await forgetEndedWindows(confirmationPrefix, confirmationWindowSeconds);
  return id;
}

/** Confirmations one recipient address gets in a day at most. */
export const confirmationsPerRecipient = 3;
const confirmationWindowSeconds = 24 * 3600;
const confirmationPrefix = 'confirmation:';

/**
 * Whether the visitor's confirmation of a request is sent to `email`: only for a request that passed the
 * proof-of-work (a form sent without it, or an installation with CONTACT_CHALLENGE=off, gets none), and to one
 * address at most `confirmationsPerRecipient` times a day. The confirmation goes to an address anyone may have
 * typed: without these two rules the company's mail server would send whatever a robot likes to whomever it likes.
 */
async function confirmationAllowed(email: string, challenge: ContactChallengeState): Promise<boolean> {
  if (challenge !== 'solved') return false;
  const recipient = await hit({
    key: `${confirmationPrefix}${email.trim().toLowerCase()}`,
    limit: confirmationsPerRecipient,
    windowSeconds: confirmationWindowSeconds,
  });
  return recipient.allowed;
}

type Database = Awaited<ReturnType<typeof database>>;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The rows of a quote list's machines, each with its name now, in the visitor's order. In a transaction, the
 * machines are locked against deletion (`FOR KEY SHARE`) until the request is stored; an unknown id is a
 * ValidationError naming it (`products.2.id`), like the other fields.
 */
async function lockListedMachines(
  tx: Transaction | Database,
  products: { id: number; quantity: number; note: string }[],
) {
  const found = await tx
    .select({ id: machines.id, name_en: machines.name_en, name_fr: machines.name_fr })
    .from(machines)
    .where(
      and(
        inArray(
          machines.id,
          products.map((item) => item.id),
        ),
        isPublished(machines),
      ),
    )
    .for('key share');
  const byId = new Map(found.map((machine) => [machine.id, machineName(machine)]));
  const unknown = Object.fromEntries(
    products.flatMap((item, index) => (byId.has(item.id) ? [] : [[`products.${index}.id`, 'Unknown machine']])),
  );
  if (Object.keys(unknown).length > 0) {
    throw new ValidationError(`Invalid value for: ${Object.keys(unknown).join(', ')}.`, unknown);
  }
  return products.map((item) => ({
    machine_id: item.id,
    machine_name: byId.get(item.id)!,
    quantity: item.quantity,
    note: item.note,
  }));
}

/** The name a request keeps of its machine: the English one, else the French (the office reads both). */
const machineName = (machine: { name_en: string; name_fr: string }) => machine.name_en.trim() || machine.name_fr;

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
    key: `contact-unchecked:${rateLimitAddress(meta.address)}`,
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
    .where(and(eq(machines.id, id), isPublished(machines)));
  if (!machine) throw new ValidationError('Invalid value for: product.', { product: 'Unknown machine' });
  return { id: machine.id, name: machineName(machine) };
}

export type ContactChallengeState = (typeof contactChallengeStates)[number];

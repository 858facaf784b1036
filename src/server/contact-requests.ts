/**
 * Contact messages and quote requests: stored before the visitor is answered, so that none is
 * lost; the office works on them in the inbox (inbox/). Their e-mail to the office is contact-delivery.ts.
 */
import 'server-only';

import { eq, sql } from 'drizzle-orm';

import type { Locale } from '@/i18n/locales';
import type { ContactRequestInput } from '@/schemas/contact';

import { readConfig } from './config';
import { database } from './db';
import { contactRequests, machines } from './db/schema';
import { RateLimitedError, ValidationError } from './errors';
import { hit } from './rate-limit';

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

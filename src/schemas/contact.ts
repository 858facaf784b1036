/**
 * The contact message and the two quote requests, all sent to POST /api/contact. The messages are API
 * details in English; the forms map them to their own translated texts.
 */
import { z } from 'zod';

import { challengeField } from './contact-challenge';
import { id, requiredText, text } from './fields';

const email = requiredText(254).pipe(z.email('Invalid e-mail address'));

/** Digits and the usual separators, at least 6 digits: `+41 21 555 01 23`, `(021) 555.01.23`. */
const phonenumber = requiredText(30)
  .regex(/^[0-9 +().\-/]+$/, 'Invalid phone number')
  .refine((value) => (value.match(/\d/g)?.length ?? 0) >= 6, 'Invalid phone number');

/** The machine's id, as a number or as the decimal string a select gives. */
const product = id('Choose a machine');

/** Fields every form sends besides its own. */
const common = {
  /** Path of the page the form was sent from. */
  page: text()
    .trim()
    .max(300, 'At most 300 characters')
    .refine((value) => value === '' || value.startsWith('/'), 'Must be a path')
    .optional(),
  /** Honeypot: hidden from people, so only a robot fills it. */
  website: text().optional(),
  /** The solved proof-of-work challenge of GET /api/contact/challenge (see contact-challenge.ts). */
  altcha: challengeField.optional(),
};

/** The contact form: every field required. */
export const contactMessageSchema = z.object({
  name: requiredText(200),
  entreprise: requiredText(200),
  email,
  phonenumber,
  message: requiredText(5000),
  ...common,
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** The quote form of the service pages: the contact fields plus the object. */
export const serviceQuoteSchema = contactMessageSchema.extend({ object: requiredText(300) });
export type ServiceQuote = z.infer<typeof serviceQuoteSchema>;

/** The machine page's quote modal: no e-mail and no company, a machine chosen from a list. */
export const machineQuoteSchema = z.object({
  name: requiredText(200),
  product,
  object: requiredText(300),
  phonenumber,
  message: requiredText(5000),
  ...common,
});
export type MachineQuote = z.infer<typeof machineQuoteSchema>;

/** Which form sent a body, from its fields: a product makes a machine quote, an object a service quote. */
function withKind(value: unknown) {
  if (typeof value !== 'object' || value === null) return value;
  const fields = value as Record<string, unknown>;
  const kind =
    fields.product !== undefined ? 'machine_quote' : fields.object !== undefined ? 'service_quote' : 'contact';
  return { ...fields, kind };
}

/** POST /api/contact: any of the three, told apart by their fields; the result names its `kind`. */
export const contactRequestSchema = z.preprocess(
  withKind,
  z.discriminatedUnion('kind', [
    contactMessageSchema.extend({ kind: z.literal('contact') }),
    serviceQuoteSchema.extend({ kind: z.literal('service_quote') }),
    machineQuoteSchema.extend({ kind: z.literal('machine_quote') }),
  ]),
);
export type ContactRequestInput = z.infer<typeof contactRequestSchema>;

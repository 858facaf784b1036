/**
 * The contact message, the two quote requests and the quote list, all sent to POST /api/contact. The messages are API
 * details in English; the forms map them to their own translated texts.
 */
import { z } from 'zod';

import { attachmentMessages, maxAttachmentBytes, maxAttachments } from './attachment-limits';
import { challengeField } from './contact-challenge';
import { boundedText, id, requiredText, text } from './fields';
import { maxQuoteListItems, maxQuoteNote, maxQuoteQuantity } from './quote-list-limits';

const email = requiredText(254).pipe(z.email('Invalid e-mail address'));

/** An e-mail address the visitor may leave blank: blank is none. */
const optionalEmail = boundedText(254)
  .refine((value) => value === '' || z.email().safeParse(value).success, 'Invalid e-mail address')
  .optional();

/** Digits and the usual separators, at least 6 digits: `+41 21 555 01 23`, `(021) 555.01.23`. */
const phonenumber = requiredText(30)
  .regex(/^[0-9 +().\-/]+$/, 'Invalid phone number')
  .refine((value) => (value.match(/\d/g)?.length ?? 0) >= 6, 'Invalid phone number');

/** The machine's id, as a number or as the decimal string a select gives. */
const product = id('Choose a machine');

/**
 * A file sent with a request: its name on the visitor's computer, the type the sender claims (never trusted: the
 * server tells a file's format from its bytes, contact/attachments.ts) and its bytes, as base64 in the API's JSON
 * or as they are from a form. Only the count and the bytes in all are bounded here.
 */
const attachment = z.object({
  name: z.string().max(1000, 'At most 1000 characters'),
  type: z.string().max(255, 'At most 255 characters').optional(),
  data: z.union([z.instanceof(Uint8Array), z.string('Must be base64')]),
});

/** Up to five files of up to 20 MB in all (base64 takes a third more room than the bytes it stands for). */
const attachments = z
  .array(attachment, { message: 'Must be a list of files' })
  .max(maxAttachments, attachmentMessages.tooMany)
  .refine(
    (files) =>
      files.reduce(
        (sum, file) => sum + (typeof file.data === 'string' ? (file.data.length * 3) / 4 : file.data.byteLength),
        0,
      ) <=
      maxAttachmentBytes + 1024,
    { message: attachmentMessages.tooLarge, params: { code: 'filesTooLarge' } },
  )
  .default([]);

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
  /** The solved proof-of-work challenge of GET /api/contact/challenge (see contact/challenge.ts). */
  altcha: challengeField.optional(),
  /** Drawings and photos, stored with the request where only the office can read them. */
  attachments,
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

/**
 * The machine page's quote modal: a machine chosen from a list, and an e-mail address and a company the visitor may
 * give, so that the office can answer in writing.
 */
export const machineQuoteSchema = z.object({
  name: requiredText(200),
  entreprise: boundedText(200).optional(),
  email: optionalEmail,
  product,
  object: requiredText(300),
  phonenumber,
  message: requiredText(5000),
  ...common,
});
export type MachineQuote = z.infer<typeof machineQuoteSchema>;

const quantityMessage = `Must be a whole number from 1 to ${maxQuoteQuantity}`;

/** How many of a machine: a whole number from 1 to 999, as a number or written in decimal (`"2"`, not `"2.0"`). */
const quantity = z.preprocess(
  (value) => (typeof value === 'string' && /^[1-9]\d{0,2}$/.test(value) ? Number(value) : value),
  z
    .number({ message: quantityMessage })
    .int(quantityMessage)
    .min(1, quantityMessage)
    .max(maxQuoteQuantity, quantityMessage),
);

/** One machine of a quote list: which, how many, and an optional note. */
export const quoteListItemSchema = z.object({
  id: id('Must be an id'),
  quantity,
  note: boundedText(maxQuoteNote).default(''),
});
export type QuoteListItem = z.infer<typeof quoteListItemSchema>;

/**
 * The machines of a quote list: 1 to 50, each machine once. A machine listed twice is refused (naming the second
 * one), not merged: the list the visitor sees is what the office gets, with no quantity or note summed in secret.
 */
const products = z
  .array(quoteListItemSchema, { message: 'Must be a list of machines' })
  .min(1, 'Choose at least one machine')
  .max(maxQuoteListItems, `At most ${maxQuoteListItems} machines`)
  .superRefine((items, context) => {
    const seen = new Set<number>();
    items.forEach((item, index) => {
      if (seen.has(item.id)) context.addIssue({ code: 'custom', path: [index, 'id'], message: 'Listed twice' });
      seen.add(item.id);
    });
  });

/** The quote list of several machines: the contact message's fields and the machines, sent as one request. */
export const quoteListSchema = contactMessageSchema.extend({ products });
export type QuoteList = z.infer<typeof quoteListSchema>;

/**
 * Which form sent a body, from its fields: products make a quote list, a product a machine quote, an object a
 * service quote.
 */
function withKind(value: unknown) {
  if (typeof value !== 'object' || value === null) return value;
  const fields = value as Record<string, unknown>;
  const kind =
    fields.products !== undefined
      ? 'quote_list'
      : fields.product !== undefined
        ? 'machine_quote'
        : fields.object !== undefined
          ? 'service_quote'
          : 'contact';
  return { ...fields, kind };
}

/** POST /api/contact: any of the four, told apart by their fields; the result names its `kind`. */
export const contactRequestSchema = z.preprocess(
  withKind,
  z.discriminatedUnion('kind', [
    contactMessageSchema.extend({ kind: z.literal('contact') }),
    serviceQuoteSchema.extend({ kind: z.literal('service_quote') }),
    machineQuoteSchema.extend({ kind: z.literal('machine_quote') }),
    quoteListSchema.extend({ kind: z.literal('quote_list') }),
  ]),
);
export type ContactRequestInput = z.infer<typeof contactRequestSchema>;

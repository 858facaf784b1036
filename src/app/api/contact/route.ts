import { after } from 'next/server';

import { maxAttachmentBytes } from '@/schemas/attachment-limits';
import { contactRequestSchema } from '@/schemas/contact';
import { readConfig } from '@/server/config';
import { clientAddress } from '@/server/http/client-address';
import { deliverContactRequest } from '@/server/contact/delivery';
import { receiveContactRequest } from '@/server/contact/requests';

import { parseWith, readJson } from '../_lib/body';
import { requestLocale } from '../../../i18n/request-locale';
import { apiRoute, noContent } from '../_lib/respond';

/**
 * Above the largest valid request: 20 MB of files as base64 (a third more), and the fields (a 5000-character
 * message and a quote list of 50 machines with 500-character notes: about 100 KB in UTF-8 at worst). Such large
 * bodies are taken a few at a time (src/server/http/large-bodies.mjs).
 */
const bodyLimit = Math.ceil((maxAttachmentBytes * 4) / 3) + 256 * 1024;

/**
 * POST /api/contact: a contact message, one of the two quote requests or a quote list → 204 with no body, once it is
 * stored, with its files if any (`attachments`: up to five `{ name, type, data }`, data in base64, 20 MB in all;
 * 422 naming `attachments.{n}` for a file that is empty or not an accepted drawing or photo). Its `altcha` field must be a solution of GET /api/contact/challenge, unspent (422 naming `altcha`
 * otherwise), unless CONTACT_CHALLENGE=off.
 *
 * The e-mails (to the office, and the visitor's confirmation) are sent after the answer, with Next.js's `after`: a slow or broken SMTP server never
 * delays or fails the visitor's request. `after` works only inside a Next.js request; the integration tests
 * stand in for it with a recorder and run the recorded delivery themselves, so that this handler has one path
 * only. Should the process stop before the delivery runs, the request is still stored as 'pending', and the
 * retry loop (src/server/contact/retry.ts) sends it.
 */
export const POST = apiRoute(async (request) => {
  const input = parseWith(contactRequestSchema, await readJson(request, bodyLimit));
  const id = await receiveContactRequest(input, {
    address: clientAddress(request.headers, readConfig().trustProxy),
    language: requestLocale(request),
    channel: 'api',
  });
  if (id !== null) after(() => deliverContactRequest(id));
  return noContent();
});

'use server';

import { after } from 'next/server';
import { headers } from 'next/headers';

import { clientAddress } from '@/server/http/client-address';
import {
  type FieldErrorKey,
  fieldErrorKey,
  type RequestFormState,
  type RequestValues,
} from '@/schemas/contact-form-state';
import { fieldErrors } from '@/schemas/field-errors';
import { isLocale } from '@/i18n/locales';
import { contactRequestSchema } from '@/schemas/contact';
import { readConfig } from '@/server/config';
import { deliverContactRequest } from '@/server/contact/delivery';
import { receiveContactRequest, UncheckedLimitedError } from '@/server/contact/requests';
import { RateLimitedError, ValidationError } from '@/server/errors';

/**
 * The contact and quote forms' server action (the quote list's too): the same schema and domain call as POST /api/contact. It also
 * answers a plain form submission, so the forms work without JavaScript; the values come back on failure so
 * that nothing typed is lost.
 */
export async function sendRequest(_previous: RequestFormState, formData: FormData): Promise<RequestFormState> {
  const values: RequestValues = {};
  for (const [name, value] of formData) {
    if (typeof value === 'string' && !name.startsWith('$')) values[name] = value;
  }
  // The files chosen; a file field left empty sends one nameless, empty file.
  const attachments = await Promise.all(
    formData
      .getAll('attachments')
      .filter((file): file is File => typeof file !== 'string' && (file.name !== '' || file.size > 0))
      .map(async (file) => ({ name: file.name, type: file.type, data: new Uint8Array(await file.arrayBuffer()) })),
  );
  // A form without a solution (no JavaScript, or a browser that could not solve it) sends the field blank.
  if (values.altcha === '') delete values.altcha;
  // A quote list's machines come as JSON in one field; the schema judges what it holds.
  const parsed = contactRequestSchema.safeParse({
    ...values,
    ...('products' in values ? { products: jsonOf(values.products) } : {}),
    attachments,
  });
  if (!parsed.success) return refused(fieldErrors(parsed.error.issues), values);
  const requestHeaders = await headers();
  const language = parsed.data.page?.split('/')[1];
  try {
    const id = await receiveContactRequest(parsed.data, {
      address: clientAddress(requestHeaders, readConfig().trustProxy),
      language: isLocale(language) ? language : 'fr',
      channel: 'form',
    });
    if (id !== null) after(() => deliverContactRequest(id));
    return { status: 'sent', at: Date.now() };
  } catch (error) {
    if (error instanceof UncheckedLimitedError) return { status: 'failed', reason: 'uncheckedLimited', values };
    if (error instanceof RateLimitedError) return { status: 'failed', reason: 'rateLimited', values };
    if (error instanceof ValidationError) return refused(error.fields, values);
    console.error('A contact request could not be stored:', error);
    return { status: 'failed', reason: 'unexpected', values };
  }
}

/** The value written as JSON in `text`, or the text itself when it is none (which the schema then refuses). */
function jsonOf(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return text;
  }
}

/**
 * The answer to wrong fields: each visible one named, or, when only the hidden proof-of-work solution was wrong
 * (the browser solves a new one at once), a failure that asks the visitor to send again.
 */
function refused(fields: Record<string, string>, values: RequestValues): RequestFormState {
  const { altcha, ...visible } = fields;
  if (Object.keys(visible).length === 0 && altcha) return { status: 'failed', reason: 'challenge', values };
  return { status: 'invalid', fields: errorKeys(visible), values };
}

/** The forms' translated error of each wrong field; the files have one field (`attachments.2` is `attachments`). */
function errorKeys(fields: Record<string, string>): Record<string, FieldErrorKey> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [
      field.startsWith('attachments') ? 'attachments' : field,
      fieldErrorKey(field, message),
    ]),
  );
}

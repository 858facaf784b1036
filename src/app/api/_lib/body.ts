import { z } from 'zod';

import { fieldMessages } from '@/schemas/field-errors';
import { readConfig } from '@/server/config';
import { NotFoundError, TooLargeError, ValidationError } from '@/server/errors';
import { decimalId } from '@/schemas/fields';

import { MalformedBodyError, UnsupportedMediaTypeError } from './respond';

/** Bodies of ordinary calls; uploads pass their own, larger limit. */
const defaultLimit = 1024 * 1024;

/**
 * Reads a JSON object body of at most `limit` bytes, counting what actually arrives, not what is claimed. The body
 * must say it is JSON (`Content-Type: application/json`, 415 otherwise): a form of another site can post
 * `text/plain` without asking the browser's permission, and such a body could read as JSON too.
 */
export async function readJson(request: Request, limit = defaultLimit): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') throw new UnsupportedMediaTypeError('The body must be application/json.');
  const declared = Number(request.headers.get('content-length'));
  if (declared > limit) throw new TooLargeError(`The body is larger than ${formatBytes(limit)}.`);
  if (!request.body) throw new MalformedBodyError('A JSON body is required.');
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new TooLargeError(`The body is larger than ${formatBytes(limit)}.`);
    }
    chunks.push(value);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new MalformedBodyError('The body is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new MalformedBodyError('The body must be a JSON object.');
  }
  return parsed as Record<string, unknown>;
}

/** The body limit of a call that carries a file as base64: the largest file a third larger, plus the fields. */
export function uploadBodyLimit(): number {
  return Math.ceil((readConfig().uploadLimits.video * 4) / 3) + 64 * 1024;
}

/** Validates `value` with `schema`, or throws a ValidationError that names each wrong field. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = fieldMessages(result.error.issues);
  const names = Object.keys(fields).filter((name) => name !== '_');
  throw new ValidationError(
    names.length > 0 ? `Invalid value for: ${names.join(', ')}.` : (fields._ ?? 'Invalid request.'),
    fields,
  );
}

/** The query string's values (the first of a repeated name), validated with `schema`: 422 naming each wrong one. */
export function parseQuery<S extends z.ZodType>(schema: S, request: Request): z.output<S> {
  const query = new URL(request.url).searchParams;
  return parseWith(schema, Object.fromEntries([...query.keys()].map((name) => [name, query.get(name)])));
}

/** An id from the path; anything but a positive integer names a resource that cannot exist: 404. */
export function pathId(value: string, what: string): number {
  const id = decimalId(value);
  if (id === null) throw new NotFoundError(what);
  return id;
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}

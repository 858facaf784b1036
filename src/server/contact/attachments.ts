/**
 * The drawings and photos a visitor sends with a request. What each file is, is told from its bytes, never from
 * its name or the type its sender claims: a renamed program is refused. The files are stored in the database with
 * the request, in its transaction (all of it or nothing), where only a signed-in office account reads them
 * (the inbox's download route): never under a public address, in the backups with their request, and erased with
 * it (retention, erase by address) by the foreign key's cascade. They are only ever sent as downloads, so that a
 * file that is also something else (a polyglot, a PDF with a script) stays inert.
 */
import 'server-only';

import { asc, eq, and, inArray } from 'drizzle-orm';

import { attachmentMessages, maxAttachmentBytes, maxAttachments } from '@/schemas/attachment-limits';
import type { ContactRequestInput } from '@/schemas/contact';

import { database } from '../db';
import { contactRequestAttachments } from '../db/schema';
import { ValidationError } from '../errors';
import { decodeBase64 } from '../media/base64';

/** A file as it is stored: a safe name, its format's media type, its bytes. */
export interface CheckedAttachment {
  name: string;
  type: string;
  data: Uint8Array;
}

/** A stored file, as the inbox lists it (without its bytes). */
export interface AttachmentSummary {
  id: number;
  name: string;
  type: string;
  size: number;
}

interface Format {
  type: string;
  /** The name's extensions of the format, the usual one first. */
  extensions: string[];
}

/** The formats file-type recognises, by the extension it reports. */
const detectedFormats: Record<string, Format> = {
  pdf: { type: 'application/pdf', extensions: ['pdf'] },
  dwg: { type: 'image/vnd.dwg', extensions: ['dwg'] },
  jpg: { type: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  png: { type: 'image/png', extensions: ['png'] },
  heic: { type: 'image/heic', extensions: ['heic', 'heif'] },
};

const dxf: Format = { type: 'image/vnd.dxf', extensions: ['dxf'] };
const step: Format = { type: 'model/step', extensions: ['step', 'stp'] };
const iges: Format = { type: 'model/iges', extensions: ['iges', 'igs'] };

/** The first bytes a format is told by: file-type's own needs, and the text formats' first lines. */
const headLength = 64 * 1024;

/**
 * The CAD formats written as text, which file-type does not know: DXF (its binary form has a signature, its text
 * form opens with a SECTION group, after an optional 999 comment), STEP (ISO 10303-21 says its first word) and
 * IGES (80-column lines, the first one of the Start section: `S      1` in columns 73 to 80).
 */
function textFormat(head: Uint8Array): Format | undefined {
  const binaryDxf = 'AutoCAD Binary DXF\r\n\x1a\0';
  if (Buffer.from(head.subarray(0, binaryDxf.length)).toString('latin1') === binaryDxf) return dxf;
  // Text: no NUL byte in the first kilobytes.
  if (head.subarray(0, 8192).includes(0)) return undefined;
  const text = Buffer.from(head.subarray(0, 8192))
    .toString('latin1')
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, '');
  if (/^\s*(999\r?\n[^\r\n]*\r?\n\s*)?0\r?\nSECTION\r?\n/.test(text)) return dxf;
  if (/^\s*ISO-10303-21;/.test(text)) return step;
  if (/^[^\r\n]{72}S[ 0]{6}1\r?\n/.test(text)) return iges;
  return undefined;
}

/** The format of a file from its bytes, or undefined when it is none of those accepted. */
export async function formatOf(bytes: Uint8Array): Promise<Format | undefined> {
  const head = bytes.subarray(0, headLength);
  // file-type is ESM-only; loaded on first use.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(head);
  if (detected) return detectedFormats[detected.ext];
  return textFormat(head);
}

/**
 * The name a file is stored and downloaded under: the last part of what was sent (no folder, no `..`), without
 * control or invisible formatting characters (a right-to-left override could disguise the extension), at most
 * 120 characters before an extension of its real format — added when the name's own is another one
 * (`plan.exe` holding a PDF becomes `plan.exe.pdf`).
 */
export function storedName(sent: string, format: Format): string {
  const last =
    sent
      .normalize('NFC')
      .replace(/[\p{Cc}\p{Cf}]/gu, '')
      .split(/[\\/]/)
      .pop() ?? '';
  const name = last.replace(/^[\s.]+/, '').trim();
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  const known = format.extensions.includes(extension);
  const stem = Array.from(known ? name.slice(0, dot) : name)
    .slice(0, 120)
    .join('')
    .trim();
  return `${stem || 'file'}.${known ? extension : format.extensions[0]}`;
}

/**
 * The files of a request, checked: at most five, none empty, each of an accepted format told by its bytes, at most
 * 20 MB in all. ValidationError naming the file (`attachments.2`), or `attachments` for the count and the total.
 */
export async function checkAttachments(files: ContactRequestInput['attachments']): Promise<CheckedAttachment[]> {
  if (files.length > maxAttachments) {
    throw new ValidationError(`Invalid value for: attachments.`, { attachments: attachmentMessages.tooMany });
  }
  const decoded = files.map((file, index) => ({
    ...file,
    bytes: typeof file.data === 'string' ? decodeBase64(file.data, `attachments.${index}.data`) : file.data,
  }));
  const total = decoded.reduce((sum, file) => sum + file.bytes.byteLength, 0);
  if (total > maxAttachmentBytes) {
    throw new ValidationError(`Invalid value for: attachments.`, { attachments: attachmentMessages.tooLarge });
  }
  const problems: Record<string, string> = {};
  const checked: CheckedAttachment[] = [];
  for (const [index, file] of decoded.entries()) {
    const format = file.bytes.byteLength === 0 ? undefined : await formatOf(file.bytes);
    if (!format) {
      problems[`attachments.${index}`] =
        file.bytes.byteLength === 0 ? attachmentMessages.empty : attachmentMessages.type;
      continue;
    }
    checked.push({ name: storedName(file.name, format), type: format.type, data: file.bytes });
  }
  if (Object.keys(problems).length > 0) {
    throw new ValidationError(`Invalid value for: ${Object.keys(problems).join(', ')}.`, problems);
  }
  return checked;
}

type Database = Awaited<ReturnType<typeof database>>;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Stores a request's checked files, in the transaction that stores the request. */
export async function storeAttachments(tx: Transaction, requestId: number, files: CheckedAttachment[]) {
  if (files.length === 0) return;
  await tx.insert(contactRequestAttachments).values(
    files.map((file, position) => ({
      request_id: requestId,
      position,
      name: file.name,
      type: file.type,
      size: file.data.byteLength,
      data: file.data,
    })),
  );
}

/** The files of each request, in the order they were sent, without their bytes. */
export async function attachmentsOfRequests(requestIds: number[]): Promise<Map<number, AttachmentSummary[]>> {
  const byRequest = new Map<number, AttachmentSummary[]>();
  if (requestIds.length === 0) return byRequest;
  const db = await database();
  const rows = await db
    .select({
      request_id: contactRequestAttachments.request_id,
      id: contactRequestAttachments.id,
      name: contactRequestAttachments.name,
      type: contactRequestAttachments.type,
      size: contactRequestAttachments.size,
    })
    .from(contactRequestAttachments)
    .where(inArray(contactRequestAttachments.request_id, requestIds))
    .orderBy(asc(contactRequestAttachments.request_id), asc(contactRequestAttachments.position));
  for (const { request_id, ...file } of rows) {
    byRequest.set(request_id, [...(byRequest.get(request_id) ?? []), file]);
  }
  return byRequest;
}

/** One file of a request with its bytes, or null when the request has no such file. */
export async function readAttachment(
  requestId: number,
  attachmentId: number,
): Promise<(AttachmentSummary & { data: Uint8Array }) | null> {
  const db = await database();
  const [row] = await db
    .select({
      id: contactRequestAttachments.id,
      name: contactRequestAttachments.name,
      type: contactRequestAttachments.type,
      size: contactRequestAttachments.size,
      data: contactRequestAttachments.data,
    })
    .from(contactRequestAttachments)
    .where(and(eq(contactRequestAttachments.request_id, requestId), eq(contactRequestAttachments.id, attachmentId)));
  return row ?? null;
}

/**
 * Uploads a browser sends itself, so that a large video never passes through a JSON body nor sits whole in the
 * server's memory: the admin asks for a ticket, sends the file to the URL it names (the bucket's presigned URL,
 * or the app's streaming route), then hands the ticket in; only then is the file inspected by its bytes and
 * given its final key. A file that was never handed in stays under `uploads/`, which nothing serves.
 *
 * A ticket serves once: its file is sent to the app's route once and handed in once, counted in the database
 * (`rate_limits`, shared by every instance), so that a ticket seen again, in a log or a replayed request, cannot
 * send another file nor store the same one twice. Images are stored without their metadata (see
 * `withoutMetadata`); their card sizes are then made in the background (see `variants.ts`).
 */
import 'server-only';

import { randomUUID } from 'node:crypto';

import { and, like, lt } from 'drizzle-orm';
import { sealData, unsealData } from 'iron-session';

import { keyFor } from '../secrets';
import { readConfig } from '../config';
import { database } from '../db';
import { rateLimits } from '../db/schema';
import { TooLargeError, ValidationError } from '../errors';
import { hit, peek } from '../rate-limit';
import {
  headLength,
  type InspectedUpload,
  inspectFile,
  type InspectOptions,
  inspectUpload,
  withoutMetadata,
} from './inspect';
import { mediaStorage, removeFiles } from './storage';
import { newMediaKey } from './types';
import { makeCardVariantsSoon } from './variants';

interface Ticket {
  key: string;
  size: number;
  type: string;
  /** What the file is for, such as `machine:12`: a ticket is handed in only there. */
  purpose: string;
}

/** How long a ticket is good for: enough for a large video on a slow line. */
const ticketSeconds = 60 * 60;

/**
 * How long the use of a ticket is remembered, from that use: longer than the ticket lives (iron-session also
 * tolerates a minute of clock skew), so that it has expired before it is forgotten.
 */
const usedTicketSeconds = ticketSeconds + 5 * 60;

const usedTicketPrefix = 'upload-ticket:';

const pendingFolder = 'uploads/';

export interface UploadStart {
  /** Where the browser PUTs the file, with these headers. */
  url: string;
  headers: Record<string, string>;
  ticket: string;
}

/** A ticket for one file of `size` bytes for `purpose`; a file larger than its kind's limit is refused now. */
export async function startUpload(purpose: string, file: { size: number; type: string }): Promise<UploadStart> {
  const limits = readConfig().uploadLimits;
  const video = file.type.startsWith('video/');
  const limit = video ? limits.video : limits.image;
  if (file.size > limit) {
    throw new TooLargeError(
      `The ${video ? 'video' : 'image'} is larger than the limit of ${Math.round(limit / 1048576)} MB.`,
    );
  }
  // Whatever the browser says the file is, it waits as bytes of no type (under `uploads/`, in what may be a public
  // bucket): only once its real format is told from its bytes does it get a type, at its final key.
  const type = 'application/octet-stream';
  const ticket: Ticket = { key: `${pendingFolder}${randomUUID()}`, size: file.size, type, purpose };
  const sealed = await sealData(ticket, { password: keyFor('upload tickets'), ttl: ticketSeconds });
  const direct = await mediaStorage().directUploadUrl(ticket.key, type, file.size);
  return {
    url: direct ?? `/api/uploads/${encodeURIComponent(sealed)}`,
    headers: { 'Content-Type': type },
    ticket: sealed,
  };
}

/**
 * A sealed ticket as iron-session writes it, and nothing around it: iron-session itself reads `…~2%00` as
 * `…~2`, and one ticket must have one spelling.
 */
const sealedTicket = /^Fe26\.2\*[\w*-]+~\d+$/;

async function openTicket(sealed: string): Promise<Ticket> {
  const ticket: Partial<Ticket> = sealedTicket.test(sealed)
    ? await unsealData<Partial<Ticket>>(sealed, { password: keyFor('upload tickets'), ttl: ticketSeconds }).catch(
        () => ({}),
      )
    : {};
  if (typeof ticket.key !== 'string' || typeof ticket.size !== 'number' || typeof ticket.purpose !== 'string') {
    throw new ValidationError('The upload has expired or is not valid: please choose the file again.', {
      ticket: 'Invalid',
    });
  }
  return ticket as Ticket;
}

type TicketUse = 'send' | 'hand-in';

/** The counter of one use of a ticket: `upload-ticket:{its file's id}:{use}`, limit one. */
const ticketUseLimit = (ticket: Ticket, use: TicketUse) => ({
  key: `${usedTicketPrefix}${ticket.key.slice(pendingFolder.length)}:${use}`,
  limit: 1,
  windowSeconds: usedTicketSeconds,
});

const usedAlready = () =>
  new ValidationError('This upload has been used already: please choose the file again.', {
    ticket: 'Used already',
  });

/**
 * Counts one `use` of the ticket (sending its file, handing it in) and refuses a second one, atomically across
 * requests and instances: of ten hand-ins at once, one goes through.
 */
async function spendTicket(ticket: Ticket, use: TicketUse): Promise<void> {
  if (!(await hit(ticketUseLimit(ticket, use))).allowed) throw usedAlready();
}

/** The app's side of a ticket's URL: streams the body, of exactly the size announced, to storage; once. */
export async function receiveUpload(sealed: string, body: ReadableStream<Uint8Array>, length: number): Promise<void> {
  const ticket = await openTicket(sealed);
  if (length !== ticket.size) throw new ValidationError('The file is not the size announced.', { file: 'Wrong size' });
  await spendTicket(ticket, 'send');
  await mediaStorage().putStream(ticket.key, body, ticket.size, ticket.type);
}

/** An upload: the bytes themselves (the REST API's base64 body), or the ticket of a file sent beforehand. */
export type UploadSource = Uint8Array | { ticket: string };

/**
 * Checks an upload by its bytes and stores it under a new key in `folder`, an image without its metadata; a
 * refused file is removed. A ticket is handed in once. The caller removes the returned key if what it does next
 * fails.
 */
export async function storeUpload(
  source: UploadSource,
  purpose: string,
  folder: string,
  options: Omit<InspectOptions, 'limits'>,
): Promise<{ key: string; file: InspectedUpload }> {
  const storage = mediaStorage();
  const inspect = { ...options, limits: readConfig().uploadLimits };
  if (source instanceof Uint8Array) {
    const file = await inspectUpload(source, inspect);
    const key = newMediaKey(folder, file.extension);
    await storage.put(
      key,
      file.kind === 'image' ? await withoutMetadata(source, file.mimeType) : source,
      file.mimeType,
    );
    if (file.kind === 'image') void makeCardVariantsSoon(key);
    return { key, file };
  }

  const ticket = await openTicket(source.ticket);
  if (ticket.purpose !== purpose)
    throw new ValidationError('This upload was meant for something else.', { ticket: 'Invalid' });
  const size = await storage.size(ticket.key);
  if (size === null) {
    // Its file is gone once a ticket has been handed in: say so rather than ask for the file again.
    if (!(await peek(ticketUseLimit(ticket, 'hand-in'))).allowed) throw usedAlready();
    throw new ValidationError('The file has not arrived: please send it again.', { image: 'Missing' });
  }
  await spendTicket(ticket, 'hand-in');
  try {
    // An image is read whole once: inspected, then stored from those very bytes, without its metadata.
    let whole: Promise<Uint8Array> | undefined;
    const readAll = () => (whole ??= storage.read(ticket.key, 0, size));
    const file = await inspectFile({ head: await storage.read(ticket.key, 0, headLength), size, readAll }, inspect);
    const key = newMediaKey(folder, file.extension);
    if (file.kind === 'image') {
      await storage.put(key, await withoutMetadata(await readAll(), file.mimeType), file.mimeType);
      await removeFiles([ticket.key]);
      void makeCardVariantsSoon(key);
    } else {
      await storage.move(ticket.key, key, file.mimeType);
    }
    return { key, file };
  } catch (error) {
    await removeFiles([ticket.key]);
    throw error;
  }
}

/**
 * Removes the files sent but never handed in, once their ticket has expired, and forgets the uses of expired
 * tickets; a failure is only logged.
 */
export async function removeAbandonedUploads(now = Date.now()): Promise<number> {
  try {
    const storage = mediaStorage();
    const stale = (await storage.list(pendingFolder)).filter(
      (file) => now - file.modified.getTime() > ticketSeconds * 1000,
    );
    await removeFiles(stale.map((file) => file.key));
    await (
      await database()
    )
      .delete(rateLimits)
      .where(
        and(
          like(rateLimits.key, `${usedTicketPrefix}%`),
          lt(rateLimits.window_started_at, new Date(now - usedTicketSeconds * 1000)),
        ),
      );
    return stale.length;
  } catch (error) {
    console.error('Could not remove abandoned uploads:', error);
    return 0;
  }
}

/**
 * One request of the inbox and the office's work on it: its state, with who changed it and when, internal notes,
 * and erasing everything its sender sent. History lines and notes are added, each in a row of its own, so that two
 * people working on the same request at once lose neither's; a note is changed only by its own author.
 */
import 'server-only';

import { and, asc, eq, sql } from 'drizzle-orm';

import type { Locale } from '@/i18n/locales';
import type { InboxState } from '@/schemas/inbox';

import { clock } from '../../clock';
import { machinesOfRequests, type RequestedMachine } from '../request-machines';
import { database } from '../../db';
import { contactRequestHistory, contactRequestNotes, contactRequests } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { listRequestsFrom, type SenderRequest } from './list';

export interface InboxHistoryLine {
  author: string;
  from: InboxState;
  to: InboxState;
  at: string;
}

export interface InboxNoteLine {
  id: number;
  author: string;
  body: string;
  at: string;
  /** When its author last changed it; null if never. */
  editedAt: string | null;
}

/** A request with everything the office knows of it. */
export interface InboxRequest {
  id: number;
  kind: (typeof contactRequests.$inferSelect)['kind'];
  state: InboxState;
  name: string;
  entreprise: string | null;
  email: string | null;
  phonenumber: string;
  object: string | null;
  message: string;
  page: string | null;
  language: string;
  received_at: string;
  email_status: (typeof contactRequests.$inferSelect)['email_status'];
  machines: RequestedMachine[];
  /** Sent by a form without the proof-of-work (no JavaScript), so more likely spam. */
  unchecked: boolean;
  history: InboxHistoryLine[];
  notes: InboxNoteLine[];
  /** The requests (this one included) that came from its e-mail address, case aside, newest first; none without one. */
  fromSameAddress: SenderRequest[];
}

/**
 * Request `id` with its machines (named in `locale` while in the catalogue), history (oldest first) and notes
 * (oldest first); NotFoundError if there is none.
 */
export async function getInboxRequest(id: number, locale?: Locale): Promise<InboxRequest> {
  const db = await database();
  const [[request], history, notes, machines] = await Promise.all([
    db.select().from(contactRequests).where(eq(contactRequests.id, id)),
    db
      .select()
      .from(contactRequestHistory)
      .where(eq(contactRequestHistory.request_id, id))
      .orderBy(asc(contactRequestHistory.changed_at), asc(contactRequestHistory.id)),
    db
      .select()
      .from(contactRequestNotes)
      .where(eq(contactRequestNotes.request_id, id))
      .orderBy(asc(contactRequestNotes.created_at), asc(contactRequestNotes.id)),
    machinesOfRequests([id], locale),
  ]);
  if (!request) throw new NotFoundError('Request');
  return {
    id: request.id,
    kind: request.kind,
    state: request.state,
    unchecked: request.challenge === 'unchecked',
    name: request.name,
    entreprise: request.entreprise,
    email: request.email,
    phonenumber: request.phonenumber,
    object: request.object,
    message: request.message,
    page: request.page,
    language: request.language,
    received_at: request.received_at.toISOString(),
    email_status: request.email_status,
    machines: machines.get(id) ?? [],
    history: history.map((line) => ({
      author: line.author,
      from: line.from_state,
      to: line.to_state,
      at: line.changed_at.toISOString(),
    })),
    notes: notes.map((note) => ({
      id: note.id,
      author: note.author,
      body: note.body,
      at: note.created_at.toISOString(),
      editedAt: note.edited_at?.toISOString() ?? null,
    })),
    fromSameAddress: request.email ? await listRequestsFrom(request.email) : [],
  };
}

/**
 * Puts request `id` in `state` on behalf of `author`, with a line in its history; nothing when it is in that state
 * already. The request's row is locked meanwhile, so that of two changes at once each records the state the other
 * left: the history stays a chain. NotFoundError when the request does not exist (or was just erased).
 */
export async function changeRequestState(id: number, state: InboxState, author: string): Promise<void> {
  const db = await database();
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ state: contactRequests.state })
      .from(contactRequests)
      .where(eq(contactRequests.id, id))
      .for('update');
    if (!current) throw new NotFoundError('Request');
    if (current.state === state) return;
    const now = clock.now();
    await tx.update(contactRequests).set({ state, state_changed_at: now }).where(eq(contactRequests.id, id));
    await tx
      .insert(contactRequestHistory)
      .values({ request_id: id, author, from_state: current.state, to_state: state, changed_at: now });
  });
}

/** Adds `author`'s internal note to request `id`; NotFoundError when the request does not exist. */
export async function addRequestNote(id: number, body: string, author: string): Promise<void> {
  const db = await database();
  await db.transaction(async (tx) => {
    // Held until the note is in: an erasure at the same moment waits, then deletes it with the request.
    const [request] = await tx
      .select({ id: contactRequests.id })
      .from(contactRequests)
      .where(eq(contactRequests.id, id))
      .for('share');
    if (!request) throw new NotFoundError('Request');
    await tx.insert(contactRequestNotes).values({ request_id: id, author, body, created_at: clock.now() });
  });
}

/**
 * Puts `body` in note `noteId` of request `requestId`, marked as edited now, when `author` wrote it; NotFoundError
 * when there is no such note of theirs (another's note is not theirs to change).
 */
export async function editRequestNote(requestId: number, noteId: number, body: string, author: string): Promise<void> {
  const db = await database();
  const changed = await db
    .update(contactRequestNotes)
    .set({ body, edited_at: clock.now() })
    .where(
      and(
        eq(contactRequestNotes.id, noteId),
        eq(contactRequestNotes.request_id, requestId),
        eq(contactRequestNotes.author, author),
      ),
    )
    .returning({ id: contactRequestNotes.id });
  if (changed.length === 0) throw new NotFoundError('Note');
}

/**
 * Deletes every request whose e-mail address is that of request `id` (case aside), with their notes and history:
 * the right to erasure. Answers how many requests were deleted; NotFoundError when request `id` does not exist, and
 * only that request when it has no e-mail address.
 */
export async function eraseRequestsOfSender(id: number): Promise<number> {
  const db = await database();
  const [request] = await db
    .select({ email: contactRequests.email })
    .from(contactRequests)
    .where(eq(contactRequests.id, id));
  if (!request) throw new NotFoundError('Request');
  const deleted = await db
    .delete(contactRequests)
    .where(
      request.email
        ? eq(sql`lower(${contactRequests.email})`, request.email.toLowerCase())
        : eq(contactRequests.id, id),
    )
    .returning({ id: contactRequests.id });
  return deleted.length;
}

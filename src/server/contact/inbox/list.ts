/**
 * The inbox as a list: the requests that match the office's filters, a page at a time for the screen or all of them
 * in batches for the export, and the count of new requests for the header and the dashboard.
 */
import 'server-only';

import { and, count, desc, eq, gte, lt, ne, type SQL, sql } from 'drizzle-orm';

import type { Locale } from '@/i18n/locales';
import type { InboxFilters } from '@/schemas/inbox';

import { asksAboutMachine, machinesOfRequests, namesMachine, type RequestedMachine } from '../request-machines';
import { database } from '../../db';
import { contactRequests } from '../../db/schema';
import { containsWords, type Page, pageOf, pageWindow, startOfOfficeDay as startOfDay } from '../../paging';

/** The condition of `filters`: spam only when asked for, the days inclusive. */
export function inboxCondition(filters: Omit<InboxFilters, 'page'>): SQL | undefined {
  const { q, state, kind, machine, language, from, to } = filters;
  return and(
    state ? eq(contactRequests.state, state) : ne(contactRequests.state, 'spam'),
    kind ? eq(contactRequests.kind, kind) : undefined,
    machine ? asksAboutMachine(machine) : undefined,
    language ? eq(contactRequests.language, language) : undefined,
    from ? gte(contactRequests.received_at, startOfDay(from)) : undefined,
    to ? lt(contactRequests.received_at, startOfDay(to, 1)) : undefined,
    q ? searchCondition(q) : undefined,
  );
}

/**
 * The search's condition: `q` in the sender's name, company, e-mail, phone or message, or in a machine's name; a
 * phone number is also found by its digits alone (`0795551234` finds `079 555 12 34`).
 */
function searchCondition(q: string): SQL {
  const digits = q.replace(/\D/g, '');
  const { name, entreprise, email, phonenumber, message } = contactRequests;
  return sql`(${sql.join(
    [
      containsWords([name, entreprise, email, phonenumber, message], q),
      namesMachine(q),
      // Only a search of digits and what a phone number is written with: "HP-100" is no phone number.
      digits.length >= 3 && /^[\d\s+()./-]+$/.test(q)
        ? sql`regexp_replace(${phonenumber}, '[^0-9]', '', 'g') like ${`%${digits}%`}`
        : undefined,
    ].filter((condition) => condition !== undefined),
    sql` or `,
  )})`;
}

/** A line of the inbox's list. */
export interface InboxItem {
  id: number;
  kind: (typeof contactRequests.$inferSelect)['kind'];
  state: (typeof contactRequests.$inferSelect)['state'];
  name: string;
  entreprise: string | null;
  email: string | null;
  received_at: string;
  machines: RequestedMachine[];
  /** Sent by a form without the proof-of-work (no JavaScript), so more likely spam. */
  unchecked: boolean;
}

const listColumns = {
  id: contactRequests.id,
  kind: contactRequests.kind,
  state: contactRequests.state,
  name: contactRequests.name,
  entreprise: contactRequests.entreprise,
  email: contactRequests.email,
  received_at: contactRequests.received_at,
  challenge: contactRequests.challenge,
};

const newestFirst = [desc(contactRequests.received_at), desc(contactRequests.id)];

/**
 * One page of the requests that match `filters`, newest first, with how many match: one query for the page and its
 * count (a window), one for the machines of its requests (named in `locale` while in the catalogue), whatever the
 * page's size.
 */
export async function listInbox(filters: InboxFilters, pageSize: number, locale?: Locale): Promise<Page<InboxItem>> {
  const db = await database();
  const where = inboxCondition(filters);
  const { limit, offset } = pageWindow(filters.page, pageSize);
  const rows = await db
    .select({ ...listColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(contactRequests)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  // Past the last page the window has no row to count on.
  const total =
    rows[0]?.total ??
    (filters.page > 1 ? ((await db.select({ total: count() }).from(contactRequests).where(where))[0]?.total ?? 0) : 0);
  const machines = await machinesOfRequests(
    rows.map((row) => row.id),
    locale,
  );
  const items = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    state: row.state,
    name: row.name,
    entreprise: row.entreprise,
    email: row.email,
    received_at: row.received_at.toISOString(),
    machines: machines.get(row.id) ?? [],
    unchecked: row.challenge === 'unchecked',
  }));
  return pageOf(items, total, filters.page, pageSize);
}

/** A request as the export writes it. */
export interface InboxExportRow {
  id: number;
  received_at: Date;
  state: InboxItem['state'];
  kind: InboxItem['kind'];
  name: string;
  entreprise: string | null;
  email: string | null;
  phonenumber: string;
  object: string | null;
  message: string;
  language: string;
  page: string | null;
  machines: RequestedMachine[];
}

/** Rows read per query of the export: a bounded amount of memory, whatever the inbox holds. */
const exportBatch = 500;

/**
 * Every request that matches `filters` (the page aside), newest first, in batches of a few hundred: each batch is
 * read after the previous one was consumed, from where it ended (by date and id, so that a request arriving
 * meanwhile neither shifts nor repeats a line).
 */
export async function* inboxExportBatches(
  filters: Omit<InboxFilters, 'page'>,
  locale?: Locale,
): AsyncGenerator<InboxExportRow[]> {
  const db = await database();
  // The last line written: its arrival as PostgreSQL's text, which keeps the microseconds a Date would lose.
  let after: { at: string; id: number } | undefined;
  for (;;) {
    const rows = await db
      .select({
        id: contactRequests.id,
        received_at: contactRequests.received_at,
        cursor: sql<string>`${contactRequests.received_at}::text`,
        state: contactRequests.state,
        kind: contactRequests.kind,
        name: contactRequests.name,
        entreprise: contactRequests.entreprise,
        email: contactRequests.email,
        phonenumber: contactRequests.phonenumber,
        object: contactRequests.object,
        message: contactRequests.message,
        language: contactRequests.language,
        page: contactRequests.page,
      })
      .from(contactRequests)
      .where(
        and(
          inboxCondition(filters),
          after
            ? sql`(${contactRequests.received_at}, ${contactRequests.id}) < (${after.at}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(...newestFirst)
      .limit(exportBatch);
    if (rows.length === 0) return;
    const machines = await machinesOfRequests(
      rows.map((row) => row.id),
      locale,
    );
    yield rows.map((row) => Object.assign(row, { machines: machines.get(row.id) ?? [] }));
    if (rows.length < exportBatch) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.cursor, id: last.id };
  }
}

/** How many requests are new: one count on an index, for the header's badge and the dashboard. */
export async function countNewRequests(): Promise<number> {
  const db = await database();
  const [row] = await db.select({ total: count() }).from(contactRequests).where(eq(contactRequests.state, 'new'));
  return row?.total ?? 0;
}

/**
 * The requests whose e-mail address is `email` (case aside), newest first: what erasing the sender would delete,
 * shown before it is confirmed.
 */
export async function listRequestsFrom(email: string): Promise<SenderRequest[]> {
  const db = await database();
  const rows = await db
    .select({
      id: contactRequests.id,
      kind: contactRequests.kind,
      object: contactRequests.object,
      receivedAt: contactRequests.received_at,
    })
    .from(contactRequests)
    .where(eq(sql`lower(${contactRequests.email})`, email.toLowerCase()))
    .orderBy(desc(contactRequests.received_at), desc(contactRequests.id));
  return rows.map((row) => ({ ...row, receivedAt: row.receivedAt.toISOString() }));
}

/** A request of one sender: when it came, what kind it is and its subject (none for a quote list). */
export interface SenderRequest {
  id: number;
  kind: (typeof contactRequests.$inferSelect)['kind'];
  object: string | null;
  receivedAt: string;
}

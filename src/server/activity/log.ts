/**
 * The activity log: one row per security event (sign-ins and failed attempts with the client's address, lockouts,
 * sign-outs, sessions ended, changes of passwords, two-factor sign-in and accounts), read newest first, a page at a
 * time. An entry is written where its action happens, in the action's transaction when it has one, so that it
 * is kept exactly when the action is; and writing it never makes the action fail: a failure is logged and the
 * action goes on (inside a transaction the entry is written under a savepoint, which a failure rolls back alone).
 *
 * What an entry may hold is fixed by its kind (`ActivitySummary`): names, counts, reasons. No password, code,
 * secret or token is ever passed here, and nothing here would know where to put one.
 */
import 'server-only';

import { and, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';

import { locales } from '@/i18n/locales';
import { type ActivityKind, defaultActivityLimit, maxActivityLimit } from '@/schemas/activity';

import { clock } from '../clock';
import { type Database, database } from '../db';
import { activityEvents, adminUsers, categories, machines, news, trash } from '../db/schema';
import { startOfOfficeDay } from '../paging';

export type { ActivityKind } from '@/schemas/activity';

/** Who did it: an account (its id, null when no account has that name, and its name then), or null for the system. */
export type Actor = { id: number | null; username: string } | null;

/** The system itself: `npm run admin`, the first start. */
export const system: Actor = null;

/** The few facts an entry keeps besides who, when and where; by kind. */
export interface ActivitySummary {
  /** The account a change is about, when it is not the actor's own. */
  account?: string;
  /** Sessions ended by the change. */
  sessions?: number;
  /** Why a sign-in failed: the password (or the name), the second-factor code, or an account that is deactivated. */
  reason?: 'password' | 'code' | 'inactive';
  /** Which of the login limits an attempt crossed, and for how many seconds it then waits. */
  limit?: 'address' | 'usernameAddress' | 'username' | 'device';
  seconds?: number;
  /**
   * A content change: the item (its kind and id), its revision, and what the revision did. Its name in the office's
   * languages is looked up when the log is read (`label`, as the item is named now).
   */
  item?: 'machine' | 'news' | 'category';
  itemId?: number;
  revision?: number;
  label?: Record<string, string>;
  action?: 'create' | 'update' | 'restore' | 'trash' | 'untrash' | 'publish' | 'unpublish';
  /** An account's new role, and a translator's languages. */
  role?: 'owner' | 'editor' | 'translator';
  languages?: string[];
  /** The security settings: whether every account must sign in with a second factor. */
  requireTwoFactor?: boolean;
}

export interface ActivityInput {
  kind: ActivityKind;
  by: Actor;
  summary?: ActivitySummary;
  /** The client's address, for what a client did. */
  address?: string | null;
}

export interface ActivityEntry {
  id: number;
  at: Date;
  by: Actor;
  kind: ActivityKind;
  summary: ActivitySummary;
  address: string | null;
}

/** Usernames are at most 100 characters; a failed attempt may have typed anything, so only as much is kept. */
const maxUsernameLength = 100;

/**
 * Writes one entry with `db`, which may be the action's transaction. Never throws: a failure is logged and the
 * action goes on; inside a transaction the entry is written under a savepoint so that its failure leaves the
 * transaction usable.
 */
export async function recordActivity(db: Database, input: ActivityInput): Promise<void> {
  const row = {
    at: clock.now(),
    user_id: input.by?.id ?? null,
    username: input.by ? input.by.username.slice(0, maxUsernameLength) : null,
    kind: input.kind,
    summary: { ...input.summary },
    address: input.address ?? null,
  };
  try {
    if (db instanceof PgTransaction) {
      await db.transaction((savepoint) => savepoint.insert(activityEvents).values(row));
    } else {
      await db.insert(activityEvents).values(row);
    }
  } catch (error) {
    console.error(`Activity log: could not record ${input.kind}; the action goes on.`, error);
  }
}

/** Like recordActivity, on the process's database; never throws either (an unreachable database included). */
export async function recordActivityNow(input: ActivityInput): Promise<void> {
  try {
    await recordActivity(await database(), input);
  } catch (error) {
    console.error(`Activity log: could not record ${input.kind}; the action goes on.`, error);
  }
}

/** The actor of account `userId` as it is named now, read with `db` (the action's transaction). */
export async function accountActor(db: Database, userId: number): Promise<Actor> {
  const [user] = await db
    .select({ id: adminUsers.id, username: adminUsers.username })
    .from(adminUsers)
    .where(eq(adminUsers.id, userId));
  return user ?? { id: userId, username: `#${userId}` };
}

export interface ActivityQuery {
  /** How many entries, 1 to 200; 50 when left out. */
  limit?: number;
  /** The entries after this one (by date, then id), or before this moment. */
  before?: number | Date;
  /** Only this person's: the username as the entries keep it. */
  user?: string;
  kind?: ActivityKind;
  /** The first and last day, in the office's time zone, both included (`2026-11-25`). */
  from?: string;
  to?: string;
}

export interface ActivityPage {
  items: ActivityEntry[];
  /** The id to ask `before` for the next (older) page, or null when this page is the last. */
  next: number | null;
}

/**
 * A page of the log, newest first, by (at, id): one query on the index of the filter, however long the log. A
 * `before` id that no longer exists (deleted by the retention, with everything older) gives an empty page.
 */
export async function listActivity(query: ActivityQuery = {}, db?: Database): Promise<ActivityPage> {
  const handle = db ?? (await database());
  const limit = Math.min(Math.max(Math.trunc(query.limit ?? defaultActivityLimit), 1), maxActivityLimit);
  const t = activityEvents;
  const where: (SQL | undefined)[] = [
    query.user ? eq(t.username, query.user) : undefined,
    query.kind ? eq(t.kind, query.kind) : undefined,
    query.from ? gte(t.at, startOfOfficeDay(query.from)) : undefined,
    query.to ? lt(t.at, startOfOfficeDay(query.to, 1)) : undefined,
  ];
  if (query.before instanceof Date) where.push(lt(t.at, query.before));
  else if (query.before !== undefined) {
    where.push(sql`(${t.at}, ${t.id}) < (select e.at, e.id from ${t} e where e.id = ${query.before})`);
  }
  const rows = await handle
    .select()
    .from(t)
    .where(and(...where))
    .orderBy(desc(t.at), desc(t.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit).map((row): ActivityEntry => ({
    id: row.id,
    at: row.at,
    by: row.username === null ? null : { id: row.user_id, username: row.username },
    kind: row.kind as ActivityKind,
    summary: row.summary as ActivitySummary,
    address: row.address,
  }));
  await nameItems(handle, items);
  return { items, next: rows.length > limit ? items[items.length - 1]!.id : null };
}

const itemTables = {
  machine: { table: machines, field: 'name' },
  news: { table: news, field: 'title' },
  category: { table: categories, field: 'name' },
} as const;

/**
 * Gives the page's content changes the name of their item in the five languages, as it is now (a change keeps only
 * the item's kind and id, and points to its revision): one query per kind of item on the page, and one of the
 * trash for those deleted since. An item erased for good keeps no name (`#id`). Entries written before kept theirs.
 */
async function nameItems(db: Database, items: ActivityEntry[]): Promise<void> {
  const unnamed = items.filter(
    (entry) => entry.kind === 'contentChanged' && entry.summary.item && !entry.summary.label,
  );
  if (unnamed.length === 0) return;
  const names = new Map<string, Record<string, string>>();
  const labelOf = (row: Record<string, unknown>, field: string) =>
    Object.fromEntries(locales.map((locale) => [locale, String(row[`${field}_${locale}`] ?? '')]));
  for (const [kind, { table, field }] of Object.entries(itemTables)) {
    const ids = [...new Set(unnamed.filter((entry) => entry.summary.item === kind).map((e) => e.summary.itemId!))];
    if (ids.length === 0) continue;
    const rows = (await db.select().from(table).where(inArray(table.id, ids))) as Record<string, unknown>[];
    for (const row of rows) names.set(`${kind}.${String(row.id)}`, labelOf(row, field));
  }
  const gone = unnamed.filter((entry) => !names.has(`${entry.summary.item}.${entry.summary.itemId}`));
  if (gone.length > 0) {
    const deleted = await db
      .select({ kind: trash.kind, id: trash.item_id, label: trash.label })
      .from(trash)
      .where(
        and(
          inArray(trash.kind, ['machine', 'news', 'category']),
          inArray(
            trash.item_id,
            gone.map((entry) => entry.summary.itemId!),
          ),
        ),
      );
    for (const row of deleted) names.set(`${row.kind}.${row.id}`, row.label as Record<string, string>);
  }
  for (const entry of unnamed) {
    const label = names.get(`${entry.summary.item}.${entry.summary.itemId}`);
    if (label) entry.summary = { ...entry.summary, label };
  }
}

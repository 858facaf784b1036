/**
 * Every save of a machine, an article or a category is a revision: the changes it made, field by field and language
 * by language, with who made them and when, written in the same transaction as the save. A revision can be restored,
 * whole or one field in one language; the restore is itself a revision. Saves based on an older version are checked
 * against what changed since, so that nobody overwrites a colleague's work without knowing.
 */
import 'server-only';

import { and, desc, eq, gt, gte, lt, type SQL, sql, type SQLWrapper } from 'drizzle-orm';

import { clock } from '../clock';
import { database, rowsOf, type Transaction } from '../db';
import { activityEvents, adminUsers, draftChanges, revisions } from '../db/schema';
import { ConflictError, NotFoundError, PreconditionFailedError } from '../errors';
import type { HeldRow } from '../translations';
import { type Actor, currentActor } from './actor';
import {
  type Change,
  clashes,
  copyDocument,
  diffDocuments,
  type ItemDocument,
  stepBack,
  withOneField,
} from './changes';
import { applyChanges, kinds, type PartHooks, readDocument, type RevisionKind, type Section } from './documents';
import {
  clearDraftLog,
  type DraftKind,
  draftOn,
  inUndoneSavepoint,
  isDraftKind,
  savesToDraft,
  storeDraft,
} from './drafts';
import { releaseFiles } from './files';

const labels: Record<RevisionKind, string> = { machine: 'Machine', news: 'News', category: 'Category' };

/**
 * What a save expects of the item. `exact`: its version must be the current one (the REST API's `If-Match`; a draft's
 * own version for a save of the draft). `base`: the latest change the back office's screen showed (`editMark`);
 * others' changes since are refused only where this save changes the same.
 */
export interface Expectation {
  exact?: number;
  base?: number;
}

export interface SaveOptions {
  /** What the save may change (all when omitted): only these are read and compared. */
  sections?: Section[];
  expect?: Expectation;
  action?: 'update' | 'restore' | 'trash' | 'untrash' | 'publish' | 'unpublish';
  restoredFrom?: number;
}

/** What a save did: the value its write answered, the item's version after it, and whether it changed anything. */
export interface Saved<T> {
  value: T;
  version: number;
  changed: boolean;
}

/** Who made the item's latest revision, and when (the row's last change when it has none, from before the history). */
export async function latestAuthor(tx: Transaction, kind: RevisionKind, id: number) {
  const [latest] = await tx
    .select({ username: revisions.username, at: revisions.at })
    .from(revisions)
    .where(and(eq(revisions.kind, kind), eq(revisions.item_id, id)))
    .orderBy(desc(revisions.version))
    .limit(1);
  return latest ?? { username: null, at: new Date(0) };
}

/**
 * Writes the revision, the activity log's entry that points to it, (`bump`) the item's new version and (`with`) the
 * save's translation bookkeeping, in one statement: a save's bookkeeping costs one round trip. The entry holds only
 * the item and the action: the log shows the item's name as it is now (activity/log.ts), the revision what changed.
 * An entry is written exactly when its revision is; an account deleted meanwhile leaves it with the name alone, as
 * the log's foreign key would.
 */
async function recordRevision(
  tx: Transaction,
  kind: RevisionKind,
  id: number,
  version: number,
  action: NonNullable<SaveOptions['action']> | 'create',
  changes: Change[],
  options: { restoredFrom?: number; bump: boolean; with?: SQLWrapper },
  actor: Actor = currentActor(),
): Promise<void> {
  const at = clock.now().toISOString();
  const { table } = kinds[kind];
  const username = actor.username === null ? null : actor.username.slice(0, 100);
  const summary = JSON.stringify({ item: kind, itemId: id, action });
  // Drizzle writes a query set in another in parentheses, as a CTE wants it.
  await tx.execute(sql`with ${options.with ? sql`alongside as ${options.with}, ` : sql``}revision as (
      insert into ${revisions} (kind, item_id, version, at, user_id, username, source, action, restored_from, changes)
      values (${kind}, ${id}, ${version}, ${at}::timestamptz, ${actor.userId}::integer, ${actor.username}::text,
        ${actor.source}, ${action}, ${options.restoredFrom ?? null}::integer, ${JSON.stringify(changes)}::jsonb)
      returning id
    ), entry as (
      insert into ${activityEvents} (at, user_id, username, kind, summary)
      select ${at}::timestamptz, (select ${adminUsers.id} from ${adminUsers} where ${adminUsers.id} = ${actor.userId}::integer),
        ${username}::text, 'contentChanged', ${summary}::jsonb || jsonb_build_object('revision', revision.id)
      from revision
    )
    ${options.bump ? sql`update ${table} set version = ${version} where id = ${id}` : sql`select 1`}`);
}

/**
 * Locks the item's row for the transaction and answers its version, and the row itself when `whole` (a save of its
 * fields compares them: the lock reads them at no extra cost); NotFoundError when there is no such item.
 */
export async function lockItem(tx: Transaction, kind: RevisionKind, id: number): Promise<number>;
export async function lockItem(
  tx: Transaction,
  kind: RevisionKind,
  id: number,
  whole: true,
): Promise<Record<string, unknown>>;
export async function lockItem(tx: Transaction, kind: RevisionKind, id: number, whole = false) {
  const { table } = kinds[kind];
  const [row] = (await (whole ? tx.select() : tx.select({ version: table.version }))
    .from(table)
    .where(eq(table.id, id))
    .for('update')) as Record<string, unknown>[];
  if (!row) throw new NotFoundError(labels[kind]);
  return whole ? row : Number(row.version);
}

/**
 * What a save writes with: its transaction, and the item's row held locked (`HeldRow`), for a write that changes the
 * row through `updateTranslated` alone, which then neither reads it before the update nor lets it be read after.
 */
export type Write<T> = (tx: Transaction, item: HeldRow) => Promise<T>;

/**
 * Runs `write` on item `id` in one transaction, under the item's lock, and records what it changed as one revision
 * (none when it changed nothing). Refuses, and undoes the write, when the version is not what `expect` says.
 */
export async function changeItem<T>(
  kind: RevisionKind,
  id: number,
  options: SaveOptions,
  write: Write<T>,
): Promise<Saved<T>> {
  if (savesToDraft(kind)) return changeDraft(kind, id, options, write);
  const db = await database();
  return db.transaction(async (tx) => {
    // The lock reads the row with the lists the save may change: the document before costs no other query.
    const { expect = {} } = options;
    // The others' changes since the screen's mark, read with the item under its lock (none can come in meanwhile).
    const extra = expect.base !== undefined ? { theirs: changesSince(kind, id, { mark: expect.base }) } : undefined;
    const read = await readDocument(tx, kind, id, options.sections, { lock: true, extra });
    if (!read) throw new NotFoundError(labels[kind]);
    const { row, version } = read;
    if (expect.exact !== undefined && expect.exact !== version) {
      const author = await latestAuthor(tx, kind, id);
      throw new PreconditionFailedError(`${labels[kind]} was changed since version ${expect.exact}`, author);
    }
    const before = read;
    // The next version goes with the row when the write updates it (`HeldRow.version`); else with the revision.
    const next = version + 1;
    const item: HeldRow = { row, written: false, version: next };
    const value = await write(tx, item);
    // The row is read again only when the save may have changed it and its write did not answer it: the lock keeps
    // it there meanwhile.
    const fieldsChange = !options.sections || options.sections.includes('fields');
    const after = await readDocument(tx, kind, id, options.sections, {
      row: item.written ? item.row : fieldsChange ? undefined : row,
    });
    if (!after) throw new NotFoundError(labels[kind]);
    const changes = diffDocuments(before.document, after.document);
    // Moving to or from the trash, publishing and unpublishing are revisions even when no content changes.
    if (changes.length === 0 && ['update', 'restore'].includes(options.action ?? 'update')) {
      // Nothing changed: the version the update wrote is taken back (a save that changes nothing is rare).
      if (item.written) await tx.update(kinds[kind].table).set({ version }).where(eq(kinds[kind].table.id, id));
      if (item.bookkeeping) await tx.execute(sql`${item.bookkeeping}`);
      return { value, version, changed: false };
    }
    if (expect.base !== undefined) {
      refuseClash(kind, read.extra.theirs!, (theirs) =>
        theirs.some((change) => changes.some((ours) => clashes(change, ours))),
      );
    }
    await recordRevision(tx, kind, id, next, options.action ?? 'update', changes, {
      restoredFrom: options.restoredFrom,
      bump: !item.written,
      with: item.bookkeeping,
    });
    return { value, version: next, changed: true };
  });
}

/**
 * `changeItem` for a save to the item's draft (drafts.ts): under the item's lock, which reads its published document
 * and its draft in one query, the draft is applied to the item's tables in a savepoint, `write` runs, and what it
 * leaves of the sections it may change is read as the new draft before the savepoint is rolled back (the rest is the
 * draft as it was). The item and its version do not change; the draft's does, and the save is logged
 * (`draft_changes`). `expect.exact` is checked against the draft's version (its `If-Match`); `expect.base`, the
 * screen's mark, against the others' revisions and draft saves since, as any back-office save.
 */
async function changeDraft<T>(kind: DraftKind, id: number, options: SaveOptions, write: Write<T>): Promise<Saved<T>> {
  const db = await database();
  // Files that only the draft's log named, once the draft is gone: removed after the transaction.
  let released: string[] = [];
  const saved = await db.transaction(async (tx): Promise<Saved<T>> => {
    const base = options.expect?.base;
    // The others' revisions and draft saves since the screen's mark, read with the item under its lock.
    const extra = base !== undefined ? { theirs: changesSince(kind, id, { mark: base }) } : undefined;
    const read = await readDocument(tx, kind, id, undefined, { lock: true, draft: true, extra });
    if (!read) throw new NotFoundError(labels[kind]);
    const { version, document: published, draft } = read;
    const exact = options.expect?.exact;
    if (exact !== undefined && exact !== (draft?.version ?? 0)) {
      const author = { username: draft?.updated_by ?? null, at: draft?.updated_at ?? new Date(0) };
      throw new PreconditionFailedError(`The draft of this ${kind} was changed since version ${exact}`, author);
    }
    const before = await draftOn(tx, kind, id, published, version, draft);
    const { sections } = options;
    const fieldsChange = !sections || sections.includes('fields');
    const { value, after } = await inUndoneSavepoint(tx, async (savepoint) => {
      // The row as the draft makes it: the item's, or the one the update of the draft's fields answers.
      const item: HeldRow = { row: read.row, written: false, undone: true };
      await applyChanges(savepoint, kind, id, diffDocuments(published, before), {}, item);
      const held: HeldRow = { row: item.row, written: false, undone: true };
      const value = await write(savepoint, held);
      const row = held.written || !fieldsChange ? held.row : undefined;
      return { value, after: (await readDocument(savepoint, kind, id, sections, { row }))!.document };
    });
    const wanted = sections ? withSections(before, after, sections) : after;
    const changes = diffDocuments(before, wanted);
    if (changes.length === 0) return { value, version, changed: false };
    if (base !== undefined) {
      refuseClash(kind, read.extra.theirs!, (theirs) =>
        theirs.some((change) => changes.some((ours) => clashes(change, ours))),
      );
    }
    if (!(await storeDraft(tx, kind, id, published, wanted, version, changes))) {
      released = await clearDraftLog(tx, kind, id);
    }
    return { value, version, changed: true };
  });
  if (released.length > 0) await releaseFiles(db, released);
  return saved;
}

/** `document` with `sections` as `read` has them (a document of those sections only). */
function withSections(document: ItemDocument, read: ItemDocument, sections: Section[]): ItemDocument {
  const result = copyDocument(document);
  if (sections.includes('fields')) {
    const { categories } = result.fields;
    result.fields = { ...read.fields };
    if (categories !== undefined && !sections.includes('categories')) result.fields.categories = categories;
  } else if (sections.includes('categories')) result.fields.categories = read.fields.categories!;
  Object.assign(result.lists, read.lists);
  return result;
}

/**
 * The latest change of each item of `ids` a screen shows: the greatest id of its revisions and, for a machine or an
 * article, of its draft's saves (one sequence numbers both); 0 when it has none. What a back-office save sends as
 * its `base`. One query.
 */
export async function editMarks(kind: RevisionKind, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const db = await database();
  const list = sql`select item_id::int as id from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) item_id`;
  const latest = (table: typeof revisions | typeof draftChanges) =>
    sql`(select max(${table.id}) from ${table} where ${table.kind} = ${kind} and ${table.item_id} = wanted.id)`;
  const rows = rowsOf<{ id: number; mark: number }>(
    await db.execute(sql`select wanted.id, greatest(${latest(revisions)},
        ${isDraftKind(kind) ? latest(draftChanges) : sql`null`}, 0)::int as mark
      from (${list}) wanted`),
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.mark)]));
}

/** `editMarks` of one item. */
export async function editMark(kind: RevisionKind, id: number): Promise<number> {
  return (await editMarks(kind, [id])).get(id) ?? 0;
}

/** A change someone made to an item: who, when, and what (`Change[]`). */
interface Theirs {
  user_id: number | null;
  username: string | null;
  at: Date;
  changes: unknown;
}

/**
 * The changes made to the item since `since`, as one scalar subquery giving them as JSON text (`readDocument` reads
 * it beside the item, `refuseOverwrite` on its own). `since.mark`: the latest change the back office's screen showed
 * (`editMark`): the revisions and the draft's saves after it. `since.version`: the item's version a draft was based
 * on: the revisions after it.
 */
export function changesSince(kind: RevisionKind, id: number, since: { mark?: number; version?: number }): SQL {
  const after =
    since.mark !== undefined ? sql`r.id > ${since.mark}` : sql`r.version > ${since.version ?? 2_147_483_647}`;
  const ofDraft =
    since.mark !== undefined && isDraftKind(kind)
      ? sql` union all select d.user_id, d.username, d.at, d.changes from ${draftChanges} d
          where d.kind = ${kind} and d.item_id = ${id} and d.id > ${since.mark}`
      : sql``;
  return sql`(select coalesce(jsonb_agg(theirs), '[]')::text from (select r.user_id, r.username, r.at, r.changes
      from ${revisions} r where r.kind = ${kind} and r.item_id = ${id} and ${after}${ofDraft}) theirs)`;
}

/**
 * Throws a ConflictError when someone else made one of `theirs` (`changesSince`'s JSON) in a way `overwritten` says
 * this save would overwrite (a deletion of the whole item: any change).
 */
export function refuseClash(kind: RevisionKind, theirs: string, overwritten: (theirs: Change[]) => boolean): void {
  const { userId } = currentActor();
  // One's own saves since (from another form of the same screen, another tab) are no one else's work to protect.
  const clash = (JSON.parse(theirs) as (Omit<Theirs, 'at'> & { at: string })[])
    .map((change): Theirs => ({ ...change, at: new Date(change.at) }))
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .find((change) => (userId === null || change.user_id !== userId) && overwritten(change.changes as Change[]));
  if (clash) {
    throw new ConflictError(`${labels[kind]} was changed by someone else since it was opened`, {
      username: clash.username,
      at: clash.at,
    });
  }
}

/** `refuseClash` over `changesSince`, read in a query of its own. */
export async function refuseOverwrite(
  tx: Transaction,
  kind: RevisionKind,
  id: number,
  since: { mark?: number; version?: number },
  overwritten: (theirs: Change[]) => boolean,
) {
  const [row] = rowsOf<{ theirs: string }>(await tx.execute(sql`select ${changesSince(kind, id, since)} as theirs`));
  refuseClash(kind, row!.theirs, overwritten);
}

/**
 * Creates an item with `insert` and records its first revision: every field it was given. Answers what `insert`
 * answered.
 */
export async function createItem<T extends { id: number }>(
  kind: RevisionKind,
  insert: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const db = await database();
  return db.transaction(async (tx) => {
    const created = await insert(tx);
    const read = await readDocument(tx, kind, created.id);
    const empty: ItemDocument = {
      fields: {},
      lists: Object.fromEntries(Object.keys(read!.document.lists).map((name) => [name, { order: [], items: {} }])),
    };
    const given = diffDocuments(empty, read!.document).filter(
      (change) =>
        change.after !== '' && change.after !== null && !(Array.isArray(change.after) && !change.after.length),
    );
    await recordRevision(tx, kind, created.id, read!.version, 'create', given, { bump: false });
    return created;
  });
}

/** A revision as the history and the API show it. */
export interface Revision {
  id: number;
  version: number;
  at: string;
  by: { id: number | null; username: string | null };
  source: string;
  action: string;
  restoredFrom: number | null;
  changes: Change[];
}

function present(row: typeof revisions.$inferSelect): Revision {
  return {
    id: row.id,
    version: row.version,
    at: row.at.toISOString(),
    by: { id: row.user_id, username: row.username },
    source: row.source,
    action: row.action,
    restoredFrom: row.restored_from,
    changes: row.changes as Change[],
  };
}

/** The item's revisions, newest first, `limit` at a time, those older than version `before` when given: one query. */
export async function listRevisions(
  kind: RevisionKind,
  id: number,
  page: { limit: number; before?: number },
): Promise<Revision[]> {
  const db = await database();
  const rows = await db
    .select()
    .from(revisions)
    .where(
      and(
        eq(revisions.kind, kind),
        eq(revisions.item_id, id),
        page.before === undefined ? undefined : lt(revisions.version, page.before),
      ),
    )
    .orderBy(desc(revisions.version))
    .limit(page.limit);
  return rows.map(present);
}

/** How many revisions the item has: the history's pages. */
export async function countRevisions(kind: RevisionKind, id: number): Promise<number> {
  const db = await database();
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(revisions)
    .where(and(eq(revisions.kind, kind), eq(revisions.item_id, id)));
  return row?.count ?? 0;
}

/**
 * Brings item `id` back to its state right after revision `revisionId` (of this item; NotFoundError otherwise), or
 * only `only` (one field in one language, one part) as it was then. Every revision since is stepped back over, so
 * what changed later in other fields is undone too by a whole restore and kept by a field's. The restore is one new
 * revision; nothing is lost, since what it replaces is in the revisions before it.
 */
export async function restoreRevision(
  kind: RevisionKind,
  id: number,
  revisionId: number,
  only?: Pick<Change, 'field' | 'language'>,
  hooks?: PartHooks,
  /** Restore the state right before the revision instead: what undoes it. */
  before = false,
): Promise<Saved<null>> {
  return changeItem(kind, id, { action: 'restore', restoredFrom: revisionId }, async (tx) => {
    const [revision] = await tx
      .select({ version: revisions.version })
      .from(revisions)
      .where(and(eq(revisions.id, revisionId), eq(revisions.kind, kind), eq(revisions.item_id, id)));
    if (!revision) throw new NotFoundError('Revision');
    const current = (await readDocument(tx, kind, id))!.document;
    const newer = await tx
      .select({ changes: revisions.changes })
      .from(revisions)
      .where(
        and(
          eq(revisions.kind, kind),
          eq(revisions.item_id, id),
          before ? gte(revisions.version, revision.version) : gt(revisions.version, revision.version),
        ),
      )
      .orderBy(desc(revisions.version));
    const then = stepBack(current, newer as { changes: Change[] }[]);
    const wanted = only ? withOneField(current, then, only) : then;
    await applyChanges(tx, kind, id, diffDocuments(current, wanted), hooks);
    return null;
  });
}

/**
 * Records a revision of item `id` inside an open transaction, which locks it unless `locked` gives its version
 * (the trash's moves).
 */
export async function recordInTransaction(
  tx: Transaction,
  kind: RevisionKind,
  id: number,
  action: 'trash' | 'untrash',
  locked?: number,
): Promise<number> {
  const version = (locked ?? (await lockItem(tx, kind, id))) + 1;
  await recordRevision(tx, kind, id, version, action, [], { bump: true });
  return version;
}

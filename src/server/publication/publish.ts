/**
 * Publishing: a machine's or an article's draft (history/drafts.ts) made its published version, whole or in some
 * languages, now or at a set time; taking an item off the site and putting it back; discarding a draft. Each
 * publication and each unpublication is one revision (action `publish` / `unpublish`) holding the changes it made.
 *
 * Publishing some languages only: the draft's changes of those languages' texts are published, and so are the
 * changes that belong to no language (pictures, their order, categories, price, characteristic numbers, the cover,
 * the date, parts removed), since the texts of every language stand on them. A part added in the draft is published
 * with its texts in the chosen languages and blank in the others (the public fallback fills them); those stay in the
 * draft as changes of their languages. What was not published stays in the draft.
 */
import 'server-only';

import { and, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

import { type Locale, locales } from '@/i18n/locales';
import type { TranslatableKind } from '@/schemas/translations';

import { cacheTags, invalidate } from '../cache/tags';
import { clock } from '../clock';
import { database, type Transaction } from '../db';
import { drafts, machines, news } from '../db/schema';
import { NotFoundError } from '../errors';
import { changeItem, type Expectation, lockItem, refuseOverwrite, trashHooks } from '../history';
import {
  type Change,
  clashes,
  diffDocuments,
  type ItemDocument,
  splitColumn,
  targetOf,
  type Values,
} from '../history/changes';
import { applyChanges, readDocument } from '../history/documents';
import {
  clearDraftLog,
  deleteDraft,
  type DraftKind,
  draftOn,
  type DraftRow,
  editingPublished,
  inUndoneSavepoint,
  loadDraft,
  savesToDraft,
  storeDraft,
} from '../history/drafts';
import { confirmIn } from '../translations';
import { columnOf, translatable } from '../translations/kinds';
import { releaseFiles } from '../history/files';

export type { DraftKind } from '../history/drafts';

export const tables = { machine: machines, news } as const;

const labels: Record<DraftKind, string> = { machine: 'Machine', news: 'News' };

/** Where an item stands, as the back office and the API tell it. */
export type PublicationStatus = 'draft' | 'published' | 'scheduled' | 'unpublished';

export interface Publication {
  status: PublicationStatus;
  /** ISO dates of what is scheduled, or null. */
  publishAt: string | null;
  unpublishAt: string | null;
  /** Whether it has a draft, and the languages whose texts the draft changes (unpublished changes). */
  hasDraft: boolean;
  draftLanguages: Locale[];
  /** Whether the draft changes something of no language (pictures, order, categories, numbers). */
  draftNeutral: boolean;
}

type Row = { status: 'published' | 'draft' | 'unpublished'; publish_at: Date | null; unpublish_at: Date | null };

async function rowOf(tx: Transaction, kind: DraftKind, id: number): Promise<Row> {
  const table = tables[kind];
  const [row] = await tx
    .select({ status: table.status, publish_at: table.publish_at, unpublish_at: table.unpublish_at })
    .from(table)
    .where(eq(table.id, id));
  if (!row) throw new NotFoundError(labels[kind]);
  return row;
}

/** The languages `changes` touch, and whether some touch no language. */
export function languagesOf(changes: Change[]): { languages: Locale[]; neutral: boolean } {
  const touched = new Set<Locale>();
  let neutral = false;
  for (const change of changes) {
    if (change.language) touched.add(change.language);
    else if (targetOf(change).kind === 'part' && change.after !== null) {
      // A part added: its texts are changes of their languages.
      neutral = true;
      for (const [column, value] of Object.entries(change.after as Values)) {
        const { language } = splitColumn(column);
        if (language && value !== '' && value !== null) touched.add(language);
      }
    } else neutral = true;
  }
  return { languages: locales.filter((locale) => touched.has(locale)), neutral };
}

/** The item's draft on its current published version, and that version's document (read in one query). */
async function draftAndPublished(tx: Transaction, kind: DraftKind, id: number) {
  const read = await readDocument(tx, kind, id, undefined, { draft: true });
  if (!read) throw new NotFoundError(labels[kind]);
  const { draft } = read;
  const wanted = await draftOn(tx, kind, id, read.document, read.version, draft);
  return { published: read.document, version: read.version, draft, wanted };
}

/** Where item `id` stands: its status, what is scheduled, and what its draft changes. */
export async function publicationOf(kind: DraftKind, id: number): Promise<Publication> {
  return (await publicationAndDraft(kind, id)).publication;
}

/** `publicationOf`, and the draft as a document (the published version when there is none), read once. */
export async function publicationAndDraft(
  kind: DraftKind,
  id: number,
): Promise<{ publication: Publication; document: ItemDocument }> {
  const db = await database();
  return db.transaction(async (tx) => {
    const row = await rowOf(tx, kind, id);
    const { published, wanted, draft } = await draftAndPublished(tx, kind, id);
    const { languages, neutral } = languagesOf(diffDocuments(published, wanted));
    const scheduled = row.status !== 'published' && row.publish_at !== null;
    const publication: Publication = {
      status: scheduled ? 'scheduled' : row.status,
      publishAt: row.publish_at?.toISOString() ?? null,
      unpublishAt: row.unpublish_at?.toISOString() ?? null,
      hasDraft: draft !== null,
      draftLanguages: languages,
      draftNeutral: neutral,
    };
    return { publication, document: wanted };
  });
}

/** The draft as a document (the published version when there is none), and the draft's own version (0: none). */
export async function readDraft(
  kind: DraftKind,
  id: number,
): Promise<{ document: ItemDocument; published: ItemDocument; version: number; draftVersion: number }> {
  const db = await database();
  return db.transaction(async (tx) => {
    const { published, wanted, version, draft } = await draftAndPublished(tx, kind, id);
    return { document: wanted, published, version, draftVersion: draft?.version ?? 0 };
  });
}

/** A "still right" said of a translation while its item had a draft (`drafts.confirmations`). */
interface DraftConfirmation {
  kind: TranslatableKind;
  id: number;
  field: string;
  language: Locale;
}

/** The draft's "still right" confirmations, applied after its changes (a part gone since is passed over). */
async function applyConfirmations(tx: Transaction, draft: DraftRow | null): Promise<void> {
  for (const { kind, id, field, language } of (draft?.confirmations ?? []) as DraftConfirmation[]) {
    try {
      await confirmIn(tx, kind, id, field, language);
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
    }
  }
}

/**
 * "Still right" of a translation in the back office, whose saves go to drafts: when the machine or article the
 * field belongs to has a draft, the confirmation is kept with the draft (its states are read as the draft makes
 * them, and it is applied on publishing); answers false when it is for the published version (no draft, a
 * category, the REST API), which `confirmTranslation` then changes.
 */
export async function confirmInDraft(
  kind: TranslatableKind,
  itemId: number,
  field: string,
  language: Locale,
): Promise<boolean> {
  const spec = translatable[kind];
  const owner = (spec.owner ?? kind) as TranslatableKind;
  if (owner !== 'machine' && owner !== 'news') return false;
  if (!savesToDraft(owner)) return false;
  const db = await database();
  return db.transaction(async (tx) => {
    let ownerId = itemId;
    if (spec.owner) {
      const [row] = (await tx
        .select({ owner: columnOf(kind, ownerColumns[owner]) })
        .from(spec.table as unknown as PgTable)
        .where(eq(columnOf(kind, 'id'), itemId))) as { owner: number }[];
      if (!row) return false;
      ownerId = Number(row.owner);
    }
    await lockItem(tx, owner, ownerId);
    const draft = await loadDraft(tx, owner, ownerId);
    if (!draft) return false;
    const confirmation: DraftConfirmation = { kind, id: itemId, field, language };
    const list = (draft.confirmations as DraftConfirmation[]).filter(
      (each) => !(each.kind === kind && each.id === itemId && each.field === field && each.language === language),
    );
    await tx
      .update(drafts)
      .set({ confirmations: [...list, confirmation] })
      .where(and(eq(drafts.kind, owner), eq(drafts.item_id, ownerId)));
    return true;
  });
}

const ownerColumns = { machine: 'machine_id', news: 'news_id' } as const;

/**
 * What `read` reads of item `id` as its draft would make it, published: the draft is applied to the item's tables in
 * a savepoint (the item counted as published), `read` runs on it, and the savepoint is rolled back. So the back
 * office and the preview read a draft with the very code that reads the published item.
 */
export async function readAsDrafted<T>(kind: DraftKind, id: number, read: (tx: Transaction) => Promise<T>): Promise<T> {
  const db = await database();
  return db.transaction(async (tx) => {
    const { published, wanted, draft } = await draftAndPublished(tx, kind, id);
    return inUndoneSavepoint(tx, async (savepoint) => {
      await applyChanges(savepoint, kind, id, diffDocuments(published, wanted));
      await applyConfirmations(savepoint, draft);
      const table = tables[kind];
      await savepoint.update(table).set({ status: 'published' }).where(eq(table.id, id));
      return read(savepoint);
    });
  });
}

/** `changes` as far as publishing `languages` takes them (see the module's comment). */
export function changesFor(changes: Change[], languages: readonly Locale[]): Change[] {
  const chosen = new Set(languages);
  if (locales.every((locale) => chosen.has(locale))) return changes;
  return changes.flatMap((change) => {
    if (change.language) return chosen.has(change.language) ? [change] : [];
    if (targetOf(change).kind !== 'part' || change.after === null) return [change];
    const values = { ...(change.after as Values) };
    for (const column of Object.keys(values)) {
      const { language } = splitColumn(column);
      if (language && !chosen.has(language)) values[column] = '';
    }
    return [{ ...change, after: values }];
  });
}

/** Expires every cached page and list that shows the item, as any save does. */
export function expireItem(kind: DraftKind, id: number): void {
  if (kind === 'machine') invalidate(cacheTags.machines, cacheTags.machine(id));
  else invalidate(cacheTags.news, cacheTags.newsItem(id));
}

export interface PublishOptions {
  /** Only these languages' changes (and those of no language); all when omitted. */
  languages?: readonly Locale[];
  /** Publish then: a time in the future schedules it; now or in the past publishes at once. */
  at?: Date;
  /** The version the office's screen showed (the stale-save rule), or the API's `If-Match`. */
  expect?: Expectation;
}

export interface PublishResult {
  status: PublicationStatus;
  /** The item's version after it (unchanged when scheduled). */
  version: number;
  /** Set when a time was given that had passed: published at once instead. */
  publishedNowInstead?: true;
  /** Whether a draft remains (languages not published). */
  hasDraft: boolean;
}

/**
 * Publishes item `id`'s draft (or puts an unpublished item back on the site as it is), in `languages` or all, as one
 * revision; or schedules it. A draft based on an older version whose changes clash with what someone else changed
 * since is refused (ConflictError), as any stale save is.
 */
export async function publishItem(kind: DraftKind, id: number, options: PublishOptions = {}): Promise<PublishResult> {
  const now = clock.now();
  if (options.at && options.at.getTime() > now.getTime()) {
    const db = await database();
    const table = tables[kind];
    const [row] = await db
      .update(table)
      .set({ publish_at: options.at })
      .where(eq(table.id, id))
      .returning({ version: table.version, status: table.status });
    if (!row) throw new NotFoundError(labels[kind]);
    const publication = await publicationOf(kind, id);
    return {
      status: row.status === 'published' ? 'published' : 'scheduled',
      version: row.version,
      hasDraft: publication.hasDraft,
    };
  }
  const { version, hasDraft } = await publishNow(kind, id, options.languages, options.expect);
  return { status: 'published', version, hasDraft, ...(options.at && { publishedNowInstead: true as const }) };
}

/** Publishes at once; `due` (the scheduler): only if the item's `publish_at` is due, else nothing (null). */
async function publishNow(
  kind: DraftKind,
  id: number,
  languages: readonly Locale[] = locales,
  expect: Expectation = {},
  due?: Date,
): Promise<{ version: number; hasDraft: boolean }> {
  const db = await database();
  let hasDraft = false;
  let released: string[] = [];
  const saved = await editingPublished(() =>
    changeItem(kind, id, { action: 'publish', expect: { exact: expect.exact } }, async (tx) => {
      const row = await rowOf(tx, kind, id);
      if (due && (row.publish_at === null || row.publish_at.getTime() > due.getTime())) throw new NothingDue();
      // The draft as it is under the item's lock: a colleague's save of it a moment before is what is published.
      const { published, wanted, version, draft: current } = await draftAndPublished(tx, kind, id);
      const publishing = changesFor(diffDocuments(published, wanted), languages);
      const overwrites = (theirs: Change[]) =>
        theirs.some((change) => publishing.some((ours) => clashes(change, ours)));
      // A draft saved on an older version: what others published since is not overwritten unknowingly. And the
      // screen's mark: a colleague's revision or draft save since, of what this publishes, is not published unseen
      // (both checked before the draft's log is cleared below).
      if (current && current.base_version < version)
        await refuseOverwrite(tx, kind, id, { version: current.base_version }, overwrites);
      if (expect.base !== undefined) await refuseOverwrite(tx, kind, id, { mark: expect.base }, overwrites);
      await applyChanges(tx, kind, id, publishing, trashHooks);
      await applyConfirmations(tx, current);
      const table = tables[kind];
      await tx.update(table).set({ status: 'published', publish_at: null }).where(eq(table.id, id));
      const now = (await readDocument(tx, kind, id))!.document;
      // The item's version once this revision is recorded: what the rest of the draft is based on.
      hasDraft = await storeDraft(tx, kind, id, now, wanted, version + 1);
      if (!hasDraft) released = await clearDraftLog(tx, kind, id);
    }),
  );
  if (released.length > 0) await releaseFiles(db, released);
  expireItem(kind, id);
  return { version: saved.version, hasDraft };
}

class NothingDue extends Error {}

/** The scheduler's publication of item `id`, if its time has come by `now` and no other instance did it: one revision. */
export async function publishIfDue(kind: DraftKind, id: number, now: Date): Promise<boolean> {
  try {
    await publishNow(kind, id, locales, {}, now);
    return true;
  } catch (error) {
    if (error instanceof NothingDue) return false;
    throw error;
  }
}

/** The scheduler's unpublication of item `id`, if its time has come by `now`: one revision. */
export async function unpublishIfDue(kind: DraftKind, id: number, now: Date): Promise<boolean> {
  try {
    await unpublishNow(kind, id, {}, now);
    return true;
  } catch (error) {
    if (error instanceof NothingDue) return false;
    throw error;
  }
}

async function unpublishNow(kind: DraftKind, id: number, expect: Expectation, due?: Date): Promise<number> {
  const saved = await editingPublished(() =>
    changeItem(kind, id, { action: 'unpublish', expect }, async (tx) => {
      const row = await rowOf(tx, kind, id);
      if (due && (row.unpublish_at === null || row.unpublish_at.getTime() > due.getTime())) throw new NothingDue();
      const table = tables[kind];
      // A publication scheduled before the unpublication is overtaken by it.
      await tx
        .update(table)
        .set({ status: 'unpublished', unpublish_at: null, ...(due === undefined && { publish_at: null }) })
        .where(eq(table.id, id));
    }),
  );
  expireItem(kind, id);
  return saved.version;
}

/** Takes item `id` off the site (404 for visitors, out of every list) without deleting it; or schedules it. */
export async function unpublishItem(
  kind: DraftKind,
  id: number,
  options: { at?: Date; expect?: Expectation } = {},
): Promise<{ status: PublicationStatus; version: number; unpublishedNowInstead?: true }> {
  if (options.at && options.at.getTime() > clock.now().getTime()) {
    const db = await database();
    const table = tables[kind];
    const [row] = await db
      .update(table)
      .set({ unpublish_at: options.at })
      .where(eq(table.id, id))
      .returning({ version: table.version, status: table.status });
    if (!row) throw new NotFoundError(labels[kind]);
    return { status: (await publicationOf(kind, id)).status, version: row.version };
  }
  const version = await unpublishNow(kind, id, options.expect ?? {});
  return { status: 'unpublished', version, ...(options.at && { unpublishedNowInstead: true as const }) };
}

/** Cancels what is scheduled for item `id` (its publication, its unpublication, or both). */
export async function cancelSchedule(kind: DraftKind, id: number, what: { publish?: boolean; unpublish?: boolean }) {
  const db = await database();
  const table = tables[kind];
  const [row] = await db
    .update(table)
    .set({ ...(what.publish && { publish_at: null }), ...(what.unpublish && { unpublish_at: null }) })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  if (!row) throw new NotFoundError(labels[kind]);
}

/**
 * "Discard draft": the item goes back to its published version in the back office, and the files only the draft
 * named are removed. Answers whether there was one. `expect.base`: the screen's mark; a colleague's draft saves since
 * are not discarded unseen.
 */
export async function discardDraft(kind: DraftKind, id: number, expect: Expectation = {}): Promise<boolean> {
  const db = await database();
  const { deleted, files } = await db.transaction(async (tx) => {
    await lockItem(tx, kind, id);
    if (expect.base !== undefined) await refuseOverwrite(tx, kind, id, { mark: expect.base }, () => true);
    return deleteDraft(tx, kind, id);
  });
  if (files.length > 0) await releaseFiles(db, files);
  return deleted;
}

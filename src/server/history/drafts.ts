/**
 * Drafts: a machine or an article as the office wants it before it is published, kept as a history document (the
 * `drafts` table) beside the published version in the item's own tables, which every public read reads. A draft is
 * edited by the same write code as the published version: inside `editingDrafts`, `changeItem` (revisions.ts)
 * applies the draft to the item's tables in a savepoint, runs the write, reads the result as the new draft and rolls
 * the savepoint back (`inUndoneSavepoint`), so that validation is that of any save. Ids of parts added in a draft
 * come from the tables' sequences, which a rollback leaves reserved: a part keeps its id when published. Every write
 * of a draft (a save, a publication, a "still right", a discard) holds its item's row lock first: that lock is the
 * draft's too, and the draft is read with the item, unlocked.
 */
import 'server-only';

import { AsyncLocalStorage } from 'node:async_hooks';

import { and, desc, eq, gt, sql } from 'drizzle-orm';

import { clock } from '../clock';
import type { Transaction } from '../db';
import { draftChanges, type draftKinds, drafts, revisions } from '../db/schema';
import { currentActor } from './actor';
import { filesOf } from './files';
import { type Change, copyDocument, diffDocuments, type ItemDocument, setValue, stepBack } from './changes';
import type { RevisionKind } from './documents';

export type DraftKind = (typeof draftKinds)[number];

export const isDraftKind = (kind: RevisionKind): kind is DraftKind => kind === 'machine' || kind === 'news';

const scope = new AsyncLocalStorage<boolean>();

/** Runs `task` so that every save of a machine or an article it makes changes the item's draft, not the item. */
export function editingDrafts<T>(task: () => Promise<T>): Promise<T> {
  return scope.run(true, task);
}

/** Runs `task` so that its saves change the published item again (publishing, from within a draft scope). */
export function editingPublished<T>(task: () => Promise<T>): Promise<T> {
  return scope.run(false, task);
}

/** Where an item created now starts: a draft in the back office (and a REST call asking so), else published. */
export const newItemStatus = (): 'draft' | 'published' => (scope.getStore() === true ? 'draft' : 'published');

/** Whether a save of `kind` made now goes to the item's draft. */
export const savesToDraft = (kind: RevisionKind): kind is DraftKind => scope.getStore() === true && isDraftKind(kind);

export type DraftRow = typeof drafts.$inferSelect;

/** The item's draft row; null when it has none. */
export async function loadDraft(tx: Transaction, kind: DraftKind, id: number): Promise<DraftRow | null> {
  const [row] = await tx
    .select()
    .from(drafts)
    .where(and(eq(drafts.kind, kind), eq(drafts.item_id, id)));
  return row ?? null;
}

/** Thrown inside `inUndoneSavepoint` to roll the savepoint back once its task has answered. */
class Undone extends Error {}

/**
 * Runs `task` in a savepoint of `tx` that is rolled back after it, and answers what `task` answered: what a draft
 * makes of its item is written there only to be read. The search index's notes of what to make again go with the
 * rollback (drizzle/0030_search_catch_up.sql).
 */
export async function inUndoneSavepoint<T>(tx: Transaction, task: (savepoint: Transaction) => Promise<T>): Promise<T> {
  let answer: { value: T } | undefined;
  try {
    await tx.transaction(async (savepoint) => {
      answer = { value: await task(savepoint) };
      throw new Undone();
    });
  } catch (error) {
    if (!(error instanceof Undone)) throw error;
  }
  return answer!.value;
}

/** Keeps parts listed once and in order: a part deleted meanwhile leaves the order, one added joins its end. */
function tidyLists(document: ItemDocument): void {
  for (const list of Object.values(document.lists)) {
    const present = list.order.filter((id, index) => id in list.items && list.order.indexOf(id) === index);
    const missing = Object.keys(list.items)
      .map(Number)
      .filter((id) => !present.includes(id));
    list.order = [...present, ...missing];
  }
}

/**
 * The draft as it stands on the item's `current` document (version `version`): when the item was changed since the
 * draft's base (a save through the API, a restore), the draft's own changes are carried over onto the current
 * version, so that publishing it does not undo the others' work; where both changed the same, the draft's wins
 * here, and publishing checks it (the stale-save rule). Without a draft: the current document.
 */
export async function draftOn(
  tx: Transaction,
  kind: DraftKind,
  id: number,
  current: ItemDocument,
  version: number,
  draft: DraftRow | null,
): Promise<ItemDocument> {
  if (!draft) return copyDocument(current);
  const wanted = draft.document as ItemDocument;
  if (draft.base_version >= version) return copyDocument(wanted);
  const since = await tx
    .select({ changes: revisions.changes })
    .from(revisions)
    .where(and(eq(revisions.kind, kind), eq(revisions.item_id, id), gt(revisions.version, draft.base_version)))
    .orderBy(desc(revisions.version));
  const base = stepBack(current, since as { changes: Change[] }[]);
  const result = copyDocument(current);
  for (const change of diffDocuments(base, wanted)) setValue(result, change, change.after);
  tidyLists(result);
  return result;
}

/**
 * Stores `document` as the item's draft, based on version `version` (the item's current one), and logs the save that
 * made it (`changes`, what the stale-save rule checks) in the same statement; deletes the draft when it is the same
 * as the published item. Answers whether a draft remains.
 */
export async function storeDraft(
  tx: Transaction,
  kind: DraftKind,
  id: number,
  published: ItemDocument,
  document: ItemDocument,
  version: number,
  changes?: Change[],
): Promise<boolean> {
  if (diffDocuments(published, document).length === 0) {
    await tx.delete(drafts).where(and(eq(drafts.kind, kind), eq(drafts.item_id, id)));
    return false;
  }
  const { userId, username } = currentActor();
  const at = clock.now().toISOString();
  const store = sql`insert into ${drafts} (kind, item_id, document, base_version, updated_by, updated_at)
    values (${kind}, ${id}, ${JSON.stringify(document)}::jsonb, ${version}, ${username}::text, ${at}::timestamptz)
    on conflict (kind, item_id) do update set document = excluded.document, base_version = excluded.base_version,
      updated_by = excluded.updated_by, updated_at = excluded.updated_at, version = ${drafts.version} + 1`;
  await tx.execute(
    changes
      ? sql`with draft as (${store} returning 1)
          insert into ${draftChanges} (kind, item_id, user_id, username, at, changes)
          select ${kind}, ${id}, ${userId}::integer, ${username}::text, ${at}::timestamptz, ${JSON.stringify(changes)}::jsonb
          from draft`
      : store,
  );
  return true;
}

/** Forgets the log of the item's draft, which is gone; answers the files it named (for releaseFiles). */
export async function clearDraftLog(tx: Transaction, kind: DraftKind, id: number): Promise<string[]> {
  const cleared = await tx
    .delete(draftChanges)
    .where(and(eq(draftChanges.kind, kind), eq(draftChanges.item_id, id)))
    .returning({ changes: draftChanges.changes });
  return cleared.flatMap((entry) => filesOf(entry.changes as Change[]));
}

/**
 * Deletes the item's draft and its log: "Discard draft", and an item erased for good. Answers whether there was one,
 * and the files the draft named (for releaseFiles: a picture added in the draft only).
 */
export async function deleteDraft(
  tx: Transaction,
  kind: DraftKind,
  id: number,
): Promise<{ deleted: boolean; files: string[] }> {
  const deleted = await tx
    .delete(drafts)
    .where(and(eq(drafts.kind, kind), eq(drafts.item_id, id)))
    .returning({ document: drafts.document });
  const files = await clearDraftLog(tx, kind, id);
  for (const { document } of deleted) files.push(...filesOfDocument(document as ItemDocument));
  return { deleted: deleted.length > 0, files: [...new Set(files)] };
}

/** The media files a document names: its cover, its pictures. */
function filesOfDocument(document: ItemDocument): string[] {
  const keys: string[] = [];
  if (typeof document.fields.image_key === 'string' && document.fields.image_key) keys.push(document.fields.image_key);
  for (const picture of Object.values(document.lists.pictures?.items ?? {})) {
    const key = (picture as Record<string, unknown>).storage_key;
    if (typeof key === 'string' && key) keys.push(key);
  }
  return keys;
}

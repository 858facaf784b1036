/**
 * The trash. Deleting a machine, an article, a category, a picture or a content block takes its rows, and those of
 * everything that belongs to it, out of their tables into one trash row, as they were: every public read (pages,
 * lists, sitemap, API) then treats it as gone without a condition of its own, and nothing is erased. Its files stay
 * in media storage. "Restore" puts the rows back with their own ids; "delete forever", or the daily housekeeping
 * TRASH_RETENTION_DAYS later, erases the trash row and the files.
 */
import 'server-only';

import { and, desc, eq, getTableName, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

import type { Locale } from '@/i18n/locales';
import { locales } from '@/i18n/locales';

import { clock } from '../clock';
import { database, rowsOf, type Transaction } from '../db';
import {
  advantages,
  categories,
  characteristicTypes,
  contactRequestItems,
  contactRequests,
  drafts,
  machineCategories,
  machineOptionsTable,
  machines,
  news,
  newsContentBlocks,
  pictures,
  revisions,
  technicalCharacteristics,
  translationRevisions,
  trash,
  type trashKinds,
} from '../db/schema';
import { ConflictError, NotFoundError, PreconditionFailedError, ValidationError } from '../errors';
import { localize } from '../localize';
import { mediaStorage, removeFiles } from '../media/storage';
import { currentActor } from './actor';
import type { Change, Values } from './changes';
import { deleteDraft } from './drafts';
import { filesOf, releaseFiles } from './files';
import type { PartHooks, RevisionKind } from './documents';
import {
  changeItem,
  type Expectation,
  latestAuthor,
  lockItem,
  recordInTransaction,
  refuseOverwrite,
} from './revisions';

export type TrashKind = (typeof trashKinds)[number];

/** The rows of one table that belong to the item, and, when restored, the condition a row must meet to come back. */
interface Capture {
  table: PgTable;
  where: SQL;
  /** SQL over `r.*` (the row coming back): a link to something that may have gone meanwhile. */
  keepIf?: SQL;
  /**
   * SQL over `r.*` giving the columns (a jsonb object) that change as the row comes back: a link to something that
   * may have gone meanwhile and that the row is kept without.
   */
  repair?: SQL;
}

interface Payload {
  rows: { table: string; rows: Record<string, unknown>[] }[];
  files: string[];
  /** The requests that named the machine: their link, set to null when it left, is set again when it comes back. */
  requests?: number[];
  requestItems?: number[];
}

const parts = (table: PgTable & { id: PgColumn }, owner: PgColumn, id: number) =>
  sql`${translationRevisions.item_id} in (select ${table.id} from ${table} where ${owner} = ${id})`;

/** The translation states of `kind` rows (`item_id in …`). */
const statesOf = (kind: string, ids: SQL) =>
  and(eq(translationRevisions.kind, kind), sql`${translationRevisions.item_id} in (${ids})`)!;

function machineCaptures(id: number): Capture[] {
  const ofMachine = (table: PgTable & { id: PgColumn; machine_id: PgColumn }) =>
    sql`select ${table.id} from ${table} where ${table.machine_id} = ${id}`;
  return [
    { table: machines, where: eq(machines.id, id) },
    {
      table: machineCategories,
      where: eq(machineCategories.machine_id, id),
      keepIf: sql`exists (select 1 from ${categories} where ${categories.id} = r.category_id)`,
    },
    { table: advantages, where: eq(advantages.machine_id, id) },
    { table: machineOptionsTable, where: eq(machineOptionsTable.machine_id, id) },
    {
      table: technicalCharacteristics,
      where: eq(technicalCharacteristics.machine_id, id),
      // Its type may have been deleted while the machine was in the trash (nothing else had it): the characteristic
      // comes back with its names, values and measure, as a free-text one.
      repair: sql`case when r.type_id is null or exists (select 1 from ${characteristicTypes} where ${characteristicTypes.id} = r.type_id) then '{}'::jsonb else '{"type_id": null}'::jsonb end`,
    },
    { table: pictures, where: eq(pictures.machine_id, id) },
    {
      table: translationRevisions,
      where: or(
        and(eq(translationRevisions.kind, 'machine'), eq(translationRevisions.item_id, id)),
        statesOf('advantage', ofMachine(advantages)),
        statesOf('option', ofMachine(machineOptionsTable)),
        statesOf('characteristic', ofMachine(technicalCharacteristics)),
        statesOf('picture', ofMachine(pictures)),
      )!,
    },
  ];
}

function newsCaptures(id: number): Capture[] {
  return [
    { table: news, where: eq(news.id, id) },
    { table: newsContentBlocks, where: eq(newsContentBlocks.news_id, id) },
    {
      table: translationRevisions,
      where: or(
        and(eq(translationRevisions.kind, 'news'), eq(translationRevisions.item_id, id)),
        and(eq(translationRevisions.kind, 'newsBlock'), parts(newsContentBlocks, newsContentBlocks.news_id, id)),
      )!,
    },
  ];
}

function categoryCaptures(id: number): Capture[] {
  return [
    { table: categories, where: eq(categories.id, id) },
    {
      table: machineCategories,
      where: eq(machineCategories.category_id, id),
      keepIf: sql`exists (select 1 from ${machines} where ${machines.id} = r.machine_id)`,
    },
    {
      table: translationRevisions,
      where: and(eq(translationRevisions.kind, 'category'), eq(translationRevisions.item_id, id))!,
    },
  ];
}

const partCaptures = (table: PgTable & { id: PgColumn }, kind: string, id: number): Capture[] => [
  { table, where: eq(table.id, id) },
  {
    table: translationRevisions,
    where: and(eq(translationRevisions.kind, kind), eq(translationRevisions.item_id, id))!,
  },
];

const captures: Record<TrashKind, (id: number) => Capture[]> = {
  machine: machineCaptures,
  news: newsCaptures,
  category: categoryCaptures,
  picture: (id) => partCaptures(pictures, 'picture', id),
  newsContent: (id) => partCaptures(newsContentBlocks, 'newsBlock', id),
};

/** The tables by name, to put rows back where they came from. */
const tablesByName = new Map<string, PgTable>(
  [
    machines,
    machineCategories,
    advantages,
    machineOptionsTable,
    technicalCharacteristics,
    pictures,
    news,
    newsContentBlocks,
    categories,
    translationRevisions,
  ].map((table) => [getTableName(table), table]),
);

/** Reads the rows of every capture, whole (every column, whatever the table has). */
async function captureRows(tx: Transaction, list: Capture[]): Promise<Payload['rows']> {
  const captured: Payload['rows'] = [];
  for (const { table, where } of list) {
    const [row] = rowsOf(
      await tx.execute(
        sql`select coalesce(jsonb_agg(to_jsonb(${table})), '[]'::jsonb) as rows from ${table} where ${where}`,
      ),
    );
    const rows = (typeof row!.rows === 'string' ? JSON.parse(row!.rows) : row!.rows) as Record<string, unknown>[];
    captured.push({ table: getTableName(table), rows });
  }
  return captured;
}

/** Puts captured rows back, in the order they were captured (owners first), each table's condition and repair applied. */
async function putBack(tx: Transaction, payload: Payload, list: Capture[]): Promise<void> {
  const capturesByName = new Map(list.map((capture) => [getTableName(capture.table), capture]));
  for (const { table: name, rows } of payload.rows) {
    const table = tablesByName.get(name);
    if (!table || rows.length === 0) continue;
    const { keepIf, repair } = capturesByName.get(name) ?? {};
    const source = sql`jsonb_populate_recordset(null::${table}, ${JSON.stringify(rows)}::jsonb) r`;
    try {
      await tx.execute(
        sql`insert into ${table} ${
          repair
            ? sql`select p.* from ${source}, lateral jsonb_populate_record(r, ${repair}) p`
            : sql`select r.* from ${source}`
        } ${keepIf ? sql`where ${keepIf}` : sql``}`,
      );
    } catch (error) {
      throw new ConflictError(`The ${name} rows could not be put back: ${(error as Error).message}`, {
        username: null,
        at: new Date(),
      });
    }
  }
}

/** A `{ en, fr, … }` label from a row's localized `field`. */
const labelOf = (row: Record<string, unknown>, field: string) =>
  Object.fromEntries(locales.map((locale) => [locale, String(row[`${field}_${locale}`] ?? '')]));

async function insertTrashRow(
  tx: Transaction,
  kind: TrashKind,
  id: number,
  label: Record<string, string>,
  parentId: number | null,
  payload: Payload,
) {
  const actor = currentActor();
  await tx.delete(trash).where(and(eq(trash.kind, kind), eq(trash.item_id, id)));
  await tx.insert(trash).values({
    kind,
    item_id: id,
    label,
    parent_id: parentId,
    deleted_at: clock.now(),
    user_id: actor.userId,
    username: actor.username,
    payload,
  });
}

const labelFields = { machine: 'name', news: 'title', category: 'name' } as const;

/**
 * Moves a machine, an article or a category to the trash, with everything that belongs to it; its last revision says
 * so. `expect.exact`: the REST API's `If-Match`; `expect.base`: the latest change the back office's screen showed (refused
 * when someone else changed the item since).
 */
export async function trashItem(kind: RevisionKind, id: number, expect: Expectation = {}): Promise<void> {
  const db = await database();
  await db.transaction(async (tx) => {
    const row = await lockItem(tx, kind, id, true);
    const version = Number(row.version);
    if (expect.exact !== undefined && expect.exact !== version) {
      throw new PreconditionFailedError(`Changed since version ${expect.exact}`, await latestAuthor(tx, kind, id));
    }
    // A deletion from the back office, based on the version its screen showed: whatever a colleague changed since
    // would go with it unseen.
    if (expect.base !== undefined) await refuseOverwrite(tx, kind, id, { mark: expect.base }, () => true);
    await recordInTransaction(tx, kind, id, 'trash', version);
    const payload: Payload = { rows: await captureRows(tx, captures[kind](id)), files: [] };
    if (kind === 'machine') {
      const files = await tx.select({ key: pictures.storage_key }).from(pictures).where(eq(pictures.machine_id, id));
      payload.files = files.map((file) => file.key);
      const requests = await tx
        .select({ id: contactRequests.id })
        .from(contactRequests)
        .where(eq(contactRequests.machine_id, id));
      const items = await tx
        .select({ id: contactRequestItems.id })
        .from(contactRequestItems)
        .where(eq(contactRequestItems.machine_id, id));
      payload.requests = requests.map((request) => request.id);
      payload.requestItems = items.map((item) => item.id);
    }
    if (kind === 'news' && row.image_key) payload.files = [String(row.image_key)];
    await deleteCaptured(tx, kind, id);
    await insertTrashRow(tx, kind, id, labelOf(row, labelFields[kind]), null, payload);
  });
}

/** Deletes the item's rows; its parts go with it by their foreign keys, its translation states here. */
async function deleteCaptured(tx: Transaction, kind: TrashKind, id: number) {
  for (const capture of [...captures[kind](id)].reverse()) {
    if (capture.table === machineCategories) continue;
    await tx.delete(capture.table).where(capture.where);
  }
}

/** Moves a picture of machine `machineId` to the trash, inside the machine's save (its revision says so). */
export async function trashPicture(tx: Transaction, machineId: number, pictureId: number): Promise<void> {
  const [row] = await tx
    .select()
    .from(pictures)
    .where(and(eq(pictures.id, pictureId), eq(pictures.machine_id, machineId)));
  if (!row) throw new NotFoundError('Picture');
  const [machine] = await tx.select().from(machines).where(eq(machines.id, machineId));
  const payload: Payload = { rows: await captureRows(tx, captures.picture(pictureId)), files: [row.storage_key] };
  await deleteCaptured(tx, 'picture', pictureId);
  await insertTrashRow(tx, 'picture', pictureId, labelOf(machine!, 'name'), machineId, payload);
}

/** Moves a content block of article `newsId` to the trash, inside the article's save. */
export async function trashContentBlock(tx: Transaction, newsId: number, blockId: number): Promise<void> {
  const [row] = await tx
    .select({ id: newsContentBlocks.id })
    .from(newsContentBlocks)
    .where(and(eq(newsContentBlocks.id, blockId), eq(newsContentBlocks.news_id, newsId)));
  if (!row) throw new NotFoundError('Content block');
  const [article] = await tx.select().from(news).where(eq(news.id, newsId));
  const payload: Payload = { rows: await captureRows(tx, captures.newsContent(blockId)), files: [] };
  await deleteCaptured(tx, 'newsContent', blockId);
  await insertTrashRow(tx, 'newsContent', blockId, labelOf(article!, 'title'), newsId, payload);
}

/**
 * What a restore from the history does with parts: one it deletes goes to the trash (a picture, a block), one it
 * brings back leaves the trash, or must still have its file.
 */
export const trashHooks: PartHooks = {
  async removed(tx, list, id) {
    if (list === 'pictures') {
      const [row] = await tx.select({ machine: pictures.machine_id }).from(pictures).where(eq(pictures.id, id));
      if (row) await trashPicture(tx, row.machine, id);
    } else if (list === 'content') {
      const [row] = await tx
        .select({ news: newsContentBlocks.news_id })
        .from(newsContentBlocks)
        .where(eq(newsContentBlocks.id, id));
      if (row) await trashContentBlock(tx, row.news, id);
    }
  },
  async returning(tx, list, id, values: Values) {
    const kind = list === 'pictures' ? 'picture' : list === 'content' ? 'newsContent' : null;
    if (!kind) return;
    const removed = await tx
      .delete(trash)
      .where(and(eq(trash.kind, kind), eq(trash.item_id, id)))
      .returning({ id: trash.id });
    if (kind === 'picture' && removed.length === 0) {
      const size = await mediaStorage().size(String(values.storage_key));
      if (size === null) {
        throw new ValidationError('The file of this picture was deleted for good: it cannot come back', {
          picture: 'Deleted for good',
        });
      }
    }
  },
};

/** One entry of the trash, as its screen and the API list it. */
export interface TrashEntry {
  kind: TrashKind;
  id: number;
  label: string;
  parentId: number | null;
  deletedAt: string;
  deletedBy: string | null;
}

/** Everything in the trash, the latest deleted first, labelled in `locale`: one query. */
export async function listTrash(locale: Locale): Promise<TrashEntry[]> {
  const db = await database();
  const rows = await db
    .select({
      kind: trash.kind,
      id: trash.item_id,
      label: trash.label,
      parentId: trash.parent_id,
      deletedAt: trash.deleted_at,
      deletedBy: trash.username,
    })
    .from(trash)
    .orderBy(desc(trash.deleted_at), desc(trash.id));
  return rows.map((row) => ({
    ...row,
    label: localize(
      Object.fromEntries(
        locales.map((language) => [`label_${language}`, (row.label as Record<string, string>)[language] ?? '']),
      ) as Record<`label_${Locale}`, string>,
      'label',
      locale,
    ),
    deletedAt: row.deletedAt.toISOString(),
  }));
}

async function takeOut(tx: Transaction, kind: TrashKind, id: number) {
  const [row] = await tx
    .select()
    .from(trash)
    .where(and(eq(trash.kind, kind), eq(trash.item_id, id)))
    .for('update');
  if (!row) throw new NotFoundError('Item in the trash');
  await tx.delete(trash).where(eq(trash.id, row.id));
  return row;
}

/**
 * The machine's draft, as its characteristics come back from the trash: one of a type deleted meanwhile keeps its
 * names, values and measure without the type (the trash is no use of a type, so its deletion was allowed).
 * Otherwise the draft could never be published: its type would be written again, and refused.
 */
async function repairDraftTypes(tx: Transaction, machineId: number): Promise<void> {
  const items = sql`${drafts.document} -> 'lists' -> 'technicalCharacteristics' -> 'items'`;
  const deleted = (item: SQL) =>
    sql`(${item} ->> 'type_id') is not null and not exists (select 1 from ${characteristicTypes}
      where ${characteristicTypes.id} = (${item} ->> 'type_id')::int)`;
  await tx.execute(sql`update ${drafts} set document = jsonb_set(${drafts.document},
      '{lists,technicalCharacteristics,items}',
      (select jsonb_object_agg(e.key, case when ${deleted(sql.raw('e.value'))} then e.value || '{"type_id": null}'::jsonb
        else e.value end) from jsonb_each(${items}) e))
    where ${drafts.kind} = 'machine' and ${drafts.item_id} = ${machineId} and jsonb_typeof(${items}) = 'object'
      and exists (select 1 from jsonb_each(${items}) e where ${deleted(sql.raw('e.value'))})`);
}

/**
 * Puts an item of the trash back whole: its rows with their ids, its parts, its links (to categories and machines
 * that still exist, and the requests that named a machine), its translation states, its place in the order. A
 * picture or a block comes back into its machine or article, which must be there (restored first otherwise).
 */
export async function restoreFromTrash(kind: TrashKind, id: number): Promise<{ parentId: number | null }> {
  if (kind === 'picture' || kind === 'newsContent') {
    const db = await database();
    const [entry] = await db
      .select({ parent: trash.parent_id })
      .from(trash)
      .where(and(eq(trash.kind, kind), eq(trash.item_id, id)));
    if (!entry) throw new NotFoundError('Item in the trash');
    const parentKind = kind === 'picture' ? 'machine' : 'news';
    const sections = [kind === 'picture' ? 'pictures' : 'content'];
    try {
      await changeItem(parentKind, entry.parent!, { sections }, async (tx) => {
        const row = await takeOut(tx, kind, id);
        await putBack(tx, row.payload as Payload, captures[kind](id));
      });
    } catch (error) {
      if (error instanceof NotFoundError && error.message.startsWith(parentKind === 'machine' ? 'Machine' : 'News')) {
        throw new ValidationError(`Restore its ${parentKind === 'machine' ? 'machine' : 'article'} first`, {
          parent: 'In the trash or deleted',
        });
      }
      throw error;
    }
    return { parentId: entry.parent };
  }
  const db = await database();
  await db.transaction(async (tx) => {
    const row = await takeOut(tx, kind, id);
    const payload = row.payload as Payload;
    await putBack(tx, payload, captures[kind](id));
    if (kind === 'machine') await repairDraftTypes(tx, id);
    if (payload.requests?.length) {
      await tx
        .update(contactRequests)
        .set({ machine_id: id })
        .where(and(inArray(contactRequests.id, payload.requests), sql`${contactRequests.machine_id} is null`));
    }
    if (payload.requestItems?.length) {
      await tx
        .update(contactRequestItems)
        .set({ machine_id: id })
        .where(
          and(inArray(contactRequestItems.id, payload.requestItems), sql`${contactRequestItems.machine_id} is null`),
        );
    }
    await recordInTransaction(tx, kind, id, 'untrash');
  });
  return { parentId: null };
}

/**
 * Erases an item of the trash for good: its trash row, its history, its draft, then its files, and those its history named
 * that nothing else does (the covers an article had before). `expired`: the retention erases it, not a person, and
 * keeps the files that a revision of another item can still bring back (a picture of a machine that is there).
 */
export async function eraseFromTrash(kind: TrashKind, id: number, expired = false): Promise<void> {
  const db = await database();
  const { files, named } = await db.transaction(async (tx) => {
    const row = await takeOut(tx, kind, id);
    let history: { changes: unknown }[] = [];
    if (kind === 'machine' || kind === 'news' || kind === 'category') {
      history = await tx
        .delete(revisions)
        .where(and(eq(revisions.kind, kind), eq(revisions.item_id, id)))
        .returning({ changes: revisions.changes });
    }
    const draft = kind === 'machine' || kind === 'news' ? (await deleteDraft(tx, kind, id)).files : [];
    return {
      files: (row.payload as Payload).files,
      named: [...history.flatMap((revision) => filesOf(revision.changes as Change[])), ...draft],
    };
  });
  if (!expired) await removeFiles(files);
  await releaseFiles(db, expired ? [...files, ...named] : named.filter((key) => !files.includes(key)));
}

/** Erases what has been in the trash longer than `days` days before `now`; answers how many. */
export async function eraseExpiredTrash(now: Date, days: number): Promise<number> {
  const db = await database();
  const limit = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const expired = await db
    .select({ kind: trash.kind, id: trash.item_id })
    .from(trash)
    .where(lt(trash.deleted_at, limit));
  let erased = 0;
  for (const entry of expired) {
    try {
      await eraseFromTrash(entry.kind, entry.id, true);
      erased += 1;
    } catch (error) {
      // Restored or erased meanwhile by someone else: nothing to do.
      if (!(error instanceof NotFoundError)) throw error;
    }
  }
  return erased;
}

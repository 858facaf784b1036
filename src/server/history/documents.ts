/**
 * How each item with a history is read as a document (changes.ts) and how a document is written back: the item's
 * row, a machine's categories, and its lists of parts. Generic over the columns, so that a column added to a table
 * is in the history without a word here.
 */
import 'server-only';

import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

import { databaseHandle, rowsOf, type Transaction } from '../db';
import { setPriorities } from '../db/priority';
import {
  advantages,
  categories,
  characteristicTypes,
  drafts,
  machineCategories,
  machineOptionsTable,
  machines,
  news,
  newsContentBlocks,
  pictures,
  type revisionKinds,
  technicalCharacteristics,
} from '../db/schema';
import { ValidationError } from '../errors';
import type { HeldRow, TranslatableKind } from '../translations';
import { updateTranslated } from '../translations';
import { type Change, type ItemDocument, type ListDocument, targetOf, type Values } from './changes';

/** A draft's row (as `drafts.ts` names it; not imported from there, which imports this module). */
type DraftRow = typeof drafts.$inferSelect;

export type RevisionKind = (typeof revisionKinds)[number];

/** An ordered list of parts of an item, in its own table. */
interface ListSpec {
  table: PgTable & { id: PgColumn; priority: PgColumn };
  owner: PgColumn;
  translation: TranslatableKind;
}

interface KindSpec {
  table: PgTable & { id: PgColumn; version: PgColumn };
  translation: TranslatableKind;
  /** Whether the item has categories (a machine). */
  categories: boolean;
  lists: Record<string, ListSpec>;
}

export const kinds: Record<RevisionKind, KindSpec> = {
  machine: {
    table: machines,
    translation: 'machine',
    categories: true,
    lists: {
      advantages: { table: advantages, owner: advantages.machine_id, translation: 'advantage' },
      options: { table: machineOptionsTable, owner: machineOptionsTable.machine_id, translation: 'option' },
      technicalCharacteristics: {
        table: technicalCharacteristics,
        owner: technicalCharacteristics.machine_id,
        translation: 'characteristic',
      },
      pictures: { table: pictures, owner: pictures.machine_id, translation: 'picture' },
    },
  },
  news: {
    table: news,
    translation: 'news',
    categories: false,
    lists: { content: { table: newsContentBlocks, owner: newsContentBlocks.news_id, translation: 'newsBlock' } },
  },
  category: { table: categories, translation: 'category', categories: false, lists: {} },
};

/** The parts of a document a save reads and compares: the item's own fields, its categories, or one of its lists. */
export type Section = 'fields' | 'categories' | string;

/**
 * Bookkeeping, not content: never in a document. Where an item stands for visitors (publication/) is not content
 * either: a draft never changes it, and a restore never publishes or unpublishes.
 */
const bookkeeping = new Set([
  'id',
  'version',
  'priority',
  'created_at',
  'updated_at',
  'status',
  'publish_at',
  'unpublish_at',
]);

/** A row's values as a document holds them: no bookkeeping, no owner, dates as ISO strings. */
function valuesOf(row: Record<string, unknown>, owner?: string): Values {
  const values: Values = {};
  for (const [column, value] of Object.entries(row)) {
    if (bookkeeping.has(column) || column === owner) continue;
    values[column] = value instanceof Date ? value.toISOString() : value;
  }
  return values;
}

/** Values of a document back as a row for `table`: ISO strings back to dates where the column is a timestamp. */
function rowOf(table: PgTable, values: Values): Record<string, unknown> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const row: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const column = columns[name];
    if (!column) continue;
    row[name] = column.columnType === 'PgTimestamp' && typeof value === 'string' ? new Date(value) : value;
  }
  return row;
}

/**
 * A list's parts as one JSON text, in their order, each part as its row: numbers of arbitrary precision as their
 * text, as the driver gives them to a row read on its own.
 */
function partsOf(list: ListSpec, id: number): SQL {
  const columns = Object.values(getTableColumns(list.table) as Record<string, PgColumn>);
  const exact = columns.filter((column) => column.columnType === 'PgNumeric');
  const part = sql`to_jsonb(part)${sql.join(
    exact.map((column) => sql` || jsonb_build_object(${column.name}::text, part.${sql.identifier(column.name)}::text)`),
  )}`;
  return sql`(select coalesce(jsonb_agg(${part} order by part.priority, part.id), '[]')::text
    from ${list.table} part where part.${sql.identifier(list.owner.name)} = ${id})`;
}

/**
 * A part of `list` as `partsOf` gives it, as a document holds it (as `valuesOf` makes it of a row read on its own):
 * its columns in the table's order, dates as ISO strings.
 */
function partValues(list: ListSpec, part: Record<string, unknown>): Values {
  const row: Record<string, unknown> = {};
  for (const column of Object.values(getTableColumns(list.table) as Record<string, PgColumn>)) {
    const value = part[column.name];
    row[column.name] = column.columnType === 'PgTimestamp' && typeof value === 'string' ? new Date(value) : value;
  }
  return valuesOf(row, list.owner.name);
}

/** How `readDocument` reads. */
export interface ReadOptions {
  /** The item's row when the caller has just read it (under its lock): not read again. */
  row?: Record<string, unknown>;
  /**
   * Lock the item's row for the transaction. When its lists, its draft or `extra` are read too, the lock is taken on
   * PostgreSQL in a statement of its own first, so that the read sees whatever the previous holder of the lock
   * committed: the subqueries of a locking statement read as of when it began, before it waited for the lock (two
   * colleagues' saves of one draft at the same moment lost the first one's change that way).
   */
  lock?: boolean;
  /** More values read in the same query, each a scalar subquery giving text, answered under `extra`. */
  extra?: Record<string, SQL>;
  /**
   * Read the item's draft row too (a machine or an article), in the same query: not locked, since every write of a
   * draft holds its item's lock (history/drafts.ts).
   */
  draft?: boolean;
}

/**
 * The item's document, `sections` only (all of them when omitted), its version, and its row: one query, which
 * reads the row with its categories and lists (only the lists when `options.row` gives the row), and its draft when
 * asked. Null when the item does not exist.
 */
export async function readDocument(
  tx: Transaction,
  kind: RevisionKind,
  id: number,
  sections?: Section[],
  { row: read, lock = false, draft = false, extra = {} }: ReadOptions = {},
): Promise<{
  document: ItemDocument;
  version: number;
  row: Record<string, unknown>;
  draft: DraftRow | null;
  extra: Record<string, string>;
} | null> {
  const spec = kinds[kind];
  const wanted = (section: Section) => !sections || sections.includes(section);
  const parts: Record<string, SQL> = {};
  for (const [name, value] of Object.entries(extra)) parts[`extra:${name}`] = value;
  if (draft) {
    parts.draft = sql`(select to_jsonb(d)::text from ${drafts} d where d.kind = ${kind} and d.item_id = ${id})`;
  }
  if (spec.categories && wanted('categories')) {
    parts.categories = sql`(select coalesce(jsonb_agg(link.category_id order by link.category_id), '[]')::text
      from ${machineCategories} link where link.machine_id = ${id})`;
  }
  for (const [name, list] of Object.entries(spec.lists)) if (wanted(name)) parts[`list:${name}`] = partsOf(list, id);
  const names = Object.keys(parts);
  // The row alone can be read by the locking statement itself: once it holds the lock, PostgreSQL reads the row
  // again as the previous holder left it. Subqueries beside it would not be read again. The embedded database runs
  // one transaction at a time: there, no one else holds the lock, and nothing changes between two statements.
  const lockApart = lock && !read && names.length > 0 && (await databaseHandle()).kind === 'postgres';
  if (lockApart) {
    const [held] = await tx.select({ id: spec.table.id }).from(spec.table).where(eq(spec.table.id, id)).for('update');
    if (!held) return null;
  }
  let row: Record<string, unknown> | undefined = read;
  let texts: Record<string, string> = {};
  if (!read) {
    // The row's own columns as Drizzle reads them, and its lists beside them under names no column has.
    const query = tx
      .select({ ...getTableColumns(spec.table), ...parts })
      .from(spec.table)
      .where(eq(spec.table.id, id));
    const [found] = (await (lock && !lockApart ? query.for('update', { of: spec.table }) : query)) as Record<
      string,
      unknown
    >[];
    if (!found) return null;
    row = Object.fromEntries(Object.entries(found).filter(([name]) => !(name in parts)));
    texts = found as Record<string, string>;
  } else if (names.length > 0) {
    const selected = sql.join(
      names.map((name) => sql`${parts[name]} as ${sql.identifier(name)}`),
      sql`, `,
    );
    texts = rowsOf<Record<string, string>>(await tx.execute(sql`select ${selected}`))[0]!;
  }
  const document: ItemDocument = { fields: wanted('fields') ? valuesOf(row!) : {}, lists: {} };
  if ('categories' in parts) document.fields.categories = JSON.parse(texts.categories!) as number[];
  for (const [name, list] of Object.entries(spec.lists)) {
    if (!(`list:${name}` in parts)) continue;
    const rows = JSON.parse(texts[`list:${name}`]!) as Record<string, unknown>[];
    const items: ListDocument['items'] = {};
    for (const part of rows) items[part.id as number] = partValues(list, part);
    document.lists[name] = { order: rows.map((part) => part.id as number), items };
  }
  const found = texts.draft ? (JSON.parse(texts.draft) as DraftRow & { updated_at: string }) : null;
  return {
    document,
    version: Number(row!.version),
    row: row!,
    draft: found && { ...found, updated_at: new Date(found.updated_at) },
    extra: Object.fromEntries(Object.keys(extra).map((name) => [name, texts[`extra:${name}`]!])),
  };
}

/** How a part deleted by a restore leaves, and how one that comes back returns (a picture: through the trash). */
export interface PartHooks {
  removed?(tx: Transaction, list: string, id: number, values: Values): Promise<void>;
  /** Before a part comes back: throws a ValidationError when it cannot (a picture whose file was erased). */
  returning?(tx: Transaction, list: string, id: number, values: Values): Promise<void>;
}

/** Whether `change` gives a technical characteristic a type, and which (its own row, or its `type_id` alone). */
function typeGiven(change: Change): number | null {
  const target = targetOf(change);
  if (target.kind === 'part' && target.list === 'technicalCharacteristics' && change.after !== null)
    return ((change.after as Values).type_id as number | null | undefined) ?? null;
  if (target.kind === 'partField' && target.list === 'technicalCharacteristics' && target.column === 'type_id')
    return (change.after as number | null) ?? null;
  return null;
}

/**
 * The characteristic types that `changes` give and that no longer exist: a draft, or an old revision restored, may
 * name a type deleted since (the trash does not count as a use, and a revision is no use at all). One query, and
 * only when a change gives a type.
 */
async function deletedTypes(tx: Transaction, changes: Change[]): Promise<Set<number>> {
  const given = [...new Set(changes.map(typeGiven).filter((type): type is number => type !== null))];
  if (given.length === 0) return new Set();
  const existing = await tx
    .select({ id: characteristicTypes.id })
    .from(characteristicTypes)
    .where(inArray(characteristicTypes.id, given));
  return new Set(given.filter((type) => !existing.some((row) => row.id === type)));
}

/** `change` with a deleted type taken away: the characteristic keeps its names, values and measure, as free text. */
function withoutDeletedType(change: Change, deleted: Set<number>): Change {
  const type = typeGiven(change);
  if (type === null || !deleted.has(type)) return change;
  return targetOf(change).kind === 'part'
    ? { ...change, after: { ...(change.after as Values), type_id: null } }
    : { ...change, after: null };
}

/**
 * Writes `changes` (from the item as it is to the document wanted) to the database: the item's fields, its
 * categories (those that still exist), its parts deleted, brought back with their own ids, or changed, and its lists'
 * order. Localized fields go through the translation bookkeeping like any save. `item`: the item's row held locked,
 * which the update of its fields then neither reads nor leaves unread (`updateTranslated`).
 */
export async function applyChanges(
  tx: Transaction,
  kind: RevisionKind,
  id: number,
  changes: Change[],
  hooks: PartHooks = {},
  item?: HeldRow,
): Promise<void> {
  const spec = kinds[kind];
  const fields: Values = {};
  const partFields = new Map<string, Values>();
  const orders: { list: string; order: number[] }[] = [];
  const untyped = await deletedTypes(tx, changes);
  for (const change of untyped.size ? changes.map((change) => withoutDeletedType(change, untyped)) : changes) {
    const target = targetOf(change);
    if (target.kind === 'field') {
      if (target.column === 'categories') await setCategories(tx, id, change.after as number[]);
      else fields[target.column] = change.after;
    } else if (target.kind === 'order') orders.push({ list: target.list, order: change.after as number[] });
    else if (target.kind === 'part') {
      const list = spec.lists[target.list];
      if (!list) continue;
      if (change.after === null) {
        await hooks.removed?.(tx, target.list, target.id, change.before as Values);
        await tx.delete(list.table).where(and(eq(list.table.id, target.id), eq(list.owner, id)));
      } else {
        await hooks.returning?.(tx, target.list, target.id, change.after as Values);
        await tx
          .insert(list.table)
          .values({ ...rowOf(list.table, change.after as Values), id: target.id, [list.owner.name]: id });
      }
    } else {
      const key = `${target.list}.${target.id}`;
      partFields.set(key, { ...partFields.get(key), [target.column]: change.after });
    }
  }
  if (Object.keys(fields).length > 0) {
    await updateTranslated(spec.translation, eq(spec.table.id, id), rowOf(spec.table, fields), tx, item);
  }
  for (const [key, values] of partFields) {
    const [listName, partId] = key.split('.');
    const list = spec.lists[listName!]!;
    const where = and(eq(list.table.id, Number(partId)), eq(list.owner, id));
    await updateTranslated(list.translation, where, rowOf(list.table, values), tx);
  }
  for (const { list, order } of orders) {
    const listSpec = spec.lists[list];
    if (listSpec) await setPriorities(tx, listSpec.table as never, listSpec.owner, id, order);
  }
}

/** Gives machine `id` exactly the categories `wanted` of those that still exist. */
async function setCategories(tx: Transaction, id: number, wanted: number[]): Promise<void> {
  await tx.delete(machineCategories).where(eq(machineCategories.machine_id, id));
  if (wanted.length === 0) return;
  const existing = await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, wanted));
  if (existing.length === 0) return;
  await tx.insert(machineCategories).values(existing.map((category) => ({ machine_id: id, category_id: category.id })));
}

/** A field named in a restore request must be one the item has: `name`, `options.12.value`, … */
export function assertKnownField(kind: RevisionKind, field: string): void {
  const [first] = field.split('.');
  const spec = kinds[kind];
  const columns = Object.keys(getTableColumns(spec.table));
  const known =
    first! in spec.lists ||
    (spec.categories && first === 'categories') ||
    columns.some((column) => column === first || column.startsWith(`${first}_`));
  if (!known) throw new ValidationError(`Unknown field: ${field}`, { field: 'Unknown field' });
}

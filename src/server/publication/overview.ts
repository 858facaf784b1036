/**
 * The back office's overview of publication: where the items of a list's page stand (draft, scheduled, taken off
 * the site, the languages their drafts change), read for the whole page in one query (two when some of its items
 * have a draft), never one per row; and what is scheduled next, for the dashboard.
 */
import 'server-only';

import { and, eq, getTableColumns, inArray, isNotNull, or, sql } from 'drizzle-orm';

import type { Locale } from '@/i18n/locales';

import { database } from '../db';
import { rowsOf } from '../db/rows';
import { drafts, machines, news } from '../db/schema';
import { diffDocuments, type ItemDocument, splitColumn, type Values } from '../history/changes';
import { kinds } from '../history/documents';
import { localize } from '../localize';
import { type DraftKind, languagesOf, type Publication, publicationAndDraft, tables } from './publish';

/** What a list says of an item: `Publication` without what the draft changes beside texts. */
export type ListedPublication = Omit<Publication, 'draftNeutral'> & {
  /** The name (a machine's) or title (an article's) as its draft has it, in the list's language; null: no draft. */
  draftLabel: string | null;
};

/** The texts of a row, by column (`name_de`, …): what tells which languages a draft changes. */
function textsOf(values: Values): Values {
  return Object.fromEntries(Object.entries(values).filter(([column]) => splitColumn(column).language !== null));
}

/** A document with its texts only: diffed, it gives the languages a draft changes and nothing else of note. */
function textDocument(document: ItemDocument): ItemDocument {
  const lists: ItemDocument['lists'] = {};
  for (const [name, list] of Object.entries(document.lists)) {
    lists[name] = {
      order: list.order,
      items: Object.fromEntries(Object.entries(list.items).map(([id, values]) => [id, textsOf(values)])),
    };
  }
  return { fields: textsOf(document.fields), lists };
}

/** The published texts of items `ids` (their rows' and their parts'), as text documents: one query. */
async function publishedTexts(kind: DraftKind, ids: number[]): Promise<Map<number, ItemDocument>> {
  const db = await database();
  const spec = kinds[kind];
  // Whole rows as JSON, whatever columns a table has: a text column added later is counted without a word here.
  const selects = [
    sql`select '' as list, ${spec.table.id} as owner, to_jsonb(${spec.table}) as "values" from ${spec.table} where ${inArray(spec.table.id, ids)}`,
    ...Object.entries(spec.lists).map(
      ([name, list]) =>
        sql`select ${sql.raw(`'${name}'`)} as list, ${list.owner} as owner, to_jsonb(${list.table}) as "values" from ${list.table} where ${inArray(list.owner, ids)}`,
    ),
  ];
  const rows = rowsOf<{ list: string; owner: number; values: Values | string }>(
    await db.execute(sql.join(selects, sql` union all `)),
  );
  const documents = new Map<number, ItemDocument>();
  for (const id of ids) {
    const lists = Object.fromEntries(Object.keys(spec.lists).map((name) => [name, { order: [], items: {} }]));
    documents.set(id, { fields: {}, lists });
  }
  for (const row of rows) {
    const values = typeof row.values === 'string' ? (JSON.parse(row.values) as Values) : row.values;
    const document = documents.get(Number(row.owner))!;
    if (row.list === '') {
      document.fields = textsOf(values);
      continue;
    }
    const list = document.lists[row.list]!;
    const id = Number(values.id);
    list.order.push(id);
    list.items[id] = textsOf(values);
  }
  return documents;
}

/**
 * Where each of items `ids` stands, by id (an id that names nothing is left out). A draft based on an older
 * version than the item's (saved through the API or restored since) is carried over it first, as `publicationOf`
 * does, which is asked for that item alone: rare, and exact.
 */
export async function publicationsOf(
  kind: DraftKind,
  ids: readonly number[],
  locale: Locale,
): Promise<Map<number, ListedPublication>> {
  const found = new Map<number, ListedPublication>();
  if (ids.length === 0) return found;
  const db = await database();
  const table = tables[kind];
  const rows = await db
    .select({
      id: table.id,
      status: table.status,
      publishAt: table.publish_at,
      unpublishAt: table.unpublish_at,
      version: table.version,
      draft: drafts.document,
      draftBase: drafts.base_version,
    })
    .from(table)
    .leftJoin(drafts, and(eq(drafts.kind, kind), eq(drafts.item_id, table.id)))
    .where(inArray(table.id, [...ids]));
  const drafted = rows.filter((row) => row.draft !== null && row.draftBase! >= row.version);
  const published =
    drafted.length > 0
      ? await publishedTexts(
          kind,
          drafted.map((row) => row.id),
        )
      : new Map();
  for (const row of rows) {
    if (row.draft !== null && row.draftBase! < row.version) {
      const { publication, document } = await publicationAndDraft(kind, row.id);
      const { status, publishAt, unpublishAt, hasDraft, draftLanguages } = publication;
      const draftLabel = hasDraft ? labelOf(kind, document.fields, locale) : null;
      found.set(row.id, { status, publishAt, unpublishAt, hasDraft, draftLanguages, draftLabel });
      continue;
    }
    let draftLanguages: Locale[] = [];
    let draftLabel: string | null = null;
    if (row.draft !== null) {
      const draft = textDocument(row.draft as ItemDocument);
      draftLanguages = languagesOf(diffDocuments(published.get(row.id)!, draft)).languages;
      draftLabel = labelOf(kind, draft.fields, locale);
    }
    found.set(row.id, {
      status: row.status !== 'published' && row.publishAt !== null ? 'scheduled' : row.status,
      publishAt: row.publishAt?.toISOString() ?? null,
      unpublishAt: row.unpublishAt?.toISOString() ?? null,
      hasDraft: row.draft !== null,
      draftLanguages,
      draftLabel,
    });
  }
  return found;
}

/** A publication or an unpublication to come: of which item, when (ISO), and the item's name in the office's language. */
export interface ScheduledEvent {
  kind: DraftKind;
  id: number;
  action: 'publish' | 'unpublish';
  at: string;
  name: string;
}

const names = { machine: { table: machines, field: 'name' }, news: { table: news, field: 'title' } } as const;

/** An item's name (a machine's) or title (an article's) in `locale`, or its fallback, from its fields' values. */
function labelOf(kind: DraftKind, fields: Values, locale: Locale): string {
  const { field } = names[kind];
  return localize(fields as Record<`${typeof field}_${Locale}`, string | null>, field, locale);
}

/**
 * The `limit` soonest publications and unpublications to come, machines and articles together, soonest first, and
 * whether there are more: one query per kind (an item's events come after its soonest one, so the `limit + 1`
 * items with the soonest ones hold the `limit + 1` soonest events).
 */
export async function nextScheduled(
  locale: Locale,
  limit: number,
): Promise<{ events: ScheduledEvent[]; more: boolean }> {
  const db = await database();
  const events: ScheduledEvent[] = [];
  for (const kind of ['machine', 'news'] as const) {
    const { table, field } = names[kind];
    const texts = Object.fromEntries(
      Object.entries(getTableColumns(table)).filter(([column]) => splitColumn(column).field === field),
    );
    const rows = await db
      .select({ id: table.id, publishAt: table.publish_at, unpublishAt: table.unpublish_at, ...texts })
      .from(table)
      .where(or(isNotNull(table.publish_at), isNotNull(table.unpublish_at)))
      .orderBy(sql`least(${table.publish_at}, ${table.unpublish_at})`, table.id)
      .limit(limit + 1);
    for (const row of rows) {
      const name = localize(row as unknown as Record<`${typeof field}_${Locale}`, string>, field, locale);
      if (row.publishAt) events.push({ kind, id: row.id, action: 'publish', at: row.publishAt.toISOString(), name });
      if (row.unpublishAt) {
        events.push({ kind, id: row.id, action: 'unpublish', at: row.unpublishAt.toISOString(), name });
      }
    }
  }
  events.sort((a, b) => a.at.localeCompare(b.at) || a.kind.localeCompare(b.kind) || a.id - b.id);
  return { events: events.slice(0, limit), more: events.length > limit };
}

/**
 * Where the translations of the catalogue and the news stand: every localized field of machines, their advantages,
 * options, technical characteristics and pictures' alt texts, categories, and news articles and their content
 * blocks, each language missing, out of date or up to date (the rules: ./rules.ts). Writes of those fields go
 * through `updateTranslated`, which records what changed in the same transaction as the change, with the item's
 * row locked, so that two office workers saving at once are counted one after the other.
 */
import 'server-only';

import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

import { type Locale, locales } from '@/i18n/locales';
import { type TranslatableKind, type TranslationFilters, translationOverviewKinds } from '@/schemas/translations';

import { database } from '../db';
import {
  advantages,
  categories,
  machineOptionsTable,
  machines,
  news,
  newsContentBlocks,
  pictures,
  technicalCharacteristics,
  translationRevisions,
} from '../db/schema';
import { NotFoundError } from '../errors';
import { localize } from '../localize';
import {
  afterConfirmation,
  afterWrite,
  type FieldRevision,
  languageState,
  type TranslationState,
  unchanged,
} from './rules';

export type { TranslatableKind } from '@/schemas/translations';
export { type TranslationState, translationStates } from './rules';

/** What has localized fields: its table, its fields' stems, and the item it belongs to, if any. */
const translatable = {
  machine: { table: machines, fields: ['name', 'description', 'metadescription'], owner: null, label: 'Machine' },
  advantage: { table: advantages, fields: ['description'], owner: 'machine', label: 'Advantage' },
  option: { table: machineOptionsTable, fields: ['name', 'value'], owner: 'machine', label: 'Option' },
  characteristic: {
    table: technicalCharacteristics,
    fields: ['name', 'value'],
    owner: 'machine',
    label: 'Technical characteristic',
  },
  picture: { table: pictures, fields: ['description'], owner: 'machine', label: 'Picture' },
  category: { table: categories, fields: ['name'], owner: null, label: 'Category' },
  news: { table: news, fields: ['title'], owner: null, label: 'News' },
  newsBlock: { table: newsContentBlocks, fields: ['title', 'content'], owner: 'news', label: 'Content block' },
} as const satisfies Record<TranslatableKind, unknown>;

/** The items the overview lists: what the office opens to edit. The others are counted with their owner. */
const overviewKinds = translationOverviewKinds;
type OverviewKind = (typeof overviewKinds)[number];

type Row = Record<string, unknown> & { id: number };
type Transaction = Parameters<Parameters<Awaited<ReturnType<typeof database>>['transaction']>[0]>[0];

const columnOf = (kind: TranslatableKind, name: string) =>
  (translatable[kind].table as unknown as Record<string, PgColumn>)[name]!;

const textsOf = (row: Row, field: string) =>
  Object.fromEntries(locales.map((locale) => [locale, String(row[`${field}_${locale}`] ?? '')])) as Record<
    Locale,
    string
  >;

type RevisionRow = typeof translationRevisions.$inferSelect;

function fromRow(row: RevisionRow | undefined): FieldRevision {
  if (!row) return unchanged;
  return {
    revision: row.revision,
    source: row.source.split(',').filter((locale): locale is Locale => (locales as readonly string[]).includes(locale)),
    basedOn: Object.fromEntries(locales.map((locale) => [locale, row[`based_on_${locale}`]])) as Record<Locale, number>,
  };
}

function toColumns(field: FieldRevision) {
  return {
    revision: field.revision,
    source: field.source.join(','),
    ...(Object.fromEntries(locales.map((locale) => [`based_on_${locale}`, field.basedOn[locale]])) as Record<
      `based_on_${Locale}`,
      number
    >),
    changed_at: new Date(),
  };
}

async function saveRevision(
  tx: Transaction,
  kind: TranslatableKind,
  itemId: number,
  field: string,
  value: FieldRevision,
) {
  const columns = toColumns(value);
  await tx
    .insert(translationRevisions)
    .values({ kind, item_id: itemId, field, ...columns })
    .onConflictDoUpdate({
      target: [translationRevisions.kind, translationRevisions.item_id, translationRevisions.field],
      set: columns,
    });
}

/**
 * Updates the one row of `kind` that `where` selects with `changes`, and records what the write did to each of its
 * localized fields. False when there is no such row.
 */
export async function updateTranslated(
  kind: TranslatableKind,
  where: SQL | undefined,
  changes: object,
): Promise<boolean> {
  const table = translatable[kind].table as unknown as PgTable;
  const db = await database();
  return db.transaction(async (tx) => {
    const [before] = (await tx.select().from(table).where(where).for('update')) as Row[];
    if (!before) return false;
    const [after] = (await tx
      .update(table)
      .set(changes as never)
      .where(where)
      .returning()) as Row[];
    const recorded = await tx
      .select()
      .from(translationRevisions)
      .where(and(eq(translationRevisions.kind, kind), eq(translationRevisions.item_id, before.id)));
    for (const field of translatable[kind].fields) {
      const current = fromRow(recorded.find((row) => row.field === field));
      const next = afterWrite(current, textsOf(before, field), textsOf(after!, field));
      if (next) await saveRevision(tx, kind, before.id, field, next);
    }
    return true;
  });
}

/** Confirms that `locale` of a field is still right although another language changed since it was written. */
export async function confirmTranslation(
  kind: TranslatableKind,
  itemId: number,
  field: string,
  locale: Locale,
): Promise<void> {
  const { table, fields, label } = translatable[kind];
  if (!(fields as readonly string[]).includes(field)) throw new NotFoundError('Field');
  const db = await database();
  await db.transaction(async (tx) => {
    const [item] = await tx
      .select({ id: columnOf(kind, 'id') })
      .from(table as unknown as PgTable)
      .where(eq(columnOf(kind, 'id'), itemId))
      .for('update');
    if (!item) throw new NotFoundError(label);
    const [row] = await tx
      .select()
      .from(translationRevisions)
      .where(
        and(
          eq(translationRevisions.kind, kind),
          eq(translationRevisions.item_id, itemId),
          eq(translationRevisions.field, field),
        ),
      );
    // A field never changed has nothing out of date.
    if (row) await saveRevision(tx, kind, itemId, field, afterConfirmation(fromRow(row), locale));
  });
}

/** One localized field of one item, its state in each language. */
export interface FieldStates {
  kind: TranslatableKind;
  id: number;
  field: string;
  states: Record<Locale, TranslationState>;
  /** The languages of its last change of content, which the others are to follow; empty if it never changed. */
  source: Locale[];
}

/** A machine, a category or a news article, with the states of its fields and of those of what belongs to it. */
export interface TranslationItem {
  kind: OverviewKind;
  id: number;
  label: string;
  fields: FieldStates[];
  counts: Record<Locale, { missing: number; outdated: number }>;
}

export interface TranslationOverview {
  totals: { missing: number; outdated: number };
  items: TranslationItem[];
}

/** Which language of each field is blank, read as booleans rather than the texts themselves. */
function blanknessColumns(kind: TranslatableKind) {
  return Object.fromEntries(
    translatable[kind].fields.flatMap((field) =>
      locales.map((locale) => {
        const column = columnOf(kind, `${field}_${locale}`);
        return [`${field}_${locale}`, sql<boolean>`btrim(${column}) = ''`];
      }),
    ),
  );
}

const ownerColumn = { machine: 'machine_id', news: 'news_id' } as const;
const labelField = { machine: 'name', category: 'name', news: 'title' } as const;

/**
 * Every machine, category and news article with the state of each of its localized fields in each language
 * (those of its advantages, options, characteristics, pictures or content blocks included), and the totals. With
 * filters: the items of one kind, the counts of one language, the items with at least one field in that state.
 * Reads each table once.
 */
export async function translationOverview(
  filters: TranslationFilters,
  labelLocale: Locale,
): Promise<TranslationOverview> {
  const db = await database();
  const revisions = await db.select().from(translationRevisions);
  const revisionOf = new Map(revisions.map((row) => [`${row.kind}:${row.item_id}:${row.field}`, fromRow(row)]));

  const kinds = (Object.keys(translatable) as TranslatableKind[]).filter((kind) => {
    const top = translatable[kind].owner ?? kind;
    return !filters.kind || top === filters.kind;
  });
  const items = new Map<string, TranslationItem>();
  const owned: { owner: string; fields: FieldStates[] }[] = [];

  await Promise.all(
    kinds.map(async (kind) => {
      const { table, fields, owner } = translatable[kind];
      const selection: Record<string, PgColumn | SQL.Aliased | SQL> = {
        id: columnOf(kind, 'id'),
        ...blanknessColumns(kind),
      };
      if (owner) selection.owner = columnOf(kind, ownerColumn[owner]);
      const labelStem = owner ? undefined : labelField[kind as OverviewKind];
      if (labelStem)
        for (const locale of locales) selection[`label_${locale}`] = columnOf(kind, `${labelStem}_${locale}`);
      const rows = (await db
        .select(selection as never)
        .from(table as unknown as PgTable)
        .orderBy(columnOf(kind, 'id'))) as Record<string, unknown>[];
      for (const row of rows) {
        const id = row.id as number;
        const states = fields.map((field) => {
          const revision = revisionOf.get(`${kind}:${id}:${field}`) ?? unchanged;
          return {
            kind,
            id,
            field,
            source: revision.source,
            states: Object.fromEntries(
              locales.map((locale) => [locale, languageState(row[`${field}_${locale}`] === true, revision, locale)]),
            ) as Record<Locale, TranslationState>,
          };
        });
        if (owner) owned.push({ owner: `${owner}:${String(row.owner)}`, fields: states });
        else
          items.set(`${kind}:${id}`, {
            kind: kind as OverviewKind,
            id,
            label: localize(row as never, 'label', labelLocale),
            fields: states,
            counts: emptyCounts(),
          });
      }
    }),
  );
  for (const { owner, fields } of owned) items.get(owner)?.fields.push(...fields);

  const languages = filters.language ? [filters.language] : [...locales];
  const totals = { missing: 0, outdated: 0 };
  const listed: TranslationItem[] = [];
  for (const kind of overviewKinds) {
    for (const item of items.values()) {
      if (item.kind !== kind) continue;
      for (const field of item.fields)
        for (const locale of languages) {
          const state = field.states[locale];
          if (state !== 'current') item.counts[locale][state] += 1;
        }
      const missing = languages.reduce((sum, locale) => sum + item.counts[locale].missing, 0);
      const outdated = languages.reduce((sum, locale) => sum + item.counts[locale].outdated, 0);
      totals.missing += missing;
      totals.outdated += outdated;
      if (filters.state === 'missing' && missing === 0) continue;
      if (filters.state === 'outdated' && outdated === 0) continue;
      listed.push(item);
    }
  }
  return { totals, items: listed };
}

const emptyCounts = () =>
  Object.fromEntries(locales.map((locale) => [locale, { missing: 0, outdated: 0 }])) as TranslationItem['counts'];

/** One field's state in each language and the languages of its last change, as an item's screen shows them. */
export type FieldTranslation = Pick<FieldStates, 'states' | 'source'>;

/** The fields of an item's screen by `{kind}:{id}`, then by field: what LocalizedInputs looks up. */
export type ItemTranslations = Record<string, Record<string, FieldTranslation>>;

/**
 * The state of each localized field of one machine or news article and of what belongs to it (its advantages,
 * options, characteristics, pictures or content blocks), or of every category (their screen edits them all), read
 * for the item's own screen.
 */
export async function itemTranslations(kind: OverviewKind, id?: number): Promise<ItemTranslations> {
  const db = await database();
  const kinds = (Object.keys(translatable) as TranslatableKind[]).filter(
    (candidate) => (translatable[candidate].owner ?? candidate) === kind,
  );
  const read = await Promise.all(
    kinds.map(async (candidate) => {
      const { table, owner } = translatable[candidate];
      const key = owner ? columnOf(candidate, ownerColumn[owner]) : columnOf(candidate, 'id');
      const rows = (await db
        .select({ id: columnOf(candidate, 'id'), ...blanknessColumns(candidate) } as never)
        .from(table as unknown as PgTable)
        .where(id === undefined ? undefined : eq(key, id))) as Record<string, unknown>[];
      return { kind: candidate, rows };
    }),
  );
  const wanted = read.filter(({ rows }) => rows.length > 0);
  const revisions =
    wanted.length === 0
      ? []
      : await db
          .select()
          .from(translationRevisions)
          .where(
            or(
              ...wanted.map(({ kind: of, rows }) =>
                and(
                  eq(translationRevisions.kind, of),
                  inArray(
                    translationRevisions.item_id,
                    rows.map((row) => row.id as number),
                  ),
                ),
              ),
            ),
          );
  const revisionOf = new Map(revisions.map((row) => [`${row.kind}:${row.item_id}:${row.field}`, fromRow(row)]));
  const result: ItemTranslations = {};
  for (const { kind: of, rows } of wanted)
    for (const row of rows) {
      const fields: Record<string, FieldTranslation> = {};
      for (const field of translatable[of].fields) {
        const revision = revisionOf.get(`${of}:${String(row.id)}:${field}`) ?? unchanged;
        fields[field] = {
          source: revision.source,
          states: Object.fromEntries(
            locales.map((locale) => [locale, languageState(row[`${field}_${locale}`] === true, revision, locale)]),
          ) as Record<Locale, TranslationState>,
        };
      }
      result[`${of}:${String(row.id)}`] = fields;
    }
  return result;
}

/**
 * Where the translations of the catalogue and the news stand: every localized field of machines, their advantages,
 * options, technical characteristics and pictures' alt texts, categories, and news articles and their content
 * blocks, each language missing, out of date or up to date (the rules: ./rules.ts). Writes of those fields go
 * through `updateTranslated`, which records what changed in the same transaction as the change, with the item's
 * row locked, so that two office workers saving at once are counted one after the other.
 */
import 'server-only';

import { and, eq, getTableColumns, inArray, or, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

import { type Locale, locales } from '@/i18n/locales';
import { type TranslatableKind, translationOverviewKinds } from '@/schemas/translations';

import { database, type Transaction } from '../db';
import { translationRevisions } from '../db/schema';
import { NotFoundError } from '../errors';
import { columnOf, translatable } from './kinds';
import type { FieldStates } from './overview';
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
export { type FieldStates, type TranslationItem, type TranslationOverview, translationOverview } from './overview';

type Row = Record<string, unknown> & { id: number };

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

/** Records `fields` (a field's name, its new bookkeeping) of one item: one statement, however many fields. */
async function saveRevisions(
  tx: Transaction,
  kind: TranslatableKind,
  itemId: number,
  fields: [string, FieldRevision][],
) {
  const statement = revisionsStatement(tx, kind, itemId, fields);
  if (statement) await statement;
}

/** The statement `saveRevisions` sends, unsent; none when there is nothing to record. */
function revisionsStatement(
  tx: Transaction,
  kind: TranslatableKind,
  itemId: number,
  fields: [string, FieldRevision][],
) {
  if (fields.length === 0) return null;
  return tx
    .insert(translationRevisions)
    .values(fields.map(([field, value]) => ({ kind, item_id: itemId, field, ...toColumns(value) })))
    .onConflictDoUpdate({
      target: [translationRevisions.kind, translationRevisions.item_id, translationRevisions.field],
      set: Object.fromEntries(
        Object.keys(toColumns(unchanged)).map((column) => [column, sql.raw(`excluded.${column}`)]),
      ),
    });
}

/**
 * A row that a save holds locked (history/revisions.ts `changeItem`): `row` as it stands, when the save has read it.
 * `updateTranslated` given it does not read the row again, and leaves there the row as its update answered it
 * (`written`), so that the save need not read it after the write either. Only a write that changes the row through
 * `updateTranslated` alone may be given one.
 */
export interface HeldRow {
  row?: Record<string, unknown>;
  written: boolean;
  /**
   * The write is rolled back once its result is read (a save to a draft, history/revisions.ts): its translation
   * bookkeeping would be rolled back with it, so it is not made.
   */
  undone?: boolean;
  /**
   * The item's next version (history/revisions.ts `changeItem`), written with the row by the update, so that the
   * save's revision need not update the row a second time for it.
   */
  version?: number;
  /**
   * The write's translation bookkeeping, left unsent for the holder to send in its own next statement (`changeItem`
   * sends it with the revision: the save costs one round trip less). The holder must send it before its transaction
   * ends.
   */
  bookkeeping?: SQLWrapper;
}

/**
 * Updates the one row of `kind` that `where` selects with `changes`, and records what the write did to each of its
 * localized fields: in `transaction` when given (a save that records a revision), else in one of its own. False
 * when there is no such row. `held`: the row, when the caller holds it locked (`where` must select that row).
 */
export async function updateTranslated(
  kind: TranslatableKind,
  where: SQL | undefined,
  changes: object,
  transaction?: Transaction,
  held?: HeldRow,
): Promise<boolean> {
  const table = translatable[kind].table as unknown as PgTable;
  const write = async (tx: Transaction) => {
    const [before] = (held?.row ? [held.row] : await tx.select().from(table).where(where).for('update')) as Row[];
    if (!before) return false;
    // The fields' bookkeeping so far comes back with the updated row: the row is locked, so no one changes it
    // meanwhile, and the save sends one statement less.
    const [updated] = (await tx
      .update(table)
      .set(held?.version === undefined ? changes : { ...changes, version: held.version })
      .where(where)
      .returning({
        ...getTableColumns(table),
        recorded: held?.undone
          ? sql<RevisionRow[]>`null`
          : sql<RevisionRow[]>`(select coalesce(json_agg(r), '[]') from ${translationRevisions} r
              where r.kind = ${kind} and r.item_id = ${before.id})`,
      })) as (Row & { recorded: RevisionRow[] | null })[];
    const { recorded, ...after } = updated!;
    if (held) Object.assign(held, { row: after, written: true });
    if (held?.undone) return true;
    const next = translatable[kind].fields.flatMap((field): [string, FieldRevision][] => {
      const revision = afterWrite(
        fromRow(recorded!.find((row) => row.field === field)),
        textsOf(before, field),
        textsOf(after!, field),
      );
      return revision ? [[field, revision]] : [];
    });
    if (held) held.bookkeeping = revisionsStatement(tx, kind, before.id, next) ?? undefined;
    else await saveRevisions(tx, kind, before.id, next);
    return true;
  };
  return transaction ? write(transaction) : (await database()).transaction(write);
}

/** Confirms that `locale` of a field is still right although another language changed since it was written. */
export async function confirmTranslation(
  kind: TranslatableKind,
  itemId: number,
  field: string,
  locale: Locale,
): Promise<void> {
  const db = await database();
  await db.transaction((tx) => confirmIn(tx, kind, itemId, field, locale));
}

/** `confirmTranslation` in transaction `tx`, under the item's row lock. */
export async function confirmIn(
  tx: Transaction,
  kind: TranslatableKind,
  itemId: number,
  field: string,
  locale: Locale,
): Promise<void> {
  const { table, fields, label } = translatable[kind];
  if (!(fields as readonly string[]).includes(field)) throw new NotFoundError('Field');
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
  if (row) await saveRevisions(tx, kind, itemId, [[field, afterConfirmation(fromRow(row), locale)]]);
}

type OverviewKind = (typeof translationOverviewKinds)[number];

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
/** One field's state in each language and the languages of its last change, as an item's screen shows them. */
export type FieldTranslation = Pick<FieldStates, 'states' | 'source'>;

/** The fields of an item's screen by `{kind}:{id}`, then by field: what LocalizedInputs looks up. */
export type ItemTranslations = Record<string, Record<string, FieldTranslation>>;

/**
 * The state of each localized field of one machine or news article and of what belongs to it (its advantages,
 * options, characteristics, pictures or content blocks), or of every category (their screen edits them all), read
 * for the item's own screen.
 */
export async function itemTranslations(
  kind: OverviewKind,
  id?: number,
  transaction?: Transaction,
): Promise<ItemTranslations> {
  const db = transaction ?? (await database());
  const kinds = (Object.keys(translatable) as TranslatableKind[]).filter(
    (candidate) => (translatable[candidate].owner ?? candidate) === kind,
  );
  const read = await Promise.all(
    kinds.map(async (candidate) => {
      const { table, owner } = translatable[candidate];
      const key = owner ? columnOf(candidate, ownerColumn[owner]) : columnOf(candidate, 'id');
      const rows = (await db
        .select({ id: columnOf(candidate, 'id'), ...blanknessColumns(candidate) })
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

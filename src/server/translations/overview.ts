/**
 * The translation overview: every machine, category and news article with the state of its localized fields (and
 * of those of what belongs to it) in each language, counted, filtered and paged by the database. A catalogue of
 * thousands of machines has tens of thousands of fields; only the page asked for is read back.
 */
import 'server-only';

import { inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

import { type Locale, locales } from '@/i18n/locales';
import type { TranslatableKind, TranslationFilters } from '@/schemas/translations';
import { translationOverviewKinds } from '@/schemas/translations';

import { database, rowsOf } from '../db';
import { qualified } from '../db/latest-change';
import { translationRevisions } from '../db/schema';
import { localize } from '../localize';
import type { TranslationState } from './rules';
import { columnOf, translatable } from './kinds';

type OverviewKind = (typeof translationOverviewKinds)[number];

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
  /** What is missing and out of date in the items of the kind and the languages asked for, whatever their state. */
  totals: { missing: number; outdated: number };
  /** How many items the filters select; `items` is the part of them asked for. */
  count: number;
  items: TranslationItem[];
}

const ownerColumn = { machine: 'machine_id', news: 'news_id' } as const;
const labelField = { machine: 'name', category: 'name', news: 'title' } as const;
const kinds = Object.keys(translatable) as TranslatableKind[];

const tableOf = (kind: TranslatableKind) => translatable[kind].table as unknown as PgTable;
const column = (kind: TranslatableKind, name: string) => qualified(tableOf(kind), columnOf(kind, name));
const revision = (name: string) =>
  qualified(translationRevisions, (translationRevisions as unknown as Record<string, AnyPgColumn>)[name]!);
const topOf = (kind: TranslatableKind): OverviewKind => (translatable[kind].owner ?? kind) as OverviewKind;

/**
 * One row per localized field of every item of the `kinds` (of the items that belong to `only`, when given): the
 * overview item it counts for, and per language whether it is missing (blank, as `localize` sees it) and whether
 * it is behind its field's last change of content (out of date, unless missing): `languageState` of ./rules.ts,
 * in SQL.
 */
function fieldRows(of: TranslatableKind[], only?: Partial<Record<OverviewKind, number[]>>): SQL | null {
  const branches = of.flatMap((kind) => {
    const { fields, owner } = translatable[kind];
    const top = topOf(kind);
    const ids = only?.[top];
    if (only && !ids?.length) return [];
    const topId = owner ? column(kind, ownerColumn[owner]) : column(kind, 'id');
    const within = ids ? sql` where ${topId} in (${sql.join(ids.map(Number), sql`, `)})` : sql``;
    return fields.map(
      (field, order) => sql`select ${top}::text as top_kind, ${topId} as top_id, ${kind}::text as kind,
        ${column(kind, 'id')} as item_id, ${field}::text as field, ${sql.raw(String(kinds.indexOf(kind)))} as kind_order,
        ${sql.raw(String(order))} as field_order, coalesce(${revision('source')}, '') as source,
        ${sql.join(
          locales.map(
            (locale) => sql`${column(kind, `${field}_${locale}`)} ~ '^[[:space:]]*$' as missing_${sql.raw(locale)},
              coalesce(${revision(`based_on_${locale}`)} < ${revision('revision')}, false) as behind_${sql.raw(locale)}`,
          ),
          sql`, `,
        )}
        from ${tableOf(kind)} left join ${translationRevisions} on ${revision('kind')} = ${kind}
          and ${revision('item_id')} = ${column(kind, 'id')} and ${revision('field')} = ${field}${within}`,
    );
  });
  return branches.length ? sql.join(branches, sql` union all `) : null;
}

const count = (expression: SQL) => sql`sum(case when ${expression} then 1 else 0 end)::int`;
const sumOf = (names: string[]) => sql.raw(names.length ? names.join(' + ') : '0');

/**
 * Every machine, category and news article with the state of each of its localized fields in each language (those
 * of its advantages, options, characteristics, pictures or content blocks included), and the totals. With filters:
 * the items of one kind, the counts of one language, the items with at least one field in that state; with
 * `range`, that part of them (by kind, then id). The database counts and pages, whatever the size of the catalogue:
 * one statement answers the totals, how many items are selected and the page's items with their counts; then the
 * fields and the labels of those items alone are read.
 */
export async function translationOverview(
  filters: TranslationFilters,
  labelLocale: Locale,
  range: { limit?: number; offset?: number } = {},
): Promise<TranslationOverview> {
  const db = await database();
  const of = kinds.filter((kind) => !filters.kind || topOf(kind) === filters.kind);
  const rows = fieldRows(of)!;
  const languages = filters.language ? [filters.language] : [...locales];
  const missing = sumOf(languages.map((locale) => `missing_${locale}`));
  const outdated = sumOf(languages.map((locale) => `outdated_${locale}`));
  const kept =
    filters.state === 'missing'
      ? sql`where missing > 0`
      : filters.state === 'outdated'
        ? sql`where outdated > 0`
        : sql``;
  const scored = sql`with fields as (${rows}), items as (
      select top_kind, top_id, ${sql.join(
        locales.map(
          (locale) => sql`${count(sql.raw(`missing_${locale}`))} as missing_${sql.raw(locale)},
            ${count(sql.raw(`not missing_${locale} and behind_${locale}`))} as outdated_${sql.raw(locale)}`,
        ),
        sql`, `,
      )}
      from fields group by top_kind, top_id
    ), scored as (select *, ${missing} as missing, ${outdated} as outdated from items)`;
  const order = sql.raw(
    `case top_kind ${translationOverviewKinds.map((kind, index) => `when '${kind}' then ${index}`).join(' ')} end`,
  );
  const window = sql`${range.limit !== undefined ? sql` limit ${range.limit}` : sql``}${
    range.offset ? sql` offset ${range.offset}` : sql``
  }`;
  // One statement, so that the fields are read once (a CTE used twice is computed once): the totals, and the page's
  // items beside them; a page past the end is one row of totals alone.
  const result = rowsOf(
    await db.execute(sql`${scored}, totals as (
        select (select count(*)::int from scored ${kept}) as listed,
          coalesce(sum(missing), 0)::int as total_missing, coalesce(sum(outdated), 0)::int as total_outdated from scored
      )
      select * from totals left join lateral (
        select * from scored ${kept} order by ${order}, top_id${window}
      ) page on true`),
  );
  const totals = result[0] ?? {};
  const pageRows = result.filter((row) => row.top_kind !== null && row.top_kind !== undefined);

  const ids: Partial<Record<OverviewKind, number[]>> = {};
  for (const row of pageRows) (ids[row.top_kind as OverviewKind] ??= []).push(Number(row.top_id));
  // The whole list (the API without a limit) reads every field anyway: no list of ids to match.
  const whole = range.limit === undefined && !range.offset && !filters.state;
  const [fields, labels] = await Promise.all([pageFields(of, whole ? undefined : ids), pageLabels(ids, labelLocale)]);

  const items = pageRows.map((row): TranslationItem => {
    const kind = row.top_kind as OverviewKind;
    const id = Number(row.top_id);
    return {
      kind,
      id,
      label: labels.get(`${kind}:${id}`) ?? '',
      fields: fields.get(`${kind}:${id}`) ?? [],
      counts: Object.fromEntries(
        locales.map((locale) => [
          locale,
          languages.includes(locale)
            ? { missing: Number(row[`missing_${locale}`]), outdated: Number(row[`outdated_${locale}`]) }
            : { missing: 0, outdated: 0 },
        ]),
      ) as TranslationItem['counts'],
    };
  });
  return {
    totals: { missing: Number(totals.total_missing ?? 0), outdated: Number(totals.total_outdated ?? 0) },
    count: Number(totals.listed ?? 0),
    items,
  };
}

/** The fields of the items `ids`, with their states, by overview item: own fields first, then their parts'. */
async function pageFields(of: TranslatableKind[], ids?: Partial<Record<OverviewKind, number[]>>) {
  const byItem = new Map<string, FieldStates[]>();
  const rows = fieldRows(of, ids);
  if (!rows) return byItem;
  const db = await database();
  const result = rowsOf(
    await db.execute(sql`select * from (${rows}) fields order by top_id, kind_order, item_id, field_order`),
  );
  for (const row of result) {
    const key = `${String(row.top_kind)}:${Number(row.top_id)}`;
    const list = byItem.get(key) ?? [];
    list.push({
      kind: row.kind as TranslatableKind,
      id: Number(row.item_id),
      field: String(row.field),
      source: String(row.source)
        .split(',')
        .filter((locale): locale is Locale => (locales as readonly string[]).includes(locale)),
      states: Object.fromEntries(
        locales.map((locale) => [
          locale,
          row[`missing_${locale}`] === true ? 'missing' : row[`behind_${locale}`] === true ? 'outdated' : 'current',
        ]),
      ) as Record<Locale, TranslationState>,
    });
    byItem.set(key, list);
  }
  return byItem;
}

/** The label of each of the items `ids` in `locale` (or the language it falls back to): a name or a title. */
async function pageLabels(ids: Partial<Record<OverviewKind, number[]>>, locale: Locale) {
  const db = await database();
  const labels = new Map<string, string>();
  await Promise.all(
    (Object.entries(ids) as [OverviewKind, number[]][]).map(async ([kind, list]) => {
      const label = (language: Locale) => sql<string | null>`${columnOf(kind, `${labelField[kind]}_${language}`)}`;
      const rows = await db
        .select({
          id: columnOf(kind, 'id'),
          label_en: label('en'),
          label_fr: label('fr'),
          label_de: label('de'),
          label_it: label('it'),
          label_es: label('es'),
        })
        .from(tableOf(kind))
        .where(inArray(columnOf(kind, 'id'), list));
      for (const row of rows) labels.set(`${kind}:${Number(row.id)}`, localize(row, 'label', locale));
    }),
  );
  return labels;
}

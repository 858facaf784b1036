/**
 * Characteristic types: what a technical characteristic means across machines ("Pressing force"), with its name in
 * five languages and its unit; and what a typed or measured characteristic writes in its own columns.
 */
import 'server-only';

import { and, asc, count, eq, ne, isNotNull, type SQL, sql } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';

import { type Locale, locales } from '@/i18n/locales';
import { formatMeasure } from '@/i18n/measures';
import type { CharacteristicTypeCreate, CharacteristicTypeUpdate } from '@/schemas/characteristic-type';
import type { Measure } from '@/schemas/measure';
import { type Unit, units } from '@/schemas/units';

import { cacheTags, invalidate } from '../cache/tags';
import { type Database, database, rowsOf } from '../db';
import { nextPriority } from '../db/priority';
import { characteristicTypes, drafts, machines, technicalCharacteristics } from '../db/schema';
import { NotFoundError, ValidationError } from '../errors';
import { localize, localizedValues } from '../localize';

type TypeRow = typeof characteristicTypes.$inferSelect;

/** A characteristic type in one language, with its five names, its unit, its symbol and UN/CEFACT code. */
export interface CharacteristicType {
  id: number;
  name: string;
  name_en: string;
  name_fr: string;
  name_de: string;
  name_it: string;
  name_es: string;
  unit: Unit;
  symbol: string;
  unitCode: string;
  priority: number;
}

function present(row: TypeRow, locale: Locale): CharacteristicType {
  const unit = row.unit as Unit;
  return {
    id: row.id,
    name: localize(row, 'name', locale),
    ...localizedValues(row, 'name'),
    unit,
    symbol: units[unit].symbol,
    unitCode: units[unit].unece,
    priority: row.priority,
  };
}

async function readCharacteristicTypes(locale: Locale): Promise<CharacteristicType[]> {
  const db = await database();
  const rows = await db
    .select()
    .from(characteristicTypes)
    .orderBy(asc(characteristicTypes.priority), asc(characteristicTypes.id));
  return rows.map((row) => present(row, locale));
}

/** Every characteristic type, by priority then id. */
export const listCharacteristicTypes = unstable_cache(readCharacteristicTypes, ['characteristic-types:list'], {
  tags: [cacheTags.characteristicTypes],
});

/**
 * The technical characteristics of each type: those of the machines, and those of their drafts (a characteristic
 * added or given the type in a draft is the type's too: deleting the type would leave the draft unpublishable; the
 * draft of a machine in the trash is left out, as its machine's are), each counted once, by id.
 */
function characteristicsByType(): SQL {
  return sql`select type_id, count(distinct id)::int as characteristics from (
      select ${technicalCharacteristics.id} as id, ${technicalCharacteristics.type_id} as type_id
        from ${technicalCharacteristics} where ${technicalCharacteristics.type_id} is not null
      union
      select item.key::int, (item.value ->> 'type_id')::int
        from ${drafts}, jsonb_each(${drafts.document} -> 'lists' -> 'technicalCharacteristics' -> 'items') item
        where ${drafts.kind} = 'machine' and item.value ->> 'type_id' is not null
          and exists (select 1 from ${machines} where ${machines.id} = ${drafts.item_id})
    ) used group by type_id`;
}

/** How many technical characteristics each type has, drafts included (the admin's screen; a type of none is left out). */
export async function characteristicTypeUsage(): Promise<Record<number, number>> {
  const db = await database();
  const rows = rowsOf<{ type_id: number; characteristics: number }>(await db.execute(characteristicsByType()));
  return Object.fromEntries(rows.map((row) => [Number(row.type_id), Number(row.characteristics)]));
}

/** The type as it is now, bypassing the cache: what the API answers a write with. */
export async function freshCharacteristicType(id: number, locale: Locale): Promise<CharacteristicType> {
  const db = await database();
  const [row] = await db.select().from(characteristicTypes).where(eq(characteristicTypes.id, id));
  if (!row) throw new NotFoundError('Characteristic type');
  return present(row, locale);
}

export async function createCharacteristicType(input: CharacteristicTypeCreate): Promise<{ id: number }> {
  const db = await database();
  const priority = input.priority ?? (await nextPriority(db, characteristicTypes, null, null));
  const [row] = await db
    .insert(characteristicTypes)
    .values({ ...input, priority })
    .returning({ id: characteristicTypes.id });
  invalidate(cacheTags.characteristicTypes);
  return row!;
}

/**
 * Changes a type. Its characteristics take its new names at once (they keep a copy, see the schema); its unit
 * changes only while none of its characteristics has a measure in another one (a number is not converted).
 */
export async function updateCharacteristicType(id: number, changes: CharacteristicTypeUpdate): Promise<void> {
  const db = await database();
  await db.transaction(async (tx) => {
    const [row] = await tx.update(characteristicTypes).set(changes).where(eq(characteristicTypes.id, id)).returning();
    if (!row) throw new NotFoundError('Characteristic type');
    if (changes.unit !== undefined) {
      const [other] = await tx
        .select({ count: count() })
        .from(technicalCharacteristics)
        .where(
          and(
            eq(technicalCharacteristics.type_id, id),
            isNotNull(technicalCharacteristics.measure_unit),
            ne(technicalCharacteristics.measure_unit, changes.unit),
          ),
        );
      if ((other?.count ?? 0) > 0)
        throw new ValidationError('Characteristics of this type are measured in its current unit', {
          unit: `${other!.count} characteristics are measured in ${units[row.unit as Unit]?.symbol ?? row.unit}`,
        });
    }
    await tx.update(technicalCharacteristics).set(typeNames(row)).where(eq(technicalCharacteristics.type_id, id));
  });
  invalidate(cacheTags.characteristicTypes, cacheTags.machines);
}

/** Deletes a type that no characteristic has, in a machine or its draft; one that some have is refused, naming how many. */
export async function deleteCharacteristicType(id: number): Promise<void> {
  const db = await database();
  await db.transaction(async (tx) => {
    const [used] = rowsOf<{ characteristics: number }>(
      await tx.execute(sql`select characteristics from (${characteristicsByType()}) usage where type_id = ${id}`),
    );
    if (used && Number(used.characteristics) > 0)
      throw new ValidationError(
        `${used.characteristics} technical characteristics are of this type: change them first`,
      );
    const deleted = await tx
      .delete(characteristicTypes)
      .where(eq(characteristicTypes.id, id))
      .returning({ id: characteristicTypes.id });
    if (deleted.length === 0) throw new NotFoundError('Characteristic type');
  });
  invalidate(cacheTags.characteristicTypes);
}

const typeNames = (row: TypeRow) =>
  Object.fromEntries(locales.map((locale) => [`name_${locale}`, row[`name_${locale}`]])) as Record<
    `name_${Locale}`,
    string
  >;

/** What a write of a technical characteristic may say of its type and measure (null: none, undefined: unchanged). */
export interface TypedCharacteristicInput {
  type?: number | null;
  measure?: Measure | null;
}

/** What an edit keeps of a characteristic: its type and its measure's unit, when the edit leaves them out. */
export interface KeptCharacteristic {
  type_id: number | null;
  measure_unit: string | null;
}

/**
 * The columns of a write of a technical characteristic: the rest of `input` as it is, and what its `type` and
 * `measure` write: the type's id and names, the measure's numbers and unit, and its values in each language. A type
 * that does not exist, or a measure in another unit than its type's, is a ValidationError naming the field.
 */
export async function characteristicColumns<T extends TypedCharacteristicInput>(
  input: T,
  kept: KeptCharacteristic = { type_id: null, measure_unit: null },
  /** The save's transaction, which the type is read in. */
  transaction?: Database,
): Promise<Omit<T, 'type' | 'measure'> & Record<string, unknown>> {
  const { type, measure, ...rest } = input;
  const columns: Record<string, unknown> = { ...rest };
  const db = transaction ?? (await database());
  const typeId = type === undefined ? kept.type_id : type;
  let typeRow: TypeRow | undefined;
  if (typeId != null) {
    [typeRow] = await db.select().from(characteristicTypes).where(eq(characteristicTypes.id, typeId));
    if (!typeRow) throw new ValidationError('Unknown characteristic type', { type: 'Unknown characteristic type' });
  }
  if (type !== undefined) {
    columns.type_id = type;
    if (typeRow) Object.assign(columns, typeNames(typeRow));
  }
  if (measure !== undefined) {
    columns.measure_min = measure?.min ?? null;
    columns.measure_max = measure?.max ?? null;
    columns.measure_unit = measure?.unit ?? null;
    if (measure) for (const locale of locales) columns[`value_${locale}`] = formatMeasure(measure, locale);
  }
  const unit = measure === undefined ? kept.measure_unit : measure?.unit;
  if (typeRow && unit && unit !== typeRow.unit)
    throw new ValidationError(`Must be in the type's unit, ${typeRow.unit}`, {
      'measure.unit': `Must be the type's unit, ${typeRow.unit}`,
    });
  return columns as Omit<T, 'type' | 'measure'> & Record<string, unknown>;
}

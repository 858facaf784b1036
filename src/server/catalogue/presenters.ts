/**
 * How the catalogue shows a machine's parts (pictures, categories, advantages, options), in the lists and on one
 * machine alike, and the order they are read in.
 */
import 'server-only';

import { asc } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import type { Locale } from '@/i18n/locales';

import { toDecimal } from '@/schemas/measure';

import type { advantages, machineOptionsTable, pictures, technicalCharacteristics } from '../db/schema';
import { type Fallback, fallbackOf, localize, localizedValues } from '../localize';
import { mediaUrl } from '../media/storage';

type PictureRow = typeof pictures.$inferSelect;
type CategoryRow = { category: { id: number; priority: number } & Parameters<typeof localize<'name'>>[0] };

export interface PublicPicture {
  id: number;
  url: string;
  /** The mime type; a video's starts with `video/`. */
  type: string;
  /** Alt text in the visitor's language. */
  description: string;
  width: number | null;
  height: number | null;
  /** The alt text's language when it is not the visitor's (blank in theirs). */
  fallback: Fallback<'description'>;
}

/** A category as a machine shows it: its name in the visitor's language, or the language it falls back to. */
export interface MachineCategory {
  id: number;
  name: string;
  fallback: Fallback<'name'>;
}

export function presentPicture(picture: PictureRow, locale: Locale): PublicPicture {
  return {
    id: picture.id,
    url: mediaUrl(picture.storage_key),
    type: picture.mime_type,
    description: localize(picture, 'description', locale),
    width: picture.width,
    height: picture.height,
    fallback: fallbackOf(picture, ['description'], locale),
  };
}

/** A picture for the admin and the API: as the public sees it, with its alt text in all five languages. */
export function presentAdminPicture(picture: PictureRow, locale: Locale) {
  return { ...presentPicture(picture, locale), ...localizedValues(picture, 'description'), priority: picture.priority };
}

export function presentCategories(links: CategoryRow[], locale: Locale): MachineCategory[] {
  return links
    .map(({ category }) => category)
    .sort((a, b) => a.priority - b.priority || a.id - b.id)
    .map((category) => ({
      id: category.id,
      name: localize(category, 'name', locale),
      fallback: fallbackOf(category, ['name'], locale),
    }));
}

export function presentAdvantage(row: typeof advantages.$inferSelect, locale: Locale) {
  return {
    id: row.id,
    description: localize(row, 'description', locale),
    fallback: fallbackOf(row, ['description'], locale),
    ...localizedValues(row, 'description'),
    priority: row.priority,
  };
}

export const nameValueFields = ['name', 'value'] as const;

/** An option or a technical characteristic: a name and a value. */
export function presentNameValue(row: typeof machineOptionsTable.$inferSelect, locale: Locale) {
  return {
    id: row.id,
    name: localize(row, 'name', locale),
    value: localize(row, 'value', locale),
    fallback: fallbackOf(row, nameValueFields, locale),
    ...localizedValues(row, 'name'),
    ...localizedValues(row, 'value'),
    priority: row.priority,
  };
}

type CharacteristicRow = typeof technicalCharacteristics.$inferSelect;

/**
 * A characteristic's measure: its numbers as the exact decimal texts the database holds (`"1500"`, `"0.5"`), max
 * null for a single number; null for a characteristic without one.
 */
export interface MeasureView {
  min: string;
  max: string | null;
  unit: string;
}

export function measureOf(row: Pick<CharacteristicRow, 'measure_min' | 'measure_max' | 'measure_unit'>) {
  if (row.measure_min === null || row.measure_unit === null) return null;
  return {
    min: toDecimal(row.measure_min) ?? row.measure_min,
    max: row.measure_max === null ? null : (toDecimal(row.measure_max) ?? row.measure_max),
    unit: row.measure_unit,
  } satisfies MeasureView;
}

/**
 * A technical characteristic for the admin and the API: a name and a value, its type's id and its measure, whose
 * numbers the API gives as JSON numbers (exact: at most 15 digits, see src/schemas/measure.ts).
 */
export function presentCharacteristic(row: CharacteristicRow, locale: Locale) {
  const measure = measureOf(row);
  return {
    ...presentNameValue(row, locale),
    type: row.type_id,
    measure: measure && {
      min: Number(measure.min),
      ...(measure.max !== null && { max: Number(measure.max) }),
      unit: measure.unit,
    },
  };
}

/** The order of a machine's lists (pictures, advantages, options, …): by priority, then id. */
export const byPriority = (table: { priority: AnyPgColumn; id: AnyPgColumn }) => ({
  orderBy: [asc(table.priority), asc(table.id)],
});

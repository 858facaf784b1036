/**
 * The machines of the compare page, in the visitor's language: in one query whatever their number (the machines
 * with their first picture, categories, technical characteristics and options), never cached, since a selection of
 * machines is no page of the site and an anonymous visitor must not be able to fill the cache with selections.
 */
import 'server-only';

import { inArray } from 'drizzle-orm';

import type { Locale } from '@/i18n/locales';
import { toDecimal } from '@/schemas/measure';

import { database } from '../db';
import { machineOptionsTable, machines, pictures, technicalCharacteristics } from '../db/schema';
import { fallbackOf, localize } from '../localize';
import {
  byPriority,
  type MachineCategory,
  measureOf,
  nameValueFields,
  presentCategories,
  presentPicture,
  type PublicPicture,
} from './presenters';

export interface ComparedMachine {
  id: number;
  name: string;
  fallback: { name?: Locale };
  picture: PublicPicture | null;
  categories: MachineCategory[];
  /** The exact amount in francs, or null: on request. */
  price: string | null;
  technical_characteristics: {
    name: string;
    value: string;
    fallback: { name?: Locale; value?: Locale };
    type: number | null;
    measure: { min: string; max: string | null; unit: string } | null;
  }[];
  options: { name: string; value: string; fallback: { name?: Locale; value?: Locale } }[];
}

/** The machines of `ids` that exist, in the order of `ids`. */
export async function readComparedMachines(ids: readonly number[], locale: Locale): Promise<ComparedMachine[]> {
  if (ids.length === 0) return [];
  const db = await database();
  const rows = await db.query.machines.findMany({
    where: inArray(machines.id, [...ids]),
    with: {
      pictures: { ...byPriority(pictures), limit: 1 },
      categories: { with: { category: true } },
      options: byPriority(machineOptionsTable),
      technicalCharacteristics: byPriority(technicalCharacteristics),
    },
  });
  const nameValue = (row: typeof machineOptionsTable.$inferSelect) => ({
    name: localize(row, 'name', locale),
    value: localize(row, 'value', locale),
    fallback: fallbackOf(row, nameValueFields, locale),
  });
  const byId = new Map(
    rows.map((machine): [number, ComparedMachine] => [
      machine.id,
      {
        id: machine.id,
        name: localize(machine, 'name', locale),
        fallback: fallbackOf(machine, ['name'], locale),
        picture: machine.pictures[0] ? presentPicture(machine.pictures[0], locale) : null,
        categories: presentCategories(machine.categories, locale),
        price: machine.price_chf === null ? null : toDecimal(machine.price_chf),
        technical_characteristics: machine.technicalCharacteristics.map((row) => ({
          ...nameValue(row),
          type: row.type_id,
          measure: measureOf(row),
        })),
        options: machine.options.map(nameValue),
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

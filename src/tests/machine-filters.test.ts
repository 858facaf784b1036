/**
 * The listing's range filters and the counts of its filter panel: a measure overlapping a range, the union of
 * categories with the ranges, each count leaving its own range out, exact decimals; and the same filters over REST.
 */
import * as machineCollection from '@/app/api/machine/route';
import { filterCounts } from '@/server/catalogue/machine-filters';
import { readMachinePage } from '@/server/catalogue/machine-lists';
import type { DatabaseHandle } from '@/server/db/client';
import {
  categories,
  characteristicTypes,
  machineCategories,
  machines,
  technicalCharacteristics,
} from '@/server/db/schema';

import { call } from './api';
import { countQueries, createTestDatabase } from './database';

type Five<F extends string> = Record<`${F}_${'en' | 'fr' | 'de' | 'it' | 'es'}`, string>;
const five = <F extends string>(field: F, text: string) =>
  Object.fromEntries(['en', 'fr', 'de', 'it', 'es'].map((locale) => [`${field}_${locale}`, text])) as Five<F>;

let handle: DatabaseHandle;
const id = { a: 0, b: 0, c: 0, force: 0, stroke: 0 };
/** The machines by name: m1 … m5. */
const m: Record<string, number> = {};

beforeAll(async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  [{ id: id.a }, { id: id.b }, { id: id.c }] = (await db
    .insert(categories)
    .values([five('name', 'A'), five('name', 'B'), five('name', 'C')])
    .returning({ id: categories.id })) as [{ id: number }, { id: number }, { id: number }];
  [{ id: id.force }, { id: id.stroke }] = (await db
    .insert(characteristicTypes)
    .values([
      { ...five('name', 'Force'), unit: 'kN' },
      { ...five('name', 'Stroke'), unit: 'mm' },
    ])
    .returning({ id: characteristicTypes.id })) as [{ id: number }, { id: number }];
  const made = await db
    .insert(machines)
    .values(['m1', 'm2', 'm3', 'm4', 'm5'].map((name) => ({ ...five('name', name), ...five('description', '') })))
    .returning({ id: machines.id });
  made.forEach((row, index) => (m[`m${index + 1}`] = row.id));
  await db.insert(machineCategories).values([
    { machine_id: m.m1!, category_id: id.a },
    { machine_id: m.m2!, category_id: id.a },
    { machine_id: m.m3!, category_id: id.b },
    { machine_id: m.m4!, category_id: id.b },
    { machine_id: m.m4!, category_id: id.c },
    { machine_id: m.m5!, category_id: id.c },
  ]);
  const measured = (machine: string, type: number, min: string, max: string | null, unit: string) => ({
    machine_id: m[machine]!,
    ...five('name', 'x'),
    ...five('value', 'x'),
    type_id: type,
    measure_min: min,
    measure_max: max,
    measure_unit: unit,
  });
  await db
    .insert(technicalCharacteristics)
    .values([
      measured('m1', id.force, '100', null, 'kN'),
      measured('m1', id.stroke, '100', '300', 'mm'),
      measured('m2', id.force, '250.5', null, 'kN'),
      measured('m3', id.force, '0.3', null, 'kN'),
      measured('m4', id.stroke, '500', null, 'mm'),
      { machine_id: m.m5!, ...five('name', 'Colour'), ...five('value', 'Blue') },
    ]);
});
afterAll(() => handle.close());

const names = async (view: Parameters<typeof filterCounts>[0]) =>
  (await readMachinePage('en', { ...view, page: 1, pageSize: 24 })).items.map((machine) => machine.name);
const range = (typeId: number, min: string | null, max: string | null) => ({ typeId, min, max });

describe('the listing’s range filters', () => {
  it('keeps a machine whose measure overlaps the range, a number being a range of one value', async () => {
    expect(await names({ ranges: [range(id.stroke, '250', '400')] })).toEqual(['m1']);
    expect(await names({ ranges: [range(id.stroke, '300', null)] })).toEqual(['m1', 'm4']);
    expect(await names({ ranges: [range(id.stroke, '300.000001', null)] })).toEqual(['m4']);
    expect(await names({ ranges: [range(id.force, null, '100')] })).toEqual(['m1', 'm3']);
  });

  it('compares exact decimals, never floats', async () => {
    // 0.1 + 0.2 is not 0.3 in floating point; 0.3 stored is 0.3.
    expect(await names({ ranges: [range(id.force, '0.3', '0.3')] })).toEqual(['m3']);
    expect(await names({ ranges: [range(id.force, '0.300001', '1')] })).toEqual([]);
    expect(await names({ ranges: [range(id.force, '250.5', '250.5')] })).toEqual(['m2']);
  });

  it('shows the machines of any checked category that are in every range', async () => {
    expect(await names({ categoryIds: [id.a, id.b], ranges: [range(id.force, '200', null)] })).toEqual(['m2']);
    expect(await names({ categoryIds: [id.b, id.c], ranges: [range(id.stroke, null, '1000')] })).toEqual(['m4']);
    expect(
      await names({ categoryIds: [id.a, id.b], ranges: [range(id.force, '0', null), range(id.stroke, '0', null)] }),
    ).toEqual(['m1']);
  });
});

describe('the filter panel’s counts', () => {
  it('counts each category’s machines and each type’s range in the whole catalogue', async () => {
    const counts = await filterCounts({});
    expect(counts.byCategory).toEqual({ [id.a]: 2, [id.b]: 2, [id.c]: 2 });
    expect(counts.types).toEqual(
      expect.arrayContaining([
        { typeId: id.force, machines: 3, min: '0.3', max: '250.5' },
        { typeId: id.stroke, machines: 2, min: '100', max: '500' },
      ]),
    );
  });

  it('counts the categories within the ranges, and each type without its own range', async () => {
    const counts = await filterCounts({ ranges: [range(id.stroke, '250', '400')] });
    expect(counts.byCategory).toEqual({ [id.a]: 1 });
    expect(counts.types).toEqual(
      expect.arrayContaining([
        { typeId: id.force, machines: 1, min: '100', max: '100' },
        // Its own range left out: what widening it gives back.
        { typeId: id.stroke, machines: 2, min: '100', max: '500' },
      ]),
    );
  });

  it('counts the types within the checked categories', async () => {
    const counts = await filterCounts({ categoryIds: [id.b, id.c] });
    expect(counts.types).toEqual(
      expect.arrayContaining([
        { typeId: id.force, machines: 1, min: '0.3', max: '0.3' },
        { typeId: id.stroke, machines: 1, min: '500', max: '500' },
      ]),
    );
    expect(counts.types).toHaveLength(2);
  });
});

describe('GET /api/machine with range filters', () => {
  const get = (query: string) => call(machineCollection.GET, 'GET', `/api/machine?lang=en&${query}`);

  it('answers the machines of any of the categories in every range', async () => {
    const found = await get(`category=${id.a},${id.b}&t${id.force}=200..`);
    expect(found.status).toBe(200);
    expect(found.json.map((machine: { name: string }) => machine.name)).toEqual(['m2']);
    const both = await get(`t${id.stroke}=..1000&t${id.force}=0.3..0.3`);
    expect(both.json).toEqual([]);
  });

  it('refuses a range that is none, or an unknown type, naming the parameter', async () => {
    for (const value of ['abc', '500..100', '1e309..', '..', '1..2..3', '12345678901..']) {
      const answer = await get(`t${id.force}=${value}`);
      expect([value, answer.status, Object.keys(answer.json.fields)]).toEqual([value, 422, [`t${id.force}`]]);
      expect(answer.json.detail).toMatch(/t\d+/);
    }
    const unknown = await get('t999999=1..2');
    expect(unknown.status).toBe(422);
    expect(unknown.json.detail).toBe('Unknown characteristic type');
  });
});

describe('the listing with three categories and two ranges', () => {
  it('reads its panel’s counts in two statements and its page in two, whatever the number of types', async () => {
    // Ten types in all, each measured on every machine: neither figure may grow with them.
    const more = await handle.db
      .insert(characteristicTypes)
      .values(Array.from({ length: 8 }, (_, index) => ({ ...five('name', `Type ${index}`), unit: 'kW' })))
      .returning({ id: characteristicTypes.id });
    await handle.db.insert(technicalCharacteristics).values(
      more.flatMap((type, index) =>
        Object.values(m).map((machine) => ({
          machine_id: machine,
          ...five('name', 'x'),
          ...five('value', 'x'),
          type_id: type.id,
          measure_min: String(index + 1),
          measure_unit: 'kW',
        })),
      ),
    );
    const view = {
      categoryIds: [id.a, id.b, id.c],
      ranges: [range(id.force, '50', null), range(more[0]!.id, null, '5')],
    };

    const queries = countQueries(handle);
    const counts = await filterCounts(view);
    const panelQueries = queries.count();
    const page = await readMachinePage('en', { ...view, page: 1, pageSize: 24 });
    const pageQueries = queries.count() - panelQueries;
    queries.restore();

    expect({ panelQueries, pageQueries }).toEqual({ panelQueries: 2, pageQueries: 2 });
    expect(page.items.map((machine) => machine.name)).toEqual(['m1', 'm2']);
    expect(counts.byCategory).toEqual({ [id.a]: 2 });
    expect(counts.types).toHaveLength(10);
  });
});

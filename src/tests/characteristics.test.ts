/**
 * Typed and measured technical characteristics: characteristic types through the API, measures stored as exact
 * decimals in a unit of the list and written in each language's Swiss form, and the free texts of before kept.
 */
import * as types from '@/app/api/characteristic-type/route';
import * as oneType from '@/app/api/characteristic-type/[id]/route';
import * as machineCollection from '@/app/api/machine/route';
import * as machineItem from '@/app/api/machine/[id]/route';
import * as characteristicsCollection from '@/app/api/machine/[id]/technical-characteristics/route';
import * as characteristic from '@/app/api/machine/[id]/technical-characteristics/[charId]/route';
import * as trashRestore from '@/app/api/trash/[kind]/[id]/restore/route';
import { characteristicTypeUsage } from '@/server/catalogue/characteristic-types';
import { getPublicMachine } from '@/server/catalogue/machines';
import { listRevisions, restoreRevision } from '@/server/history';
import { publishItem } from '@/server/publication/publish';
import { database } from '@/server/db';
import type { DatabaseHandle } from '@/server/db/client';
import { technicalCharacteristics } from '@/server/db/schema';

import { adminCookie, call } from './api';
import { createTestDatabase } from './database';

const five = (field: string, text: string) =>
  Object.fromEntries(['en', 'fr', 'de', 'it', 'es'].map((locale) => [`${field}_${locale}`, `${text} ${locale}`]));

let handle: DatabaseHandle;
let cookie: string;
let machineId = 0;
let force = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  cookie = await adminCookie();
  const machine = await call(machineCollection.POST, 'POST', '/api/machine', {
    cookie,
    body: { ...five('name', 'Press'), ...five('description', ''), ...five('metadescription', '') },
  });
  machineId = machine.json.id;
  const type = await call(types.POST, 'POST', '/api/characteristic-type', {
    cookie,
    body: { ...five('name', 'Pressing force'), unit: 'kN' },
  });
  expect(type.status).toBe(201);
  expect(type.json).toMatchObject({ name: 'Pressing force fr', unit: 'kN', symbol: 'kN', unitCode: 'B47' });
  force = type.json.id;
});
afterAll(() => handle.close());

const at = (id: number, extra: Record<string, string> = {}) => ({ params: { id: String(id), ...extra } });

async function addCharacteristic(body: object, lang = 'de') {
  return call(
    characteristicsCollection.POST,
    'POST',
    `/api/machine/${machineId}/technical-characteristics?lang=${lang}`,
    {
      cookie,
      body,
      ...at(machineId),
    },
  );
}

const lastCharacteristic = async () => {
  const machine = await call(machineItem.GET, 'GET', `/api/machine/${machineId}?lang=fr`, at(machineId));
  return machine.json.technical_characteristics.at(-1);
};

describe('characteristic types', () => {
  it('are listed with their unit, and refuse a unit outside the list or a blank name', async () => {
    const list = await call(types.GET, 'GET', '/api/characteristic-type?lang=en');
    expect(list.json).toEqual([expect.objectContaining({ id: force, name: 'Pressing force en', unit: 'kN' })]);
    for (const body of [
      { ...five('name', 'Stroke'), unit: 'furlong' },
      { ...five('name', 'Stroke'), unit: 'mm', name_it: ' ' },
    ]) {
      const refused = await call(types.POST, 'POST', '/api/characteristic-type', { cookie, body });
      expect(refused.status).toBe(422);
    }
    expect((await call(types.POST, 'POST', '/api/characteristic-type', { body: five('name', 'x') })).status).toBe(401);
  });
});

describe('a measured characteristic', () => {
  it('stores its numbers exactly and writes its values in each language’s Swiss form', async () => {
    const response = await addCharacteristic({ type: force, measure: { min: 1500, unit: 'kN' } });
    expect(response.status).toBe(201);
    expect(await lastCharacteristic()).toMatchObject({
      type: force,
      measure: { min: 1500, unit: 'kN' },
      name: 'Pressing force fr',
      name_de: 'Pressing force de',
      value: '1\u202f500\u00a0kN',
      value_de: '1’500\u00a0kN',
      value_it: '1’500\u00a0kN',
    });
  });

  it('keeps a range and decimals that a float would not', async () => {
    const response = await addCharacteristic({
      ...five('name', 'Plate thickness'),
      measure: { min: '0.1', max: '123456789.123456', unit: 'mm' },
    });
    expect(response.status).toBe(201);
    const stored = await lastCharacteristic();
    expect(stored).toMatchObject({
      type: null,
      name: 'Plate thickness fr',
      measure: { min: 0.1, max: 123456789.123456, unit: 'mm' },
      value: '0,1–123\u202f456\u202f789,123456\u00a0mm',
    });
    const db = await database();
    const rows = await db.select().from(technicalCharacteristics);
    // The database holds the decimals themselves: 0.1, not 0.1000000000000000055511151231257827.
    expect(rows.at(-1)).toMatchObject({ measure_min: '0.100000', measure_max: '123456789.123456', measure_unit: 'mm' });
    const publicMachine = await getPublicMachine(machineId, 'de');
    expect(publicMachine.technical_characteristics.at(-1)).toMatchObject({
      measure: { min: '0.1', max: '123456789.123456', unit: 'mm' },
      value: '0.1–123’456’789.123456\u00a0mm',
    });
  });

  it('refuses what is no measure, with a message naming the field, and stores nothing', async () => {
    const before = (await call(machineItem.GET, 'GET', `/api/machine/${machineId}`, at(machineId))).json
      .technical_characteristics.length;
    const cases: [object, string][] = [
      [{ type: force, measure: { min: 'abc', unit: 'kN' } }, 'measure.min'],
      [{ type: force, measure: { min: 10, max: 2, unit: 'kN' } }, 'measure.max'],
      [{ type: force, measure: { min: 10, unit: 'parsec' } }, 'measure.unit'],
      [{ type: force, measure: { min: 10, unit: 'mm' } }, 'measure.unit'],
      [{ type: 999999, measure: { min: 10, unit: 'kN' } }, 'type'],
      [{ ...five('value', 'x') }, 'name_en'],
      [{ ...five('name', 'x'), measure: { min: 1e20, unit: 'mm' } }, 'measure.min'],
    ];
    for (const [body, field] of cases) {
      const response = await addCharacteristic(body);
      expect([field, response.status]).toEqual([field, 422]);
      expect([field, Object.keys(response.json.fields ?? {})]).toEqual([field, expect.arrayContaining([field])]);
    }
    const huge = await call(
      characteristicsCollection.POST,
      'POST',
      `/api/machine/${machineId}/technical-characteristics`,
      { cookie, rawBody: `{"type": ${force}, "measure": {"min": 1e309, "unit": "kN"}}`, ...at(machineId) },
    );
    expect(huge.status).toBe(422);
    const after = (await call(machineItem.GET, 'GET', `/api/machine/${machineId}`, at(machineId))).json
      .technical_characteristics.length;
    expect(after).toBe(before);
  });

  it('keeps a free text as it always was, and becomes one again when its type and measure are removed', async () => {
    const free = await addCharacteristic({ ...five('name', 'Colour'), ...five('value', 'RAL 7016') });
    expect(free.status).toBe(201);
    const added = await lastCharacteristic();
    expect(added).toMatchObject({ type: null, measure: null, value: 'RAL 7016 fr' });

    const typed = await call(
      characteristic.PATCH,
      'PATCH',
      `/api/machine/${machineId}/technical-characteristics/${added.id}`,
      {
        cookie,
        body: { type: force, measure: { min: 80, max: 120, unit: 'kN' } },
        ...at(machineId, { charId: String(added.id) }),
      },
    );
    expect(typed.status).toBe(200);
    expect(typed.json).toMatchObject({
      name_en: 'Pressing force en',
      value_fr: '80–120\u00a0kN',
      measure: { min: 80, max: 120 },
    });

    const untyped = await call(
      characteristic.PATCH,
      'PATCH',
      `/api/machine/${machineId}/technical-characteristics/${added.id}`,
      { cookie, body: { type: null, measure: null }, ...at(machineId, { charId: String(added.id) }) },
    );
    expect(untyped.json).toMatchObject({
      type: null,
      measure: null,
      name_en: 'Pressing force en',
      value_fr: '80–120\u00a0kN',
    });
  });
});

describe('a type’s changes', () => {
  it('rename its characteristics, refuse another unit while they are measured, and refuse a delete while used', async () => {
    const renamed = await call(oneType.PATCH, 'PATCH', `/api/characteristic-type/${force}`, {
      cookie,
      body: { name_en: 'Press force' },
      ...at(force),
    });
    expect(renamed.status).toBe(200);
    const machine = await call(machineItem.GET, 'GET', `/api/machine/${machineId}?lang=en`, at(machineId));
    const typed = machine.json.technical_characteristics.filter((item: { type: number }) => item.type === force);
    expect(typed.map((item: { name: string }) => item.name)).toEqual(['Press force']);

    const unit = await call(oneType.PATCH, 'PATCH', `/api/characteristic-type/${force}`, {
      cookie,
      body: { unit: 't' },
      ...at(force),
    });
    expect(unit.status).toBe(422);
    const deleted = await call(oneType.DELETE, 'DELETE', `/api/characteristic-type/${force}`, { cookie, ...at(force) });
    expect(deleted.status).toBe(422);
    expect(deleted.json.detail).toMatch(/1 technical characteristics/);
    expect(
      (await call(oneType.DELETE, 'DELETE', '/api/characteristic-type/999999', { cookie, ...at(999999) })).status,
    ).toBe(404);
  });
});

describe('a type used only in a draft', () => {
  it('counts as used: its deletion is refused, which would leave the draft unpublishable', async () => {
    const type = await call(types.POST, 'POST', '/api/characteristic-type', {
      cookie,
      body: { ...five('name', 'Stroke'), unit: 'mm' },
    });
    const stroke = type.json.id as number;
    const drafted = await addCharacteristic({
      ...five('name', 'Stroke'),
      ...five('value', ''),
      type: stroke,
      measure: { min: 300, unit: 'mm' },
      status: 'draft',
    });
    expect(drafted.status).toBe(201);
    expect((await characteristicTypeUsage())[stroke]).toBe(1);
    const deleted = await call(oneType.DELETE, 'DELETE', `/api/characteristic-type/${stroke}`, {
      cookie,
      ...at(stroke),
    });
    expect(deleted.status).toBe(422);
    expect(deleted.json.detail).toMatch(/1 technical characteristics/);
    // Published, it is one characteristic still, not two.
    expect((await publishItem('machine', machineId)).hasDraft).toBe(false);
    expect((await characteristicTypeUsage())[stroke]).toBe(1);
  });
});

describe('a machine’s price', () => {
  it('is kept exact in francs, answered as a number, and refused negative, in fractions of a centime or not a number', async () => {
    const patch = (body: object) =>
      call(machineItem.PATCH, 'PATCH', `/api/machine/${machineId}`, { cookie, body, ...at(machineId) });
    expect((await patch({ price: '12500.50' })).json).toMatchObject({ price: 12500.5 });
    expect((await getPublicMachine(machineId, 'fr')).price).toBe('12500.5');
    for (const price of [-1, '12.345', 'abc', '1e3', 12345678901])
      expect([price, (await patch({ price })).status]).toEqual([price, 422]);
    const huge = await call(machineItem.PATCH, 'PATCH', `/api/machine/${machineId}`, {
      cookie,
      rawBody: '{"price": 1e309}',
      ...at(machineId),
    });
    expect(huge.status).toBe(422);
    expect((await patch({ price: null })).json).toMatchObject({ price: null });
  });
});

/** A new machine with one characteristic of a new type in millimetres, added with `characteristic` (its measure…). */
async function machineWithTypedCharacteristic(name: string, typeName: string, characteristic: object) {
  const machine = await call(machineCollection.POST, 'POST', '/api/machine', {
    cookie,
    body: { ...five('name', name), ...five('description', ''), ...five('metadescription', '') },
  });
  const id: number = machine.json.id;
  const type = await call(types.POST, 'POST', '/api/characteristic-type', {
    cookie,
    body: { ...five('name', typeName), unit: 'mm' },
  });
  const typeId: number = type.json.id;
  const added = await call(characteristicsCollection.POST, 'POST', `/api/machine/${id}/technical-characteristics`, {
    cookie,
    body: { type: typeId, ...characteristic },
    ...at(id),
  });
  expect(added.status).toBe(201);
  return { id, typeId };
}

const deleteType = (typeId: number) =>
  call(oneType.DELETE, 'DELETE', `/api/characteristic-type/${typeId}`, { cookie, ...at(typeId) });

const restoreMachine = (id: number) =>
  call(trashRestore.POST, 'POST', `/api/trash/machine/${id}/restore`, {
    cookie,
    params: { kind: 'machine', id: String(id) },
  });

describe('a machine restored from the trash after its characteristic’s type was deleted', () => {
  it('comes back whole: the characteristic keeps its names, values and measure, without the type', async () => {
    const { id, typeId } = await machineWithTypedCharacteristic('Old press', 'Stroke', {
      measure: { min: 50, max: '3000.5', unit: 'mm' },
    });
    const read = async () => (await call(machineItem.GET, 'GET', `/api/machine/${id}?lang=de`, at(id))).json;
    const before = (await read()).technical_characteristics;

    expect((await call(machineItem.DELETE, 'DELETE', `/api/machine/${id}`, { cookie, ...at(id) })).status).toBe(204);
    // Nothing on the site uses the type any more: the office may delete it.
    expect((await deleteType(typeId)).status).toBe(204);

    expect((await restoreMachine(id)).status).toBe(200);
    const after = (await read()).technical_characteristics;
    expect(after).toEqual([{ ...before[0], type: null }]);
    expect(after[0]).toMatchObject({
      name: 'Stroke de',
      value: '50–3’000.5\u00a0mm',
      measure: { min: 50, max: 3000.5, unit: 'mm' },
    });
    // A free-text characteristic with its measure: shown on the machine's page as before.
    expect((await getPublicMachine(id, 'fr')).technical_characteristics).toEqual([
      expect.objectContaining({ name: 'Stroke fr', value: '50–3\u202f000,5\u00a0mm' }),
    ]);
  });
});

describe('a machine restored from the trash with a draft whose characteristic’s type was deleted meanwhile', () => {
  it('comes back with its draft, which publishes the characteristic without the type', async () => {
    // The characteristic is in the machine's draft only.
    const { id, typeId } = await machineWithTypedCharacteristic('Drafted press', 'Bore', {
      measure: { min: 80, unit: 'mm' },
      status: 'draft',
    });
    expect((await call(machineItem.DELETE, 'DELETE', `/api/machine/${id}`, { cookie, ...at(id) })).status).toBe(204);
    // In the trash, the machine and its draft use the type no more: the office may delete it.
    expect((await deleteType(typeId)).status).toBe(204);
    expect((await restoreMachine(id)).status).toBe(200);
    expect((await publishItem('machine', id)).hasDraft).toBe(false);
    expect((await getPublicMachine(id, 'fr')).technical_characteristics).toEqual([
      expect.objectContaining({ name: 'Bore fr', value: '80\u00a0mm' }),
    ]);
  });
});

describe('an old revision restored after its characteristic’s type was deleted', () => {
  it('brings the characteristic back without the type, as free text with its measure', async () => {
    const { id, typeId } = await machineWithTypedCharacteristic('Restored press', 'Width', {
      measure: { min: 120, unit: 'mm' },
    });
    const [typed] = await listRevisions('machine', id, { limit: 1 });
    const charId = String(
      (await call(machineItem.GET, 'GET', `/api/machine/${id}?lang=fr`, at(id))).json.technical_characteristics[0].id,
    );
    // The characteristic deleted, then its type: nothing uses it any more.
    const removed = await call(
      characteristic.DELETE,
      'DELETE',
      `/api/machine/${id}/technical-characteristics/${charId}`,
      {
        cookie,
        ...at(id, { charId }),
      },
    );
    expect(removed.status).toBe(204);
    expect((await deleteType(typeId)).status).toBe(204);
    await restoreRevision('machine', id, typed!.id);
    expect((await getPublicMachine(id, 'fr')).technical_characteristics).toEqual([
      expect.objectContaining({ name: 'Width fr', value: '120\u00a0mm' }),
    ]);
  });
});

/**
 * The compare page's read: the machines of a selection in one query, in the visitor's order, those that do not exist
 * left out, their measures as exact decimals; and their rows lined up by characteristic type.
 */
import * as types from '@/app/api/characteristic-type/route';
import * as machineCollection from '@/app/api/machine/route';
import * as options from '@/app/api/machine/[id]/options/route';
import * as characteristics from '@/app/api/machine/[id]/technical-characteristics/route';
import { compareRows } from '@/components/compare/rows';
import { listCharacteristicTypes } from '@/server/catalogue/characteristic-types';
import { readComparedMachines } from '@/server/catalogue/compare';
import type { DatabaseHandle } from '@/server/db/client';

import { adminCookie, call, type Handler } from './api';
import { createTestDatabase } from './database';

const five = (field: string, text: string) =>
  Object.fromEntries(['en', 'fr', 'de', 'it', 'es'].map((locale) => [`${field}_${locale}`, `${text} ${locale}`]));

let handle: DatabaseHandle;
let cookie: string;
const ids: number[] = [];
let force = 0;

async function post(handler: Handler, path: string, body: object, id?: number) {
  const answer = await call(handler, 'POST', path, { cookie, body, ...(id && { params: { id: String(id) } }) });
  expect(answer.status).toBe(201);
  return answer.json as { id: number };
}

beforeAll(async () => {
  handle = await createTestDatabase();
  cookie = await adminCookie();
  force = (await post(types.POST, '/api/characteristic-type', { ...five('name', 'Force'), unit: 'kN' })).id;
  for (const [name, min, price] of [
    ['Press A', 1500, 12500.5],
    ['Press B', 2000.25, null],
    ['Press C', 1500, null],
  ] as const) {
    const body = { ...five('name', name), ...five('description', ''), ...five('metadescription', ''), price };
    const id = (await post(machineCollection.POST, '/api/machine', body)).id;
    ids.push(id);
    const path = `/api/machine/${id}/technical-characteristics`;
    await post(characteristics.POST, path, { type: force, measure: { min, unit: 'kN' } }, id);
    await post(
      options.POST,
      `/api/machine/${id}/options`,
      { ...five('name', 'Colour'), ...five('value', 'RAL 7016') },
      id,
    );
  }
});
afterAll(() => handle.close());

describe('the compared machines', () => {
  it('are read in the order asked, without the ids that name no machine', async () => {
    const [a, b, c] = ids as [number, number, number];
    const machines = await readComparedMachines([c, 2_000_000_000, a, b], 'de');
    expect(machines.map((machine) => machine.name)).toEqual(['Press C de', 'Press A de', 'Press B de']);
    expect(machines.map((machine) => machine.price)).toEqual([null, '12500.5', null]);
    expect(machines[2]!.technical_characteristics).toEqual([
      expect.objectContaining({ type: force, measure: { min: '2000.25', max: null, unit: 'kN' } }),
    ]);
    expect(await readComparedMachines([], 'de')).toEqual([]);
  });

  it('line up by type, with what is the same told from what differs', async () => {
    const machines = await readComparedMachines(ids, 'fr');
    const rows = compareRows(machines, await listCharacteristicTypes('fr'), 'fr');
    expect(rows.measured).toEqual([
      expect.objectContaining({
        label: 'Force fr',
        unit: 'kN',
        cells: [{ text: '1\u202f500' }, { text: '2\u202f000,25' }, { text: '1\u202f500' }],
        same: false,
      }),
    ]);
    expect(rows.options).toEqual([expect.objectContaining({ label: 'Colour fr', same: true })]);
    expect(rows.otherCharacteristics).toEqual([]);
  });
});

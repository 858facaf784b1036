import { asc, eq } from 'drizzle-orm';

import type { DatabaseHandle } from '@/server/db/client';
import { setPriorities } from '@/server/db/priority';
import { advantages, machines } from '@/server/db/schema';
import { NotFoundError, ValidationError } from '@/server/errors';
import { machineAdvantages } from '@/server/catalogue/machine-items';
import { createTestDatabase } from './database';

let handle: DatabaseHandle;
let press: number;
let saw: number;
let pressItems: number[];
let sawItem: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  const [first, second] = await handle.db
    .insert(machines)
    .values([
      { name_en: 'Press', name_fr: 'Presse', name_de: 'Presse', name_it: 'Pressa', name_es: 'Prensa' },
      { name_en: 'Saw', name_fr: 'Scie', name_de: 'Säge', name_it: 'Sega', name_es: 'Sierra' },
    ])
    .returning({ id: machines.id });
  press = first!.id;
  saw = second!.id;
  const text = (label: string) => ({
    description_en: label,
    description_fr: label,
    description_de: label,
    description_it: label,
    description_es: label,
  });
  const rows = await handle.db
    .insert(advantages)
    .values(['A', 'B', 'C', 'D'].map((label, index) => ({ machine_id: press, priority: index * 10, ...text(label) })))
    .returning({ id: advantages.id });
  pressItems = rows.map((row) => row.id);
  const [other] = await handle.db
    .insert(advantages)
    .values({ machine_id: saw, ...text('Saw item') })
    .returning({ id: advantages.id });
  sawItem = other!.id;
});
afterAll(() => handle.close());

async function orderOf(machineId: number) {
  const rows = await handle.db
    .select({ id: advantages.id, priority: advantages.priority })
    .from(advantages)
    .where(eq(advantages.machine_id, machineId))
    .orderBy(asc(advantages.priority), asc(advantages.id));
  return rows;
}

describe('setPriorities', () => {
  it('writes the priorities 0..n-1 in the order given', async () => {
    const [a, b, c, d] = pressItems as [number, number, number, number];
    await setPriorities(handle.db, advantages, advantages.machine_id, press, [c, a, d, b]);
    expect(await orderOf(press)).toEqual([
      { id: c, priority: 0 },
      { id: a, priority: 1 },
      { id: d, priority: 2 },
      { id: b, priority: 3 },
    ]);
  });

  it('puts the items the order does not name after the others, in their current order', async () => {
    const [a, b, c, d] = pressItems as [number, number, number, number];
    await setPriorities(handle.db, advantages, advantages.machine_id, press, [b, a]);
    expect((await orderOf(press)).map((row) => row.id)).toEqual([b, a, c, d]);
    expect((await orderOf(press)).map((row) => row.priority)).toEqual([0, 1, 2, 3]);
  });

  it('refuses an id of another parent with NotFoundError and changes nothing', async () => {
    const before = await orderOf(press);
    const [a, b, c, d] = pressItems as [number, number, number, number];
    await expect(
      setPriorities(handle.db, advantages, advantages.machine_id, press, [d, c, sawItem, b, a]),
    ).rejects.toThrow(NotFoundError);
    expect(await orderOf(press)).toEqual(before);
    expect(await orderOf(saw)).toEqual([{ id: sawItem, priority: 0 }]);
  });

  it('passes over an id that no longer exists (deleted in another window) and orders the rest as asked', async () => {
    const [a, b, c, d] = pressItems as [number, number, number, number];
    await setPriorities(handle.db, advantages, advantages.machine_id, press, [d, 999_999, c, b, a]);
    expect(await orderOf(press)).toEqual([
      { id: d, priority: 0 },
      { id: c, priority: 1 },
      { id: b, priority: 2 },
      { id: a, priority: 3 },
    ]);
  });

  it('refuses an id given twice', async () => {
    const [a] = pressItems as [number];
    await expect(setPriorities(handle.db, advantages, advantages.machine_id, press, [a, a])).rejects.toThrow(
      ValidationError,
    );
  });
});

describe('reorder of a machine item kind', () => {
  it('reorders through the machine, and treats an unknown machine or a foreign item as not found', async () => {
    const [a, b, c, d] = pressItems as [number, number, number, number];
    await machineAdvantages.reorder(press, [d, c, b, a]);
    expect((await orderOf(press)).map((row) => row.id)).toEqual([d, c, b, a]);
    await expect(machineAdvantages.reorder(999_999, [a])).rejects.toThrow(NotFoundError);
    await expect(machineAdvantages.reorder(saw, [a])).rejects.toThrow(NotFoundError);
  });
});

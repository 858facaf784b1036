import type { DatabaseHandle } from '@/server/db/client';
import { categories, machineCategories, machines } from '@/server/db/schema';
import { machinesOfCategories } from '@/server/catalogue/categories';
import { createTestDatabase } from './database';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const category = (en: string) => ({ name_en: en, name_fr: en, name_de: en, name_it: en, name_es: en });

describe('machinesOfCategories', () => {
  let presses: number;
  let saws: number;
  let unused: number;
  beforeAll(async () => {
    [{ id: presses }, { id: saws }, { id: unused }] = (await handle.db
      .insert(categories)
      .values([category('Presses'), category('Saws'), category('Unused')])
      .returning({ id: categories.id })) as [{ id: number }, { id: number }, { id: number }];
    const names = ['Press G', 'Press B', 'Press F', 'Press A', 'Press E', 'Press C', 'Press D'];
    const made = await handle.db
      .insert(machines)
      .values(
        names.map((name) => ({
          name_en: name,
          name_fr: '',
          name_de: `${name} (de)`,
          name_it: name,
          name_es: name,
        })),
      )
      .returning({ id: machines.id });
    await handle.db
      .insert(machineCategories)
      .values([
        ...made.map(({ id }) => ({ machine_id: id, category_id: presses })),
        { machine_id: made[0]!.id, category_id: saws },
      ]);
  });

  it('names the first machines of each category in alphabetical order, with how many there are', async () => {
    const found = await machinesOfCategories('en');
    expect(found[presses]).toEqual({ names: ['Press A', 'Press B', 'Press C', 'Press D', 'Press E'], count: 7 });
    expect(found[saws]).toEqual({ names: ['Press G'], count: 1 });
    expect(found[unused]).toBeUndefined();
  });

  it('names them in the language asked for, falling back as the site does where one is blank', async () => {
    expect((await machinesOfCategories('de', 2))[saws]).toEqual({ names: ['Press G (de)'], count: 1 });
    // No French name: the English one, as `localize` falls back.
    expect((await machinesOfCategories('fr', 2))[presses]).toEqual({ names: ['Press A', 'Press B'], count: 7 });
  });
});

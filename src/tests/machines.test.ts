import { eq } from 'drizzle-orm';

import type { DatabaseHandle } from '@/server/db/client';
import { advantages, categories, machineCategories, machineOptionsTable, machines, pictures } from '@/server/db/schema';
import { localizedColumns } from '@/server/localize';
import { listMachines } from '@/server/catalogue/machine-lists';
import { getPublicMachine } from '@/server/catalogue/machines';
import { createTestDatabase } from './database';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

async function insertMachine(names: { en: string; fr: string; de: string; it?: string; es?: string }) {
  const [row] = await handle.db
    .insert(machines)
    .values({
      name_en: names.en,
      name_fr: names.fr,
      name_de: names.de,
      name_it: names.it ?? '',
      name_es: names.es ?? '',
    })
    .returning({ id: machines.id });
  return row!.id;
}

describe('listMachines', () => {
  beforeAll(async () => {
    const press = await insertMachine({ en: 'Workshop press', fr: "Presse d'atelier", de: 'Werkstattpresse' });
    const crimper = await insertMachine({ en: 'Hose crimper', fr: 'Sertisseuse', de: 'Schlauchpresse', it: 'Pressa' });
    const [late, early] = await handle.db
      .insert(categories)
      .values([
        {
          name_en: 'Presses',
          name_fr: 'Presses',
          name_de: 'Pressen',
          name_it: 'Presse',
          name_es: 'Prensas',
          priority: 5,
        },
        {
          name_en: 'Hoses',
          name_fr: 'Flexibles',
          name_de: 'Schläuche',
          name_it: 'Tubi',
          name_es: 'Mangueras',
          priority: 1,
        },
      ])
      .returning({ id: categories.id });
    await handle.db.insert(machineCategories).values([
      { machine_id: press, category_id: late!.id },
      { machine_id: press, category_id: early!.id },
      { machine_id: crimper, category_id: early!.id },
    ]);
    await handle.db.insert(pictures).values([
      {
        machine_id: press,
        storage_key: 'machines/1/second.webp',
        mime_type: 'image/webp',
        priority: 2,
        description_de: 'Zweites',
      },
      {
        machine_id: press,
        storage_key: 'machines/1/first.mp4',
        mime_type: 'video/mp4',
        priority: 1,
        description_de: 'Erstes',
      },
    ]);
  });

  it('gives each machine its name in the language asked for', async () => {
    const list = await listMachines('de');
    expect(list.map((machine) => machine.name)).toEqual(['Werkstattpresse', 'Schlauchpresse']);
  });

  it('falls back to French for a name left blank in the language asked for', async () => {
    const list = await listMachines('es');
    expect(list.map((machine) => machine.name)).toEqual(["Presse d'atelier", 'Sertisseuse']);
    expect((await listMachines('it')).map((machine) => machine.name)).toEqual(["Presse d'atelier", 'Pressa']);
  });

  it('orders pictures by priority, with their URL, type and alt text', async () => {
    const [press] = await listMachines('de');
    expect(press!.pictures.map(({ url, type, description }) => ({ url, type, description }))).toEqual([
      { url: '/media/machines/1/first.mp4', type: 'video/mp4', description: 'Erstes' },
      { url: '/media/machines/1/second.webp', type: 'image/webp', description: 'Zweites' },
    ]);
  });

  it('orders categories by priority, in the language asked for', async () => {
    const [press, crimper] = await listMachines('fr');
    expect(press!.categories.map((category) => category.name)).toEqual(['Flexibles', 'Presses']);
    expect(crimper!.categories.map((category) => category.name)).toEqual(['Flexibles']);
  });

  it('no longer lists a deleted machine', async () => {
    const id = await insertMachine({ en: 'Saw', fr: 'Scie', de: 'Säge' });
    expect((await listMachines('en')).map((machine) => machine.id)).toContain(id);
    await handle.db.delete(machines).where(eq(machines.id, id));
    expect((await listMachines('en')).map((machine) => machine.id)).not.toContain(id);
  });
});

describe('getPublicMachine', () => {
  it("carries the visitor's language only, nothing of the other four", async () => {
    const id = await insertMachine({ en: 'Crane', fr: 'Grue', de: 'Kran', it: 'Gru', es: 'Grúa' });
    const five = (text: string) => ({
      en: `${text} en`,
      fr: `${text} fr`,
      de: `${text} de`,
      it: `${text} it`,
      es: `${text} es`,
    });
    await handle.db.insert(pictures).values({
      machine_id: id,
      storage_key: `machines/${id}/crane.webp`,
      mime_type: 'image/webp',
      ...localizedColumns('description', five('Side')),
    });
    await handle.db.insert(advantages).values({ machine_id: id, ...localizedColumns('description', five('Fast')) });
    await handle.db.insert(machineOptionsTable).values({
      machine_id: id,
      ...localizedColumns('name', five('Remote')),
      ...localizedColumns('value', five('Radio')),
    });

    const machine = await getPublicMachine(id, 'it');
    expect(machine).toMatchObject({
      name: 'Gru',
      pictures: [{ url: `/media/machines/${id}/crane.webp`, description: 'Side it' }],
      advantages: [{ description: 'Fast it' }],
      options: [{ name: 'Remote it', value: 'Radio it' }],
      technical_characteristics: [],
    });
    expect(JSON.stringify(machine)).not.toMatch(/_(en|fr|de|it|es)"|Side fr|Crane|priority/);
  });
});

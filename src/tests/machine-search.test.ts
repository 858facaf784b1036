import * as search from '@/app/api/machine/search/route';

import type { DatabaseHandle } from '@/server/db/client';
import { createMachine } from '@/server/catalogue/machines';
import { call } from './api';
import { createTestDatabase } from './database';

let handle: DatabaseHandle;
const ids: Record<string, number> = {};

/** A machine named `fr` in French and `de` in German (blank: not translated), `name en` elsewhere. */
async function machine(key: string, names: { fr: string; de?: string }) {
  const { id } = await createMachine({
    name_en: `${key} en`,
    name_fr: names.fr,
    name_de: names.de ?? '',
    name_it: `${key} it`,
    name_es: `${key} es`,
    description_en: '',
    description_fr: '',
    description_de: '',
    description_it: '',
    description_es: '',
    metadescription_en: '',
    metadescription_fr: '',
    metadescription_de: '',
    metadescription_it: '',
    metadescription_es: '',
  });
  ids[key] = id;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  await machine('press', { fr: 'Presse hydraulique 100 t', de: 'Hydraulikpresse 100 t' });
  await machine('bender', { fr: 'Plieuse pour presse', de: 'Biegepresse' });
  await machine('saw', { fr: 'Scie à ruban 50%_off' });
  for (let index = 0; index < 12; index++) await machine(`crimper${index}`, { fr: `Sertisseuse ${index}` });
});
afterAll(() => handle.close());

const find = async (query: string, lang = 'fr') => {
  const response = await call(search.GET, 'GET', `/api/machine/search?lang=${lang}&q=${encodeURIComponent(query)}`);
  return { status: response.status, json: response.json };
};

describe('GET /api/machine/search', () => {
  it('finds the machines whose name in the language contains the text, those that start with it first', async () => {
    const { status, json } = await find('PRESSE');
    expect(status).toBe(200);
    expect(json).toEqual([
      { id: ids.press, name: 'Presse hydraulique 100 t' },
      { id: ids.bender, name: 'Plieuse pour presse' },
    ]);
    expect(await find('presse', 'de')).toMatchObject({
      json: [
        { id: ids.bender, name: 'Biegepresse' },
        { id: ids.press, name: 'Hydraulikpresse 100 t' },
      ],
    });
  });

  it('searches the name a visitor sees: French when the language has none', async () => {
    expect((await find('ruban', 'de')).json).toEqual([{ id: ids.saw, name: 'Scie à ruban 50%_off' }]);
  });

  it('takes % and _ literally', async () => {
    expect((await find('0%_')).json).toEqual([{ id: ids.saw, name: 'Scie à ruban 50%_off' }]);
    expect((await find('%')).json).toHaveLength(1);
    expect((await find('_')).json).toHaveLength(1);
  });

  it('answers at most 10 names, never the whole catalogue', async () => {
    const { json } = await find('Sertisseuse');
    expect(json).toHaveLength(10);
    expect((await find('')).json).toHaveLength(10);
  });

  it('refuses a text that is too long or holds a control character', async () => {
    expect(await find('x'.repeat(201))).toMatchObject({ status: 422, json: { fields: { q: expect.any(String) } } });
    expect((await find('pre\u0000')).status).toBe(422);
  });
});

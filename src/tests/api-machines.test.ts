import sharp from 'sharp';

import * as collection from '@/app/api/machine/route';
import * as item from '@/app/api/machine/[id]/route';
import * as advantagesCollection from '@/app/api/machine/[id]/advantages/route';
import * as advantage from '@/app/api/machine/[id]/advantages/[advantageId]/route';
import * as categoryLink from '@/app/api/machine/[id]/category/route';
import * as optionsCollection from '@/app/api/machine/[id]/options/route';
import * as option from '@/app/api/machine/[id]/options/[optionId]/route';
import * as picturesCollection from '@/app/api/machine/[id]/picture/route';
import * as picture from '@/app/api/machine/[id]/picture/[pictureId]/route';
import * as characteristicsCollection from '@/app/api/machine/[id]/technical-characteristics/route';
import * as characteristic from '@/app/api/machine/[id]/technical-characteristics/[charId]/route';
import * as categories from '@/app/api/category/route';

import type { DatabaseHandle } from '@/server/db/client';
import { eraseFromTrash } from '@/server/history';
import { adminCookie, call } from './api';
import { createTestDatabase } from './database';

const five = (field: string, text: string) =>
  Object.fromEntries(['en', 'fr', 'de', 'it', 'es'].map((locale) => [`${field}_${locale}`, `${text} ${locale}`]));

const machineFields = {
  ...five('name', 'Press'),
  ...five('description', 'Strong'),
  ...five('metadescription', 'Meta'),
};

let handle: DatabaseHandle;
let cookie: string;
beforeAll(async () => {
  handle = await createTestDatabase();
  cookie = await adminCookie();
});
afterAll(() => handle.close());

async function newMachine(fields: Record<string, string> = machineFields): Promise<number> {
  const response = await call(collection.POST, 'POST', '/api/machine', { cookie, body: fields });
  expect(response.status).toBe(201);
  return response.json.id;
}

const at = (id: number, extra: Record<string, string> = {}) => ({ params: { id: String(id), ...extra } });

describe('machines', () => {
  it('creates a machine from the 15 fields and answers it whole', async () => {
    const response = await call(collection.POST, 'POST', '/api/machine?lang=it', { cookie, body: machineFields });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      id: expect.any(Number),
      name: 'Press it',
      description: 'Strong it',
      metadescription: 'Meta it',
      name_de: 'Press de',
      pictures: [],
      categories: [],
      advantages: [],
      options: [],
      technical_characteristics: [],
    });
  });

  it('refuses a machine without a name in every language, naming the fields', async () => {
    const response = await call(collection.POST, 'POST', '/api/machine', {
      cookie,
      body: { ...machineFields, name_fr: '', name_es: undefined },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.json.fields).sort()).toEqual(['name_es', 'name_fr']);
  });

  it('refuses every write without a session', async () => {
    const id = await newMachine();
    const writes = [
      call(collection.POST, 'POST', '/api/machine', { body: machineFields }),
      call(item.PATCH, 'PATCH', `/api/machine/${id}`, { body: { name_en: 'x' }, ...at(id) }),
      call(item.DELETE, 'DELETE', `/api/machine/${id}`, at(id)),
      call(categoryLink.POST, 'POST', `/api/machine/${id}/category`, { body: { id: 1 }, ...at(id) }),
      call(advantagesCollection.POST, 'POST', `/api/machine/${id}/advantages`, {
        body: five('description', 'a'),
        ...at(id),
      }),
      call(optionsCollection.POST, 'POST', `/api/machine/${id}/options`, { body: {}, ...at(id) }),
      call(picturesCollection.POST, 'POST', `/api/machine/${id}/picture`, { body: { image: 'AAAA' }, ...at(id) }),
    ];
    for (const response of await Promise.all(writes)) expect(response.status).toBe(401);
  });

  it('lists machines with their name in the language asked for', async () => {
    const id = await newMachine();
    const response = await call(collection.GET, 'GET', '/api/machine', { headers: { cookie: 'language=es' } });
    expect(response.status).toBe(200);
    expect(response.json.find((machine: { id: number }) => machine.id === id)).toEqual({
      id,
      name: 'Press es',
      fallback: {},
      pictures: [],
      categories: [],
    });
  });

  it('edits fields of a machine and ignores the ones it does not own', async () => {
    const id = await newMachine();
    const response = await call(item.PATCH, 'PATCH', `/api/machine/${id}?lang=en`, {
      cookie,
      body: { id: 999, name_en: 'Workshop press', pictures: [], description_de: '' },
      ...at(id),
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ id, name: 'Workshop press', description_de: '', name_fr: 'Press fr' });
  });

  it('answers 404 for an unknown machine, in reads and writes', async () => {
    expect((await call(item.GET, 'GET', '/api/machine/999999', at(999999))).status).toBe(404);
    expect((await call(item.GET, 'GET', '/api/machine/abc', { params: { id: 'abc' } })).status).toBe(404);
    const patch = await call(item.PATCH, 'PATCH', '/api/machine/999999', {
      cookie,
      body: { name_en: 'x' },
      ...at(999999),
    });
    expect(patch.status).toBe(404);
    expect(patch.json).toEqual({ detail: 'Machine not found' });
    const add = await call(advantagesCollection.POST, 'POST', '/api/machine/999999/advantages', {
      cookie,
      body: five('description', 'Fast'),
      ...at(999999),
    });
    expect(add.status).toBe(404);
  });
});

describe('categories of a machine', () => {
  it('adds and removes a category by its id', async () => {
    const id = await newMachine();
    const created = await call(categories.POST, 'POST', '/api/category', { cookie, body: five('name', 'Presses') });
    const categoryId = created.json.id;
    const added = await call(categoryLink.POST, 'POST', `/api/machine/${id}/category?lang=de`, {
      cookie,
      body: { id: categoryId },
      ...at(id),
    });
    expect(added.status).toBe(200);
    expect(added.json.categories).toEqual([{ id: categoryId, name: 'Presses de', fallback: {} }]);
    const removed = await call(categoryLink.DELETE, 'DELETE', `/api/machine/${id}/category`, {
      cookie,
      body: { id: categoryId },
      ...at(id),
    });
    expect(removed.json.categories).toEqual([]);
    const again = await call(categoryLink.DELETE, 'DELETE', `/api/machine/${id}/category`, {
      cookie,
      body: { id: categoryId },
      ...at(id),
    });
    expect(again.status).toBe(404);
  });

  it('answers 404 for a category that does not exist and 422 for a body without an id', async () => {
    const id = await newMachine();
    const unknown = await call(categoryLink.POST, 'POST', `/api/machine/${id}/category`, {
      cookie,
      body: { id: 999999 },
      ...at(id),
    });
    expect(unknown.status).toBe(404);
    const empty = await call(categoryLink.POST, 'POST', `/api/machine/${id}/category`, { cookie, body: {}, ...at(id) });
    expect(empty.status).toBe(422);
    expect(empty.json.fields).toHaveProperty('id');
  });
});

describe('advantages, options and technical characteristics', () => {
  it('adds advantages at the end and reorders them when a priority changes', async () => {
    const id = await newMachine();
    const first = await call(advantagesCollection.POST, 'POST', `/api/machine/${id}/advantages`, {
      cookie,
      body: five('description', 'First'),
      ...at(id),
    });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ description: 'First fr', priority: 0 });
    const second = await call(advantagesCollection.POST, 'POST', `/api/machine/${id}/advantages`, {
      cookie,
      body: five('description', 'Second'),
      ...at(id),
    });
    expect(second.json.priority).toBe(1);
    await call(advantage.PATCH, 'PATCH', `/api/machine/${id}/advantages/${second.json.id}`, {
      cookie,
      body: { priority: -5 },
      ...at(id, { advantageId: String(second.json.id) }),
    });
    const machine = await call(item.GET, 'GET', `/api/machine/${id}?lang=en`, at(id));
    expect(machine.json.advantages.map((entry: { description: string }) => entry.description)).toEqual([
      'Second en',
      'First en',
    ]);
  });

  it('answers 404 for an item of another machine, and leaves it alone', async () => {
    const owner = await newMachine();
    const other = await newMachine();
    const created = await call(optionsCollection.POST, 'POST', `/api/machine/${owner}/options`, {
      cookie,
      body: { ...five('name', 'Pedal'), ...five('value', '24 V') },
      ...at(owner),
    });
    const optionId = String(created.json.id);
    const viaOther = { cookie, ...at(other, { optionId }) };
    expect(
      (
        await call(option.PATCH, 'PATCH', `/api/machine/${other}/options/${optionId}`, {
          ...viaOther,
          body: { priority: 3 },
        })
      ).status,
    ).toBe(404);
    expect((await call(option.DELETE, 'DELETE', `/api/machine/${other}/options/${optionId}`, viaOther)).status).toBe(
      404,
    );
    const deleted = await call(option.DELETE, 'DELETE', `/api/machine/${owner}/options/${optionId}`, {
      cookie,
      ...at(owner, { optionId }),
    });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
  });

  it('answers the whole machine when a technical characteristic is added, and edits one whole', async () => {
    const id = await newMachine();
    const added = await call(
      characteristicsCollection.POST,
      'POST',
      `/api/machine/${id}/technical-characteristics?lang=en`,
      {
        cookie,
        body: { ...five('name', 'Force'), ...five('value', '100 t') },
        ...at(id),
      },
    );
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({ id, technical_characteristics: [{ name: 'Force en', value: '100 t en' }] });
    const charId = String(added.json.technical_characteristics[0].id);
    const edited = await call(
      characteristic.PATCH,
      'PATCH',
      `/api/machine/${id}/technical-characteristics/${charId}?lang=en`,
      {
        cookie,
        body: { ...five('name', 'Pressing force'), ...five('value', '1000 kN'), priority: 2 },
        ...at(id, { charId }),
      },
    );
    expect(edited.json).toMatchObject({ name: 'Pressing force en', value: '1000 kN en', priority: 2 });
    const refused = await call(
      characteristic.PATCH,
      'PATCH',
      `/api/machine/${id}/technical-characteristics/${charId}`,
      {
        cookie,
        body: { name_en: '' },
        ...at(id, { charId }),
      },
    );
    expect(refused.status).toBe(422);
  });
});

describe('pictures', () => {
  const png = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: '#e8590c' } })
      .png()
      .toBuffer();

  it('stores an uploaded image and answers its url, then deletes it into the trash, its file with it when erased', async () => {
    const id = await newMachine();
    const upload = await call(picturesCollection.POST, 'POST', `/api/machine/${id}/picture`, {
      cookie,
      body: { image: (await png()).toString('base64'), type: 'image/png', description_en: 'Front view' },
      ...at(id),
    });
    expect(upload.status).toBe(201);
    expect(upload.json).toMatchObject({
      url: expect.stringMatching(/^\/media\/machines\/\d+\/.+\.png$/),
      type: 'image/png',
      description: 'Front view',
      width: 40,
      height: 30,
    });
    const file = await fetchLocalMedia(upload.json.url);
    expect(file).not.toBeNull();
    const pictureId = String(upload.json.id);
    const deleted = await call(picture.DELETE, 'DELETE', `/api/machine/${id}/picture/${pictureId}`, {
      cookie,
      ...at(id, { pictureId }),
    });
    expect(deleted.status).toBe(204);
    expect(await fetchLocalMedia(upload.json.url)).not.toBeNull();
    await eraseFromTrash('picture', Number(pictureId));
    expect(await fetchLocalMedia(upload.json.url)).toBeNull();
  });

  it('refuses a file that is not an image or video, whatever type it claims, and stores nothing', async () => {
    const id = await newMachine();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const response = await call(picturesCollection.POST, 'POST', `/api/machine/${id}/picture`, {
      cookie,
      body: { image: svg.toString('base64'), type: 'image/png' },
      ...at(id),
    });
    expect(response.status).toBe(422);
    const machine = await call(item.GET, 'GET', `/api/machine/${id}`, at(id));
    expect(machine.json.pictures).toEqual([]);
  });

  it('refuses an image over the size limit with 413', async () => {
    const id = await newMachine();
    const previous = process.env.MAX_IMAGE_MB;
    process.env.MAX_IMAGE_MB = '0.0001';
    try {
      const response = await call(picturesCollection.POST, 'POST', `/api/machine/${id}/picture`, {
        cookie,
        body: { image: (await png()).toString('base64'), type: 'image/png' },
        ...at(id),
      });
      expect(response.status).toBe(413);
    } finally {
      if (previous === undefined) delete process.env.MAX_IMAGE_MB;
      else process.env.MAX_IMAGE_MB = previous;
    }
  });

  it('refuses a body that is not base64', async () => {
    const id = await newMachine();
    const response = await call(picturesCollection.POST, 'POST', `/api/machine/${id}/picture`, {
      cookie,
      body: { image: 'not base64 at all!', type: 'image/png' },
      ...at(id),
    });
    expect(response.status).toBe(422);
    expect(response.json.fields).toHaveProperty('image');
  });

  it('keeps the files of a machine in the trash, and deletes them when it is erased', async () => {
    const id = await newMachine();
    const upload = await call(picturesCollection.POST, 'POST', `/api/machine/${id}/picture`, {
      cookie,
      body: { image: (await png()).toString('base64'), type: 'image/png' },
      ...at(id),
    });
    expect(await fetchLocalMedia(upload.json.url)).not.toBeNull();
    expect((await call(item.DELETE, 'DELETE', `/api/machine/${id}`, { cookie, ...at(id) })).status).toBe(204);
    expect((await call(item.GET, 'GET', `/api/machine/${id}`, at(id))).status).toBe(404);
    expect(await fetchLocalMedia(upload.json.url)).not.toBeNull();
    await eraseFromTrash('machine', id);
    expect(await fetchLocalMedia(upload.json.url)).toBeNull();
  });
});

/** The bytes of a file of the local media storage, through the app's media route; null when it is gone. */
async function fetchLocalMedia(url: string): Promise<Buffer | null> {
  const { GET } = await import('@/app/media/[...key]/route');
  const key = url.replace(/^\/media\//, '').split('/');
  const response = await GET(new Request(`http://localhost${url}`), { params: Promise.resolve({ key }) });
  return response.status === 200 ? Buffer.from(await response.arrayBuffer()) : null;
}

describe('the media route', () => {
  it('sends a stored video whole, by byte range, and refuses a range past its end', async () => {
    const { mediaStorage } = await import('@/server/media/storage');
    const { GET } = await import('@/app/media/[...key]/route');
    const key = 'machines/9/0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b.mp4';
    const video = new Uint8Array(Array.from({ length: 3000 }, (_, index) => index % 241));
    await mediaStorage().put(key, video, 'video/mp4');
    const get = (headers: Record<string, string> = {}) =>
      GET(new Request(`http://localhost/media/${key}`, { headers }), {
        params: Promise.resolve({ key: key.split('/') }),
      });

    const whole = await get();
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe('3000');
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(video);

    const part = await get({ Range: 'bytes=100-1099' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-1099/3000');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(video.subarray(100, 1100));

    const tail = await get({ Range: 'bytes=-500' });
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(video.subarray(2500));

    const past = await get({ Range: 'bytes=5000-' });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe('bytes */3000');

    await mediaStorage().delete(key);
    expect((await get()).status).toBe(404);
  });
});

/** What search engines read of the public pages: the metadata of a machine page. */
// The pages' messages come from next-intl, which runs inside Next.js only; these tests read no message.
jest.mock('next-intl/server', () => ({}));
jest.mock('next-intl', () => ({}));

import { generateMetadata as machineMetadata } from '@/app/(site)/[locale]/machine/[id]/page';

import type { DatabaseHandle } from '../db/client';
import { machines, pictures } from '../db/schema';
import { localizedColumns } from '../localize';
import { createTestDatabase } from './database';

const site = 'https://www.example.ch';
const five = (text: string) => ({
  en: `${text} en`,
  fr: `${text} fr`,
  de: `${text} de`,
  it: `${text} it`,
  es: `${text} es`,
});

let handle: DatabaseHandle;
beforeAll(async () => {
  process.env.SITE_URL = site;
  handle = await createTestDatabase();
});
afterAll(async () => {
  delete process.env.SITE_URL;
  await handle.close();
});

async function insertMachine(): Promise<number> {
  const [row] = await handle.db
    .insert(machines)
    .values({
      ...localizedColumns('name', five('Press')),
      ...localizedColumns('description', five('A strong press')),
      ...localizedColumns('metadescription', five('Meta')),
    })
    .returning({ id: machines.id });
  return row!.id;
}

const params = (locale: string, id: number | string) =>
  ({ params: Promise.resolve({ locale, id: String(id) }) }) as never;

describe('a machine page', () => {
  it('has an absolute canonical, the five languages and x-default', async () => {
    const id = await insertMachine();
    const metadata = await machineMetadata(params('it', id));
    expect(metadata.title).toBe('Press it');
    expect(metadata.description).toBe('Meta it');
    expect(metadata.alternates).toEqual({
      canonical: `${site}/it/machine/${id}`,
      languages: {
        en: `${site}/en/machine/${id}`,
        fr: `${site}/fr/machine/${id}`,
        de: `${site}/de/machine/${id}`,
        it: `${site}/it/machine/${id}`,
        es: `${site}/es/machine/${id}`,
        'x-default': `${site}/machine/${id}`,
      },
    });
    expect(metadata.openGraph).toMatchObject({ type: 'website', locale: 'it_CH', url: `${site}/it/machine/${id}` });
    expect(metadata.openGraph?.images).toBeUndefined();
  });

  it('shares its first picture that is an image, as an absolute URL', async () => {
    const id = await insertMachine();
    await handle.db.insert(pictures).values([
      { machine_id: id, storage_key: `machines/${id}/clip.mp4`, mime_type: 'video/mp4', priority: 0 },
      {
        machine_id: id,
        storage_key: `machines/${id}/front.webp`,
        mime_type: 'image/webp',
        priority: 1,
        width: 1600,
        height: 1200,
        ...localizedColumns('description', five('Front view')),
      },
    ]);
    const metadata = await machineMetadata(params('fr', id));
    expect(metadata.openGraph?.images).toEqual([
      { url: `${site}/media/machines/${id}/front.webp`, alt: 'Front view fr', width: 1600, height: 1200 },
    ]);
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
  });
});

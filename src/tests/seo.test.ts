/** What search engines read: the metadata of a machine page, the sitemap and robots.txt. */
// The pages' messages come from next-intl, which runs inside Next.js only; these tests read no message.
jest.mock('next-intl/server', () => ({}));
jest.mock('next-intl', () => ({}));

import { generateMetadata as machineMetadata } from '@/app/(site)/[locale]/machine/[id]/page';
import robots from '@/app/robots';
import sitemap from '@/app/sitemap';

import type { DatabaseHandle } from '@/server/db/client';
import { machines, pictures } from '@/server/db/schema';
import { localizedColumns } from '@/server/localize';
import { machineItems } from '@/server/catalogue/machine-items';
import { createMachine, deleteMachine } from '@/server/catalogue/machines';
import { createNews, deleteNews } from '@/server/news/articles';
import { createTestDatabase } from './database';
import { cachedReadTags, revalidatedTags } from './next-cache';

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
    // Without a picture it is shared with the generated card of its name.
    expect(metadata.openGraph?.images).toEqual([
      { url: `${site}/it/card/machine/${id}`, alt: 'Press it', width: 1200, height: 630 },
    ]);
  });

  it('without a meta description of its own, is described by its description as plain text', async () => {
    const { id } = await createMachine({
      ...localizedColumns('name', five('Press')),
      ...localizedColumns('description', five('A **strong** press:\n- [welded](https://example.com) frame\n- pump')),
      ...localizedColumns('metadescription', { en: '', fr: '', de: '', it: '', es: '' }),
    });
    const metadata = await machineMetadata(params('de', id));
    expect(metadata.description).toBe('A strong press: welded frame pump de');
    expect(metadata.openGraph).toMatchObject({ description: 'A strong press: welded frame pump de' });
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

describe('the sitemap', () => {
  const urls = async () => (await sitemap()).map((entry) => entry.url);
  const entry = async (url: string) => (await sitemap()).find((item) => item.url === url);

  it('lists every content page in the five languages, each with its languages and x-default', async () => {
    const list = await urls();
    for (const path of [
      '',
      '/hydraulique',
      '/oxycoupage',
      '/r&amp;d',
      '/a-propos',
      '/notre-histoire',
      '/nos-machines',
      '/contact',
    ]) {
      for (const locale of ['en', 'fr', 'de', 'it', 'es']) expect(list).toContain(`${site}/${locale}${path}`);
    }
    expect((await entry(`${site}/de/contact`))?.alternates?.languages).toEqual({
      en: `${site}/en/contact`,
      fr: `${site}/fr/contact`,
      de: `${site}/de/contact`,
      it: `${site}/it/contact`,
      es: `${site}/es/contact`,
      'x-default': `${site}/contact`,
    });
  });

  it('lists a new machine at the next request, dated by its last change, and drops it once deleted', async () => {
    const machine = await createMachine({
      ...localizedColumns('name', five('Bender')),
      ...localizedColumns('description', five('')),
      ...localizedColumns('metadescription', five('')),
    });
    const url = `${site}/fr/machine/${machine.id}`;
    const listed = await entry(url);
    expect(listed?.alternates?.languages).toMatchObject({ 'x-default': `${site}/machine/${machine.id}` });
    const created = new Date(listed!.lastModified as string);
    expect(Date.now() - created.getTime()).toBeLessThan(60_000);

    // A change of what its page shows moves its date.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await machineItems('advantages').add(machine.id, localizedColumns('description', five('Fast')));
    expect(new Date((await entry(url))!.lastModified as string).getTime()).toBeGreaterThan(created.getTime());

    await deleteMachine(machine.id);
    expect(await urls()).not.toContain(url);
  });

  it('lists an article in every language and drops it once deleted', async () => {
    const article = await createNews(localizedColumns('title', five('Open day')));
    expect(await urls()).toEqual(
      expect.arrayContaining([`${site}/en/actualites/${article.id}`, `${site}/es/actualites/${article.id}`]),
    );
    await deleteNews(article.id);
    expect(await urls()).not.toContain(`${site}/en/actualites/${article.id}`);
  });

  it('reads through cached reads that the catalogue writes expire, as the pages do', async () => {
    revalidatedTags.length = 0;
    const machine = await createMachine({
      ...localizedColumns('name', five('Saw')),
      ...localizedColumns('description', five('')),
      ...localizedColumns('metadescription', five('')),
    });
    await deleteMachine(machine.id);
    const article = await createNews(localizedColumns('title', five('Fair')));
    await deleteNews(article.id);
    for (const key of ['machines:index', 'news:index']) {
      expect(cachedReadTags.get(key)?.some((tag) => revalidatedTags.includes(tag))).toBe(true);
    }
  });
});

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of the admin and the API, and names the absolute sitemap', () => {
    expect(robots()).toEqual({
      rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api'] },
      sitemap: `${site}/sitemap.xml`,
    });
  });
});

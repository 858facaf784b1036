/**
 * Honest fallback: a field blank in the page's language is shown in another one, and the answers say which; a
 * machine or an article whose main text is not written in a language is no page of that language for search
 * engines (left out of the sitemap and the language links, `noindex` in that language).
 */
// The pages' messages come from next-intl, which runs inside Next.js only; these tests read none but by its key.
jest.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }));
jest.mock('next-intl', () => ({}));

import { generateMetadata as articleMetadata } from '@/app/(site)/[locale]/actualites/[id]/page';
import { generateMetadata as machineMetadata } from '@/app/(site)/[locale]/machine/[id]/page';
import * as machineItem from '@/app/api/machine/[id]/route';
import * as machineCollection from '@/app/api/machine/route';
import * as newsItem from '@/app/api/news/[id]/route';
import * as newsCollection from '@/app/api/news/route';
import sitemap from '@/app/sitemap';
import type { Locale } from '@/i18n/locales';

import { addMachineCategory } from '@/server/catalogue/machine-items';
import { createCategory } from '@/server/catalogue/categories';
import type { DatabaseHandle } from '@/server/db/client';
import { advantages, machineOptionsTable, pictures } from '@/server/db/schema';
import { localizedColumns } from '@/server/localize';
import { listMachineIndex, listMachinePage } from '@/server/catalogue/machine-lists';
import { createMachine, getPublicMachine, updateMachine } from '@/server/catalogue/machines';
import { createNews, getNews, listNews, listNewsIndex } from '@/server/news/articles';
import { addContentBlock, updateContentBlock } from '@/server/news/content';
import { call } from './api';
import { createTestDatabase } from './database';
import { cachedReadTags, revalidatedTags } from './next-cache';

const site = 'https://www.example.ch';
const inFive = (text: string, blank: Locale[] = []): Record<Locale, string> => ({
  en: blank.includes('en') ? '' : `${text} en`,
  fr: blank.includes('fr') ? '' : `${text} fr`,
  de: blank.includes('de') ? '' : `${text} de`,
  it: blank.includes('it') ? '' : `${text} it`,
  es: blank.includes('es') ? '' : `${text} es`,
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

async function newMachine(blankDescription: Locale[] = []): Promise<number> {
  const { id } = await createMachine({
    ...localizedColumns('name', inFive('Press')),
    ...localizedColumns('description', inFive('A strong press', blankDescription)),
    ...localizedColumns('metadescription', inFive('Meta')),
  });
  return id;
}

const params = (locale: Locale, id: number) => ({ params: Promise.resolve({ locale, id: String(id) }) }) as never;
const sitemapUrls = async () => (await sitemap()).map((entry) => entry.url);

describe('a machine written in all five languages', () => {
  it('says nothing falls back, and is offered in every language', async () => {
    const id = await newMachine();
    const machine = await getPublicMachine(id, 'de');
    expect(machine.description).toBe('A strong press de');
    expect(machine.fallback).toEqual({});
    expect((await listMachineIndex()).find((entry) => entry.id === id)?.languages).toEqual([
      'en',
      'fr',
      'de',
      'it',
      'es',
    ]);
    const metadata = await machineMetadata(params('de', id));
    expect(metadata.robots).toBeUndefined();
    expect(Object.keys(metadata.alternates?.languages ?? {})).toEqual(['en', 'fr', 'de', 'it', 'es', 'x-default']);
    expect(await sitemapUrls()).toContain(`${site}/de/machine/${id}`);
  });
});

describe('a machine whose German description is blank', () => {
  let id: number;
  beforeAll(async () => {
    id = await newMachine();
    await updateMachine(id, { description_de: '' });
  });

  it('is shown in German with the French description, and says so', async () => {
    const machine = await getPublicMachine(id, 'de');
    expect(machine.name).toBe('Press de');
    expect(machine.description).toBe('A strong press fr');
    expect(machine.fallback).toEqual({ description: 'fr' });
    // Nothing falls back in the other languages.
    expect((await getPublicMachine(id, 'it')).fallback).toEqual({});
  });

  it('falls back to English where French is blank too, in the order of localize', async () => {
    const other = await newMachine(['de', 'fr']);
    const machine = await getPublicMachine(other, 'de');
    expect(machine.description).toBe('A strong press en');
    expect(machine.fallback).toEqual({ description: 'en' });
  });

  it('is left out of the German sitemap and of every language link to German', async () => {
    expect((await listMachineIndex()).find((entry) => entry.id === id)?.languages).toEqual(['en', 'fr', 'it', 'es']);
    const entries = await sitemap();
    const urls = entries.map((entry) => entry.url);
    expect(urls).not.toContain(`${site}/de/machine/${id}`);
    expect(urls).toContain(`${site}/fr/machine/${id}`);
    expect(entries.find((entry) => entry.url === `${site}/fr/machine/${id}`)?.alternates?.languages).toEqual({
      en: `${site}/en/machine/${id}`,
      fr: `${site}/fr/machine/${id}`,
      it: `${site}/it/machine/${id}`,
      es: `${site}/es/machine/${id}`,
      'x-default': `${site}/machine/${id}`,
    });
  });

  it('has no German alternate in the other languages, and is noindex, follow in German', async () => {
    const french = await machineMetadata(params('fr', id));
    expect(french.robots).toBeUndefined();
    expect(french.alternates?.languages).not.toHaveProperty('de');
    expect(french.openGraph?.alternateLocale).toEqual(['en_CH', 'it_CH', 'es_ES']);

    const german = await machineMetadata(params('de', id));
    expect(german.robots).toEqual({ index: false, follow: true });
    expect(german.alternates?.canonical).toBe(`${site}/de/machine/${id}`);
    expect(german.alternates?.languages).not.toHaveProperty('de');
  });

  it('is offered in German again once its German description is written', async () => {
    await updateMachine(id, { description_de: 'Eine starke Presse' });
    expect((await getPublicMachine(id, 'de')).fallback).toEqual({});
    expect(await sitemapUrls()).toContain(`${site}/de/machine/${id}`);
    expect((await machineMetadata(params('de', id))).robots).toBeUndefined();
  });

  it('counts white space alone as blank, in the sitemap as on the page', async () => {
    const other = await newMachine();
    await updateMachine(other, { description_it: ' \n\t ' });
    expect((await getPublicMachine(other, 'it')).fallback).toEqual({ description: 'fr' });
    expect((await listMachineIndex()).find((entry) => entry.id === other)?.languages).not.toContain('it');
  });

  it('does not count a description blank in every language: there is nothing to translate', async () => {
    const other = await newMachine(['en', 'fr', 'de', 'it', 'es']);
    expect((await getPublicMachine(other, 'de')).fallback).toEqual({});
    expect((await listMachineIndex()).find((entry) => entry.id === other)?.languages).toHaveLength(5);
  });
});

describe('the parts of a machine', () => {
  it('each say which of their texts falls back, on the page, in the lists and in the API', async () => {
    const id = await newMachine();
    const { id: categoryId } = await createCategory(localizedColumns('name', inFive('Presses', ['de'])));
    await addMachineCategory(id, categoryId);
    await handle.db.insert(advantages).values([
      { machine_id: id, priority: 0, ...localizedColumns('description', inFive('Fast', ['de'])) },
      { machine_id: id, priority: 1, ...localizedColumns('description', inFive('Quiet')) },
    ]);
    await handle.db.insert(machineOptionsTable).values({
      machine_id: id,
      priority: 0,
      ...localizedColumns('name', inFive('Table')),
      ...localizedColumns('value', inFive('2 m', ['de', 'fr'])),
    });
    await handle.db.insert(pictures).values({
      machine_id: id,
      storage_key: `machines/${id}/front.webp`,
      mime_type: 'image/webp',
      priority: 0,
      ...localizedColumns('description', inFive('Front view', ['de'])),
    });

    const machine = await getPublicMachine(id, 'de');
    expect(machine.fallback).toEqual({});
    expect(machine.categories).toEqual([{ id: categoryId, name: 'Presses fr', fallback: { name: 'fr' } }]);
    expect(machine.advantages.map((item) => item.fallback)).toEqual([{ description: 'fr' }, {}]);
    expect(machine.options[0]).toMatchObject({ value: '2 m en', fallback: { value: 'en' } });
    expect(machine.pictures[0]).toMatchObject({ description: 'Front view fr', fallback: { description: 'fr' } });
    // Parts do not make the page another language's: its name and description are German.
    expect((await listMachineIndex()).find((entry) => entry.id === id)?.languages).toContain('de');

    const page = await listMachinePage('de', { categoryIds: [categoryId], page: 1, pageSize: 24 });
    expect(page.items).toEqual([
      expect.objectContaining({
        id,
        fallback: {},
        categories: [{ id: categoryId, name: 'Presses fr', fallback: { name: 'fr' } }],
        pictures: [expect.objectContaining({ fallback: { description: 'fr' } })],
      }),
    ]);

    const api = await call(machineItem.GET, 'GET', `/api/machine/${id}?lang=de`, { params: { id: String(id) } });
    expect(api.status).toBe(200);
    expect(api.json).toMatchObject({
      fallback: {},
      description_de: 'A strong press de',
      categories: [{ fallback: { name: 'fr' } }],
      advantages: [{ description: 'Fast fr', fallback: { description: 'fr' } }, { fallback: {} }],
      options: [{ value: '2 m en', fallback: { value: 'en' }, value_de: '' }],
      pictures: [{ fallback: { description: 'fr' } }],
    });
    const list = await call(machineCollection.GET, 'GET', '/api/machine?lang=de');
    expect(list.json.find((item: { id: number }) => item.id === id)).toMatchObject({
      categories: [{ fallback: { name: 'fr' } }],
    });
  });
});

describe('a news article', () => {
  async function newArticle() {
    const { id } = await createNews(localizedColumns('title', inFive('Open day')));
    const block = await addContentBlock(id, {
      ...localizedColumns('title', inFive('Programme')),
      ...localizedColumns('content', inFive('Doors open at nine')),
    });
    return { id, blockId: block.id };
  }

  it('says which block text falls back, and is left out in German while a block is not written in German', async () => {
    const { id, blockId } = await newArticle();
    expect((await listNewsIndex()).find((entry) => entry.id === id)?.languages).toHaveLength(5);

    await updateContentBlock(id, blockId, { content_de: '' });
    const article = await getNews(id, 'de');
    expect(article.fallback).toEqual({});
    expect(article.content).toEqual([
      expect.objectContaining({ content: 'Doors open at nine fr', fallback: { content: 'fr' } }),
    ]);
    const summary = (await listNews('de')).find((item) => item.id === id);
    expect(summary).toMatchObject({ fallback: {}, content: [{ fallback: { content: 'fr' } }] });

    expect((await listNewsIndex()).find((entry) => entry.id === id)?.languages).toEqual(['en', 'fr', 'it', 'es']);
    const urls = await sitemapUrls();
    expect(urls).not.toContain(`${site}/de/actualites/${id}`);
    expect(urls).toContain(`${site}/it/actualites/${id}`);
    const german = await articleMetadata(params('de', id));
    expect(german.robots).toEqual({ index: false, follow: true });
    expect((await articleMetadata(params('it', id))).alternates?.languages).not.toHaveProperty('de');

    const api = await call(newsItem.GET, 'GET', `/api/news/${id}?lang=de`, { params: { id: String(id) } });
    expect(api.json).toMatchObject({ fallback: {}, content: [{ fallback: { content: 'fr' }, content_de: '' }] });
    const list = await call(newsCollection.GET, 'GET', '/api/news?lang=de');
    expect(list.json.find((item: { id: number }) => item.id === id)).toMatchObject({
      content: [{ fallback: { content: 'fr' } }],
    });

    await updateContentBlock(id, blockId, { content_de: 'Türen offen um neun' });
    expect(await sitemapUrls()).toContain(`${site}/de/actualites/${id}`);
    expect((await articleMetadata(params('de', id))).robots).toBeUndefined();
  });

  it('without blocks is written in the languages of its title', async () => {
    const { id } = await createNews(localizedColumns('title', inFive('Fair')));
    expect((await listNewsIndex()).find((entry) => entry.id === id)?.languages).toHaveLength(5);
  });
});

describe('which languages each row is written in', () => {
  it('is one cached read per kind, expired by the writes that change it, as the pages are', async () => {
    revalidatedTags.length = 0;
    const id = await newMachine();
    await updateMachine(id, { description_de: '' });
    const { id: articleId, blockId } = await (async () => {
      const { id: created } = await createNews(localizedColumns('title', inFive('Visit')));
      const block = await addContentBlock(created, {
        ...localizedColumns('title', inFive('When')),
        ...localizedColumns('content', inFive('Monday')),
      });
      return { id: created, blockId: block.id };
    })();
    await updateContentBlock(articleId, blockId, { content_fr: 'Lundi' });
    for (const key of ['machines:index', 'news:index']) {
      expect(cachedReadTags.get(key)?.some((tag) => revalidatedTags.includes(tag))).toBe(true);
    }
  });
});

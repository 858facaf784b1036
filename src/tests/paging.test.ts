/**
 * The paged reads: the public listing's pages (with its category filter and counts), the admin lists' search,
 * and `limit`/`offset` of the REST list calls.
 */
import * as machineCollection from '@/app/api/machine/route';
import * as newsCollection from '@/app/api/news/route';
import { type Locale, locales } from '@/i18n/locales';
import { inboxFiltersFrom } from '@/schemas/inbox';

import { createCategory } from '@/server/catalogue/categories';
import { receiveContactRequest } from '@/server/contact/requests';
import { listInbox } from '@/server/contact/inbox/list';
import type { DatabaseHandle } from '@/server/db/client';
import { addMachineCategory } from '@/server/catalogue/machine-items';
import { countMachines, listMachinePage } from '@/server/catalogue/machine-lists';
import { createMachine } from '@/server/catalogue/machines';
import { createNews, listNewsPage } from '@/server/news/articles';
import { call } from './api';
import { createTestDatabase } from './database';

const five = <F extends string>(field: F, text: string) =>
  Object.fromEntries(locales.map((locale) => [`${field}_${locale}`, `${text} ${locale}`])) as Record<
    `${F}_${Locale}`,
    string
  >;

let handle: DatabaseHandle;
/** 30 machines, ids in creation order; every third one in `presses`, every fifth in `cutting`, none in `empty`. */
const machineIds: number[] = [];
let presses = 0;
let cutting = 0;
let empty = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  presses = (await createCategory(five('name', 'Presses'))).id;
  empty = (await createCategory(five('name', 'Empty'))).id;
  cutting = (await createCategory(five('name', 'Cutting'))).id;
  for (let index = 1; index <= 30; index++) {
    const names = {
      ...five('name', `Machine ${index}`),
      name_fr: index === 7 ? 'Presse Éléphant' : `Machine ${index}`,
    };
    const { id } = await createMachine({ ...names, ...five('description', ''), ...five('metadescription', '') });
    machineIds.push(id);
    if (index % 3 === 0) await addMachineCategory(id, presses);
    if (index % 5 === 0) await addMachineCategory(id, cutting);
  }
  for (let index = 1; index <= 5; index++)
    await createNews(five('title', index === 2 ? 'Journée portes ouvertes' : `News ${index}`));
});
afterAll(() => handle.close());

describe('listMachinePage', () => {
  it('cuts the catalogue into pages by id, every machine on exactly one of them', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => listMachinePage('en', { page, pageSize: 8 })));
    expect(pages.map((page) => page.items.length)).toEqual([8, 8, 8, 6]);
    expect(pages.map((page) => [page.total, page.pageCount])).toEqual(Array(4).fill([30, 4]));
    expect(pages.flatMap((page) => page.items.map((machine) => machine.id))).toEqual(machineIds);
    expect(pages[0]!.items[0]).toMatchObject({ name: 'Machine 1 en', pictures: [], categories: [] });
  });

  it('answers an empty page past the end, with the real count', async () => {
    expect(await listMachinePage('en', { page: 5, pageSize: 8 })).toEqual({
      items: [],
      total: 30,
      page: 5,
      pageCount: 4,
    });
  });

  it('filters by category, with the category named on each card', async () => {
    const first = await listMachinePage('de', { categoryIds: [presses], page: 1, pageSize: 4 });
    const second = await listMachinePage('de', { categoryIds: [presses], page: 2, pageSize: 4 });
    expect([first.total, first.pageCount]).toEqual([10, 3]);
    expect([...first.items, ...second.items].map((machine) => machine.id)).toEqual(
      machineIds.filter((_, index) => (index + 1) % 3 === 0).slice(0, 8),
    );
    expect(first.items[0]!.categories).toEqual([{ id: presses, name: 'Presses de', fallback: {} }]);
    expect(await listMachinePage('de', { categoryIds: [empty], page: 1, pageSize: 4 })).toMatchObject({
      items: [],
      total: 0,
      pageCount: 1,
    });
  });

  it('shows the machines of any of several categories, each once', async () => {
    const union = await listMachinePage('en', { categoryIds: [cutting, empty, presses], page: 1, pageSize: 50 });
    expect(union.total).toBe(14);
    expect(union.items.map((machine) => machine.id)).toEqual(
      machineIds.filter((_, index) => (index + 1) % 3 === 0 || (index + 1) % 5 === 0),
    );
    const machine15 = union.items.find((machine) => machine.id === machineIds[14]);
    expect(machine15?.categories.map((category) => category.id).sort()).toEqual([presses, cutting].sort());
    expect((await listMachinePage('en', { categoryIds: [], page: 1, pageSize: 8 })).total).toBe(30);
  });

  it('searches names in every language, whatever the case and accents', async () => {
    for (const words of ['presse ELEPHANT', 'éléphant', 'PRESSE É']) {
      const found = await listMachinePage('en', { search: words, page: 1, pageSize: 8 });
      expect(found.items.map((machine) => machine.id)).toEqual([machineIds[6]]);
    }
    // Wildcards of LIKE are taken as such.
    expect((await listMachinePage('en', { search: '%', page: 1, pageSize: 8 })).total).toBe(0);
    expect((await listMachinePage('en', { search: 'machine 1', page: 1, pageSize: 50 })).total).toBe(11);
  });

  it('counts the machines of each category and in all', async () => {
    expect(await countMachines()).toEqual({ total: 30, byCategory: { [presses]: 10, [cutting]: 6 } });
  });
});

describe('listNewsPage', () => {
  it('pages the articles newest first and searches their titles', async () => {
    const [first, second] = await Promise.all([1, 2].map((page) => listNewsPage('fr', { page, pageSize: 3 })));
    expect(first!.items.map((article) => article.title)).toEqual(['News 5 fr', 'News 4 fr', 'News 3 fr']);
    expect(second!.items.map((article) => article.title)).toEqual(['Journée portes ouvertes fr', 'News 1 fr']);
    const found = await listNewsPage('en', { search: 'JOURNEE', page: 1, pageSize: 3 });
    expect(found).toMatchObject({ total: 1, items: [{ title: 'Journée portes ouvertes en' }] });
  });
});

describe('the inbox list', () => {
  it('pages the requests newest first and searches name, company and e-mail', async () => {
    const senders = [
      { name: 'Zoë Muster', entreprise: 'Muster AG', email: 'zoe@example.com' },
      { name: 'Paul Renaud', entreprise: 'Ateliers Léman SA', email: 'paul@example.ch' },
      { name: 'Eva Keller', entreprise: '', email: 'eva@keller.example' },
    ];
    for (const [index, sender] of senders.entries()) {
      await receiveContactRequest(
        {
          kind: 'contact',
          ...sender,
          phonenumber: '+41 21 555 00 00',
          message: 'Bonjour',
          page: '',
          website: '',
          attachments: [],
        },
        { address: `192.0.2.${index}`, language: 'fr', channel: 'form' },
      );
    }
    const all = await listInbox(inboxFiltersFrom({}), 2);
    expect([all.total, all.pageCount]).toEqual([3, 2]);
    expect(all.items.map((request) => request.name)).toEqual(['Eva Keller', 'Paul Renaud']);
    expect((await listInbox(inboxFiltersFrom({ page: '2' }), 2)).items.map((request) => request.name)).toEqual([
      'Zoë Muster',
    ]);
    const search = async (words: string) =>
      (await listInbox(inboxFiltersFrom({ q: words }), 10)).items.map((request) => request.name);
    expect(await search('zoe')).toEqual(['Zoë Muster']);
    expect(await search('leman')).toEqual(['Paul Renaud']);
    expect(await search('KELLER.EXAMPLE')).toEqual(['Eva Keller']);
    expect(await search('nobody')).toEqual([]);
  });
});

describe('limit and offset of GET /api/machine and GET /api/news', () => {
  const ids = (answer: { json: { id: number }[] }) => answer.json.map((item) => item.id);

  it('answers the whole list without them', async () => {
    expect(ids(await call(machineCollection.GET, 'GET', '/api/machine'))).toEqual(machineIds);
    expect(ids(await call(newsCollection.GET, 'GET', '/api/news'))).toHaveLength(5);
  });

  it('answers the part asked for', async () => {
    expect(ids(await call(machineCollection.GET, 'GET', '/api/machine?limit=5&offset=10'))).toEqual(
      machineIds.slice(10, 15),
    );
    expect(ids(await call(machineCollection.GET, 'GET', '/api/machine?offset=28'))).toEqual(machineIds.slice(28));
    expect(ids(await call(machineCollection.GET, 'GET', '/api/machine?offset=100'))).toEqual([]);
    const news = ids(await call(newsCollection.GET, 'GET', '/api/news'));
    expect(ids(await call(newsCollection.GET, 'GET', '/api/news?limit=2&offset=1&lang=de'))).toEqual(news.slice(1, 3));
  });

  it('answers the machines of any of the categories asked for', async () => {
    const union = machineIds.filter((_, index) => (index + 1) % 3 === 0 || (index + 1) % 5 === 0);
    expect(ids(await call(machineCollection.GET, 'GET', `/api/machine?category=${cutting},${presses}`))).toEqual(union);
    expect(
      ids(await call(machineCollection.GET, 'GET', `/api/machine?category=${presses},${cutting},${presses}&limit=2`)),
    ).toEqual(union.slice(0, 2));
    expect(ids(await call(machineCollection.GET, 'GET', `/api/machine?category=${empty}`))).toEqual([]);
  });

  it('refuses a value that is not a whole number in range, written in decimal, with a 422 naming it', async () => {
    for (const query of [
      'category=',
      'category=x',
      'category=1,,2',
      'category=99999',
      `category=${Array.from({ length: 51 }, (_, index) => index + 1).join(',')}`,
      'limit=0',
      'limit=1001',
      'limit=x',
      'limit=1.5',
      'limit=1e2',
      'limit=',
      'offset=-1',
      'offset=01',
    ]) {
      const answer = await call(machineCollection.GET, 'GET', `/api/machine?${query}`);
      expect([query, answer.status]).toEqual([query, 422]);
      expect(answer.json.fields[query.split('=')[0]!]).toBeTruthy();
    }
  });
});

/**
 * The back office's overview of publication: where each item of a list's page stands (read for the page in one
 * query, two with drafts, whatever its size), the lists' filter by publication, and the dashboard's next scheduled
 * publications and unpublications.
 */
import { type Locale, locales } from '@/i18n/locales';
import { createCategory } from '@/server/catalogue/categories';
import { addMachineCategory, machineAdvantages, machineOptions } from '@/server/catalogue/machine-items';
import { readMachinePage } from '@/server/catalogue/machine-lists';
import { createMachine, updateMachine } from '@/server/catalogue/machines';
import type { DatabaseHandle } from '@/server/db/client';
import { actingAs, editingDrafts } from '@/server/history';
import { createNews, readNewsPage, updateNewsTitles } from '@/server/news/articles';
import { addContentBlock, updateContentBlock } from '@/server/news/content';
import { nextScheduled, publicationsOf } from '@/server/publication/overview';
import { publicationOf, publishItem, unpublishItem } from '@/server/publication/publish';
import { createTestDatabase } from './database';

const five = <F extends string>(field: F, text: string) =>
  Object.fromEntries(locales.map((locale) => [`${field}_${locale}`, `${text} ${locale}`])) as Record<
    `${F}_${Locale}`,
    string
  >;

const office = { userId: null, username: 'maria', source: 'office' } as const;
const api = { userId: null, username: 'jean', source: 'api' } as const;

/** In the back office: saves go to the draft. */
const inOffice = <T>(task: () => Promise<T>) => actingAs(office, () => editingDrafts(task));

const machineFields = (name: string) => ({
  ...five('name', name),
  ...five('description', 'Strong'),
  ...five('metadescription', ''),
});

/** A machine created through the API (published), or in the back office (a draft). */
const machine = async (name: string) => (await createMachine(machineFields(name))).id;
const draftMachine = async (name: string) => (await inOffice(() => createMachine(machineFields(name)))).id;

/** `hours` after 08:00 UTC on 1 January 2031: a time to come. */
const soon = (hours: number) => new Date(Date.UTC(2031, 0, 1, 8 + hours));

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
afterEach(() => jest.restoreAllMocks());

/** Counts the statements the database driver is sent while `task` runs (PGlite's `query`, postgres.js's `unsafe`). */
async function countQueries<T>(task: () => Promise<T>): Promise<{ value: T; queries: number }> {
  const client = (handle.db as unknown as { $client: Record<string, (...args: never[]) => unknown> }).$client;
  const method = typeof client.query === 'function' ? 'query' : 'unsafe';
  const spy = jest.spyOn(client, method);
  const value = await task();
  const queries = spy.mock.calls.length;
  spy.mockRestore();
  return { value, queries };
}

describe('where the items of a list stand', () => {
  it('tells each machine’s state and the languages of its draft, as publicationOf does, in two queries', async () => {
    const published = await machine('Presse');
    const neverPublished = await draftMachine('Entwurf');
    const renamedBeforePublishing = await draftMachine('Skizze');
    await inOffice(() => updateMachine(renamedBeforePublishing, { name_fr: 'Brouillon' }));
    const textChanged = await machine('Schere');
    await inOffice(() => updateMachine(textChanged, { name_fr: 'Cisaille', description_de: 'Stark, neu' }));
    const partTextChanged = await machine('Säge');
    const advantage = await machineAdvantages.add(partTextChanged, five('description', 'Leise'));
    await inOffice(() => machineAdvantages.update(partTextChanged, advantage.id, { description_it: 'Silenziosa' }));
    const partAdded = await machine('Bohrer');
    await inOffice(() =>
      machineOptions.add(partAdded, { ...five('name', 'Pedal'), name_es: '', ...five('value', '24 V') }),
    );
    const categoryOnly = await machine('Fräse');
    const category = await createCategory(five('name', 'Fräsen'));
    await inOffice(() => addMachineCategory(categoryOnly, category.id));
    const scheduled = await machine('Biegemaschine');
    await inOffice(() => updateMachine(scheduled, { name_en: 'Bender' }));
    await actingAs(office, () => publishItem('machine', scheduled, { at: soon(2) }));
    const offSite = await machine('Walze');
    await actingAs(office, () => unpublishItem('machine', offSite));
    const goingOff = await machine('Stanze');
    await actingAs(office, () => unpublishItem('machine', goingOff, { at: soon(3) }));
    // A draft older than the item: saved through the API since, on another field.
    const carried = await machine('Drehbank');
    await inOffice(() => updateMachine(carried, { name_it: 'Tornio' }));
    await actingAs(api, () => updateMachine(carried, { name_de: 'Drehbank API' }));

    const ids = [
      published,
      neverPublished,
      renamedBeforePublishing,
      textChanged,
      partTextChanged,
      partAdded,
      categoryOnly,
      scheduled,
      offSite,
      goingOff,
      carried,
    ];
    const { value: states, queries } = await countQueries(() => publicationsOf('machine', [...ids, 999_999], 'fr'));
    expect(states.has(999_999)).toBe(false);
    expect(Object.fromEntries(ids.map((id) => [id, states.get(id)]))).toMatchObject({
      [published]: {
        status: 'published',
        hasDraft: false,
        draftLanguages: [],
        publishAt: null,
        unpublishAt: null,
        draftLabel: null,
      },
      [neverPublished]: { status: 'draft', hasDraft: false, draftLabel: null },
      // The list shows the name the office gave it since, in the list's language.
      [renamedBeforePublishing]: { status: 'draft', hasDraft: true, draftLabel: 'Brouillon' },
      [textChanged]: { status: 'published', hasDraft: true, draftLanguages: ['fr', 'de'], draftLabel: 'Cisaille' },
      [partTextChanged]: { hasDraft: true, draftLanguages: ['it'] },
      // A part added counts in the languages it has a text in.
      [partAdded]: { hasDraft: true, draftLanguages: ['en', 'fr', 'de', 'it', 'es'] },
      [categoryOnly]: { hasDraft: true, draftLanguages: [] },
      [scheduled]: { status: 'published', publishAt: soon(2).toISOString(), draftLanguages: ['en'] },
      [offSite]: { status: 'unpublished', hasDraft: false },
      [goingOff]: { status: 'published', publishAt: null, unpublishAt: soon(3).toISOString() },
      [carried]: { hasDraft: true, draftLanguages: ['it'], draftLabel: 'Drehbank fr' },
    });
    // The same as each item's own publicationOf says.
    for (const id of ids) {
      const { draftLabel, ...state } = states.get(id)!;
      expect(typeof draftLabel === 'string' || draftLabel === null).toBe(true);
      expect({ ...state, draftNeutral: expect.any(Boolean) }).toEqual(await publicationOf('machine', id));
    }
    // The page's states and, with drafts on it, their published texts; plus the one stale draft, read alone.
    const alone = await countQueries(() => publicationOf('machine', carried));
    expect(queries).toBe(2 + alone.queries);
  });

  it('reads a page of items without drafts in one query, and a page of none in none', async () => {
    const ids = [await machine('Kran'), await machine('Winde'), await machine('Hebel')];
    expect((await countQueries(() => publicationsOf('machine', ids, 'en'))).queries).toBe(1);
    expect((await countQueries(() => publicationsOf('machine', [], 'en'))).queries).toBe(0);
  });

  it('tells the languages of an article’s draft, in its title and its blocks', async () => {
    const { id } = await createNews(five('title', 'Messe'));
    const block = await addContentBlock(id, { ...five('title', 'Stand'), ...five('content', 'Halle 3') });
    await inOffice(async () => {
      await updateNewsTitles(id, { title_de: 'Messe Basel' });
      await updateContentBlock(id, block.id, { content_es: 'Pabellón 3' });
    });
    const { id: scheduledArticle } = await inOffice(() => createNews(five('title', 'Eröffnung')));
    await actingAs(office, () => publishItem('news', scheduledArticle, { at: soon(5) }));
    const states = await publicationsOf('news', [id, scheduledArticle], 'de');
    expect(states.get(id)).toEqual({
      status: 'published',
      publishAt: null,
      unpublishAt: null,
      hasDraft: true,
      draftLanguages: ['de', 'es'],
      draftLabel: 'Messe Basel',
    });
    expect(states.get(scheduledArticle)).toMatchObject({ status: 'scheduled', publishAt: soon(5).toISOString() });
  });
});

describe('the lists’ filter by publication', () => {
  it('keeps the machines with work not on the site, those scheduled, or those taken off it', async () => {
    const plain = await machine('Filter plain');
    const draft = await draftMachine('Filter draft');
    const changed = await machine('Filter changed');
    await inOffice(() => updateMachine(changed, { name_fr: 'Filtre modifié' }));
    const scheduled = await machine('Filter scheduled');
    await actingAs(office, () => unpublishItem('machine', scheduled, { at: soon(1) }));
    const off = await machine('Filter off');
    await actingAs(office, () => unpublishItem('machine', off));
    const found = async (publication?: 'drafts' | 'scheduled' | 'unpublished') =>
      (
        await readMachinePage('en', { search: 'Filter', publication, unpublished: true, page: 1, pageSize: 50 })
      ).items.map((item) => item.id);
    expect(await found()).toEqual(expect.arrayContaining([plain, draft, changed, scheduled, off]));
    expect(await found('drafts')).toEqual([draft, changed].sort((a, b) => a - b));
    expect(await found('scheduled')).toEqual([scheduled]);
    expect(await found('unpublished')).toEqual([off]);
  });

  it('keeps the articles likewise, and counts them', async () => {
    const { id: plain } = await createNews(five('title', 'Sieb eins'));
    const { id: changed } = await createNews(five('title', 'Sieb zwei'));
    await inOffice(() => updateNewsTitles(changed, { title_it: 'Setaccio due' }));
    const { id: off } = await createNews(five('title', 'Sieb drei'));
    await actingAs(office, () => unpublishItem('news', off));
    const page = async (publication?: 'drafts' | 'scheduled' | 'unpublished') => {
      const found = await readNewsPage('en', { search: 'Sieb', publication, page: 1, pageSize: 50 });
      return { ids: found.items.map((item) => item.id), total: found.total };
    };
    expect((await page()).total).toBe(3);
    expect(await page('drafts')).toEqual({ ids: [changed], total: 1 });
    expect(await page('unpublished')).toEqual({ ids: [off], total: 1 });
    expect(await page('scheduled')).toEqual({ ids: [], total: 0 });
    expect(plain).toBeGreaterThan(0);
  });
});

describe('what is scheduled next', () => {
  it('lists publications and unpublications of machines and articles, soonest first, named in the office’s language', async () => {
    const at = (day: number, hour: number) => new Date(Date.UTC(2030, 2, day, hour));
    const press = await machine('Plan Presse');
    await actingAs(office, () => unpublishItem('machine', press, { at: at(14, 17) }));
    const { id: article } = await inOffice(() => createNews(five('title', 'Plan Messe')));
    await actingAs(office, () => publishItem('news', article, { at: at(12, 8) }));
    await actingAs(office, () => unpublishItem('news', article, { at: at(20, 18) }));
    const saw = await draftMachine('Plan Säge');
    await actingAs(office, () => publishItem('machine', saw, { at: at(13, 9) }));

    const { events, more } = await nextScheduled('de', 3);
    expect(events).toEqual([
      { kind: 'news', id: article, action: 'publish', at: at(12, 8).toISOString(), name: 'Plan Messe de' },
      { kind: 'machine', id: saw, action: 'publish', at: at(13, 9).toISOString(), name: 'Plan Säge de' },
      { kind: 'machine', id: press, action: 'unpublish', at: at(14, 17).toISOString(), name: 'Plan Presse de' },
    ]);
    // The article's unpublication, and what the other tests scheduled in 2031.
    expect(more).toBe(true);
    const all = await nextScheduled('fr', 100);
    expect(all.more).toBe(false);
    expect(all.events[3]).toMatchObject({ kind: 'news', id: article, action: 'unpublish', name: 'Plan Messe fr' });
    const times = all.events.map((event) => event.at);
    expect(times).toEqual([...times].sort());
  });
});

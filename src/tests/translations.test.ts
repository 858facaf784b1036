import * as translationsApi from '@/app/api/translations/route';
import { type Locale, locales } from '@/i18n/locales';

import { createCategory, updateCategory } from '@/server/catalogue/categories';
import type { DatabaseHandle } from '@/server/db/client';
import { NotFoundError } from '@/server/errors';
import { localizedColumns } from '@/server/localize';
import { machineAdvantages } from '@/server/catalogue/machine-items';
import { createMachine, updateMachine } from '@/server/catalogue/machines';
import { createNews } from '@/server/news/articles';
import { addContentBlock, updateContentBlock } from '@/server/news/content';
import { confirmTranslation, itemTranslations, type TranslationItem, translationOverview } from '@/server/translations';
import { adminCookie, call } from './api';
import { createTestDatabase } from './database';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const five = (text: string) => localizedColumns('x', { en: text, fr: text, de: text, it: text, es: text });
const inFive = <F extends string>(field: F, text: string) =>
  Object.fromEntries(Object.entries(five(text)).map(([key, value]) => [key.replace(/^x_/, `${field}_`), value])) as {
    [K in `${F}_${Locale}`]: string;
  };

async function newMachine() {
  const { id } = await createMachine({
    ...inFive('name', 'Press'),
    ...inFive('description', 'A press.'),
    ...inFive('metadescription', 'A press.'),
  });
  return id;
}

async function itemOf(kind: 'machine' | 'category' | 'news', id: number): Promise<TranslationItem> {
  const { items } = await translationOverview({ kind }, 'en');
  return items.find((item) => item.id === id)!;
}

async function statesOf(kind: 'machine' | 'category' | 'news', id: number, field: string, of = kind as string) {
  const item = await itemOf(kind, id);
  return item.fields.find((candidate) => candidate.kind === of && candidate.field === field)!.states;
}

const all = (state: string) => Object.fromEntries(locales.map((locale) => [locale, state]));

describe('the translation state of a field', () => {
  it('is up to date in every language for what was written in five', async () => {
    const id = await newMachine();
    const item = await itemOf('machine', id);
    expect(item.fields.map((field) => field.field)).toEqual(['name', 'description', 'metadescription']);
    for (const field of item.fields) expect(field.states).toEqual(all('current'));
    expect(item.counts.de).toEqual({ missing: 0, outdated: 0 });
  });

  it('goes out of date in the four others when French changes, and up to date in German once saved', async () => {
    const id = await newMachine();
    await updateMachine(id, { name_fr: 'Presse hydraulique' });
    expect(await statesOf('machine', id, 'name')).toEqual({
      ...all('outdated'),
      fr: 'current',
    });
    const item = await itemOf('machine', id);
    expect(item.fields.find((field) => field.field === 'name')!.source).toEqual(['fr']);
    expect(item.counts.it).toEqual({ missing: 0, outdated: 1 });
    // The other fields did not change.
    expect(item.fields.find((field) => field.field === 'description')!.states).toEqual(all('current'));

    await updateMachine(id, { name_de: 'Hydraulikpresse' });
    expect(await statesOf('machine', id, 'name')).toEqual({ ...all('outdated'), fr: 'current', de: 'current' });
  });

  it('is up to date again once confirmed, without a change of text', async () => {
    const id = await newMachine();
    await updateMachine(id, { description_de: 'Eine Presse.' });
    await confirmTranslation('machine', id, 'description', 'it');
    expect(await statesOf('machine', id, 'description')).toEqual({
      ...all('outdated'),
      de: 'current',
      it: 'current',
    });
  });

  it('is missing when blank, and blanking one language moves no other', async () => {
    const id = await newMachine();
    await updateMachine(id, { metadescription_es: '' });
    expect(await statesOf('machine', id, 'metadescription')).toEqual({ ...all('current'), es: 'missing' });
    expect((await itemOf('machine', id)).counts.es).toEqual({ missing: 1, outdated: 0 });
  });

  it('counts the fields of what belongs to an item with it: advantages, content blocks', async () => {
    const id = await newMachine();
    const { id: advantage } = await machineAdvantages.add(id, inFive('description', 'Fast.'));
    await machineAdvantages.update(id, advantage, { description_en: 'Very fast.' });
    expect(await statesOf('machine', id, 'description', 'advantage')).toEqual({ ...all('outdated'), en: 'current' });
    // A change of order alone changes no text.
    await machineAdvantages.update(id, advantage, { priority: 3 });
    expect(await statesOf('machine', id, 'description', 'advantage')).toEqual({ ...all('outdated'), en: 'current' });

    const { id: article } = await createNews(inFive('title', 'News'));
    const { id: block } = await addContentBlock(article, { ...inFive('title', 'Block'), ...inFive('content', 'Text') });
    await updateContentBlock(article, block, { content_it: 'Testo nuovo' });
    expect(await statesOf('news', article, 'content', 'newsBlock')).toEqual({ ...all('outdated'), it: 'current' });
    expect(await statesOf('news', article, 'title')).toEqual(all('current'));

    const { id: category } = await createCategory(inFive('name', 'Presses'));
    await updateCategory(category, { name_de: 'Pressen' });
    expect(await statesOf('category', category, 'name')).toEqual({ ...all('outdated'), de: 'current' });
  });

  it('records two saves of one field at once one after the other', async () => {
    const id = await newMachine();
    await Promise.all([updateMachine(id, { name_en: 'Big press' }), updateMachine(id, { name_it: 'Pressa grande' })]);
    // Whichever came first changed the content, and the other caught up with it: both are up to date.
    expect(await statesOf('machine', id, 'name')).toEqual({
      ...all('outdated'),
      en: 'current',
      it: 'current',
    });
  });

  it('refuses to confirm an unknown item or field', async () => {
    const id = await newMachine();
    await expect(confirmTranslation('machine', 999_999, 'name', 'de')).rejects.toBeInstanceOf(NotFoundError);
    await expect(confirmTranslation('machine', id, 'password', 'de')).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("the states on an item's own screen", () => {
  it("are those of the machine's fields and of its items only, and of every category", async () => {
    const id = await newMachine();
    const other = await newMachine();
    const { id: advantage } = await machineAdvantages.add(id, inFive('description', 'Fast.'));
    await updateMachine(id, { name_fr: 'Presse hydraulique', metadescription_it: '' });
    await machineAdvantages.update(id, advantage, { description_de: 'Schnell.' });

    const screen = await itemTranslations('machine', id);
    expect(Object.keys(screen).sort()).toEqual([`advantage:${advantage}`, `machine:${id}`]);
    expect(screen[`machine:${id}`]!.name).toEqual({ source: ['fr'], states: { ...all('outdated'), fr: 'current' } });
    expect(screen[`machine:${id}`]!.metadescription!.states).toEqual({ ...all('current'), it: 'missing' });
    expect(screen[`advantage:${advantage}`]!.description).toEqual({
      source: ['de'],
      states: { ...all('outdated'), de: 'current' },
    });
    expect(screen[`machine:${other}`]).toBeUndefined();

    await confirmTranslation('machine', id, 'name', 'es');
    expect((await itemTranslations('machine', id))[`machine:${id}`]!.name!.states.es).toBe('current');

    const { id: category } = await createCategory(inFive('name', 'Presses'));
    const categories = await itemTranslations('category');
    expect(categories[`category:${category}`]!.name!.states).toEqual(all('current'));
  });
});

describe('the translation overview', () => {
  it('filters by kind, language and state, and adds up the totals', async () => {
    const id = await newMachine();
    await updateMachine(id, { name_fr: 'Presse à colonnes', description_it: '' });

    const everything = await translationOverview({}, 'fr');
    expect(everything.items.find((item) => item.kind === 'machine' && item.id === id)!.label).toBe('Presse à colonnes');
    const sum = (state: 'missing' | 'outdated') =>
      everything.items.reduce(
        (total, item) => total + locales.reduce((count, locale) => count + item.counts[locale][state], 0),
        0,
      );
    expect(everything.totals).toEqual({ missing: sum('missing'), outdated: sum('outdated') });

    const outdated = await translationOverview({ state: 'outdated', kind: 'machine' }, 'en');
    expect(outdated.items.map((item) => item.id)).toContain(id);
    expect(outdated.items.every((item) => item.kind === 'machine')).toBe(true);
    expect(outdated.items.every((item) => locales.some((locale) => item.counts[locale].outdated > 0))).toBe(true);

    const italianMissing = await translationOverview({ state: 'missing', language: 'it' }, 'en');
    expect(italianMissing.items.map((item) => item.id)).toContain(id);
    const frenchMissing = await translationOverview({ state: 'missing', language: 'fr' }, 'en');
    expect(frenchMissing.items.map((item) => item.id)).not.toContain(id);
    // Counted in the language asked for only.
    const german = await translationOverview({ language: 'de', kind: 'machine' }, 'en');
    const machine = german.items.find((item) => item.id === id)!;
    expect(machine.counts.de.outdated).toBe(1);
    expect(machine.counts.it).toEqual({ missing: 0, outdated: 0 });

    expect((await translationOverview({ kind: 'news' }, 'en')).items.every((item) => item.kind === 'news')).toBe(true);
  });
});

describe('the pages of the overview', () => {
  it('counts the items the filters select and answers the part asked for, by kind then id', async () => {
    const ids = [await newMachine(), await newMachine(), await newMachine()];
    await updateMachine(ids[1]!, { description_es: '' });
    const whole = await translationOverview({}, 'en');
    expect(whole.count).toBe(whole.items.length);
    const order = whole.items.map((item) => `${item.kind}:${item.id}`);
    const kindsInOrder = whole.items.map((item) => item.kind).filter((kind, index, all) => all.indexOf(kind) === index);
    expect(kindsInOrder).toEqual(
      ['machine', 'category', 'news'].filter((kind) => kindsInOrder.includes(kind as never)),
    );

    const part = await translationOverview({}, 'en', { limit: 2, offset: 1 });
    expect(part.count).toBe(whole.count);
    expect(part.totals).toEqual(whole.totals);
    expect(part.items.map((item) => `${item.kind}:${item.id}`)).toEqual(order.slice(1, 3));
    // Each item of a part is whole: its fields and counts as in the whole list.
    for (const item of part.items)
      expect(item).toEqual(whole.items.find((other) => other.kind === item.kind && other.id === item.id));

    const missing = await translationOverview({ state: 'missing', language: 'es' }, 'en', { limit: 1 });
    expect(missing.count).toBe((await translationOverview({ state: 'missing', language: 'es' }, 'en')).items.length);
    expect(missing.items).toHaveLength(1);
    expect((await translationOverview({}, 'en', { offset: whole.count })).items).toEqual([]);
  });
});

describe('GET /api/translations', () => {
  it('needs the session', async () => {
    const response = await call(translationsApi.GET, 'GET', '/api/translations');
    expect(response.status).toBe(401);
  });

  it('answers the totals and each item with the state of each field in each language, filtered', async () => {
    const cookie = await adminCookie();
    const id = await newMachine();
    await updateMachine(id, { name_de: 'Hydraulikpresse' });
    const response = await call(translationsApi.GET, 'GET', '/api/translations?kind=machine&state=outdated&lang=de', {
      cookie,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = response.json as { totals: { missing: number; outdated: number }; items: TranslationItem[] };
    expect(body.totals.outdated).toBeGreaterThanOrEqual(4);
    const machine = body.items.find((item) => item.id === id)!;
    expect(machine).toMatchObject({ kind: 'machine', label: 'Hydraulikpresse' });
    expect(machine.fields[0]).toEqual({
      kind: 'machine',
      id,
      field: 'name',
      source: ['de'],
      states: { ...all('outdated'), de: 'current' },
    });
    expect(body.items.every((item) => item.kind === 'machine')).toBe(true);
  });

  it('answers a part of the items with ?limit=&offset=, and how many there are', async () => {
    const cookie = await adminCookie();
    await newMachine();
    const whole = await call(translationsApi.GET, 'GET', '/api/translations?kind=machine', { cookie });
    const part = await call(translationsApi.GET, 'GET', '/api/translations?kind=machine&limit=1&offset=1', { cookie });
    expect(part.status).toBe(200);
    expect(part.json.count).toBe(whole.json.items.length);
    expect(part.json.items).toEqual(whole.json.items.slice(1, 2));
    const wrong = await call(translationsApi.GET, 'GET', '/api/translations?limit=0', { cookie });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.json.fields)).toEqual(['limit']);
  });

  it('refuses an unknown filter value with a 422 naming it', async () => {
    const cookie = await adminCookie();
    for (const query of ['kind=user', 'language=pt', 'state=current', 'state=missing%00']) {
      const response = await call(translationsApi.GET, 'GET', `/api/translations?${query}`, { cookie });
      expect(response.status).toBe(422);
      expect(Object.keys(response.json.fields)).toEqual([query.split('=')[0]]);
    }
  });
});

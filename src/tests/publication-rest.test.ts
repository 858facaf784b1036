/**
 * Drafts through the REST API's sub-resources: an option, a picture, a category, a technical characteristic or a
 * content block written with `"status": "draft"` (a DELETE: `?status=draft`) changes the item's draft only, answered
 * as `GET /api/{kind}/{id}/draft` answers; no public read sees it until the item is published.
 */
import * as machineList from '@/app/api/machine/route';
import * as machineItem from '@/app/api/machine/[id]/route';
import * as machineCategory from '@/app/api/machine/[id]/category/route';
import * as machineDraft from '@/app/api/machine/[id]/draft/route';
import * as machineOptions from '@/app/api/machine/[id]/options/route';
import * as machineOption from '@/app/api/machine/[id]/options/[optionId]/route';
import * as machinePictures from '@/app/api/machine/[id]/picture/route';
import * as machinePicture from '@/app/api/machine/[id]/picture/[pictureId]/route';
import * as machinePublish from '@/app/api/machine/[id]/publish/route';
import * as machineCharacteristics from '@/app/api/machine/[id]/technical-characteristics/route';
import * as newsList from '@/app/api/news/route';
import * as newsItem from '@/app/api/news/[id]/route';
import * as newsBlocks from '@/app/api/news/[id]/content/route';
import * as newsBlock from '@/app/api/news/[id]/content/[contentId]/route';
import * as newsPublish from '@/app/api/news/[id]/publish/route';
import sharp from 'sharp';

import { type Locale, locales } from '@/i18n/locales';
import { createCategory } from '@/server/catalogue/categories';
import type { DatabaseHandle } from '@/server/db/client';
import { adminCookie, call } from './api';
import { createTestDatabase } from './database';

const five = <F extends string>(field: F, text: string) =>
  Object.fromEntries(locales.map((locale) => [`${field}_${locale}`, `${text} ${locale}`])) as Record<
    `${F}_${Locale}`,
    string
  >;

const machineFields = (name: string) => ({
  ...five('name', name),
  ...five('description', 'Strong'),
  ...five('metadescription', ''),
});

const optionFields = (name: string, value: string) => ({ ...five('name', name), ...five('value', value) });

const at = (id: number, extra: Record<string, string> = {}) => ({ params: { id: String(id), ...extra } });

type Listed = { id: number; pictures: { id: number }[]; categories: { id: number }[] };

let handle: DatabaseHandle;
let cookie: string;
beforeAll(async () => {
  handle = await createTestDatabase();
  cookie = await adminCookie();
});
afterAll(() => handle.close());

/** A machine created through the API, published at once as the API always did. */
async function publishedMachine(name: string): Promise<number> {
  const created = await call(machineList.POST, 'POST', '/api/machine', { cookie, body: machineFields(name) });
  expect(created.status).toBe(201);
  return created.json.id as number;
}

/** What a visitor reads of machine `id`: the machine (null when 404) and its entry of the public list. */
async function machineSeenByVisitor(id: number) {
  const single = await call(machineItem.GET, 'GET', `/api/machine/${id}?lang=de`, at(id));
  const list = (await call(machineList.GET, 'GET', '/api/machine?lang=de')).json as Listed[];
  return { machine: single.status === 200 ? single.json : null, listed: list.find((entry) => entry.id === id) };
}

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#1c7ed6' } })
    .png()
    .toBuffer();

const ids = (list: { id: number }[]) => list.map((entry) => entry.id);

describe('a machine’s parts in its draft', () => {
  it('adds an option, a picture and a category to the draft, unseen by visitors until the machine is published', async () => {
    const id = await publishedMachine('Rundbiegemaschine');
    const category = await createCategory(five('name', 'Biegen'));

    const option = await call(machineOptions.POST, 'POST', `/api/machine/${id}/options?lang=de`, {
      cookie,
      body: { ...optionFields('Hub', '300 mm'), status: 'draft' },
      ...at(id),
    });
    expect(option.status).toBe(201);
    // The answer is the draft, as GET /api/machine/{id}/draft answers it; the new option's address is its Location.
    const optionId = Number(option.headers.get('location')?.match(/^\/api\/machine\/\d+\/options\/(\d+)$/)?.[1]);
    expect(option.json).toMatchObject({
      id,
      status: 'published',
      has_draft: true,
      draft_version: 1,
      options: [{ id: optionId, name: 'Hub de', value: '300 mm de' }],
    });
    expect(option.headers.get('etag')).toBe('"1"');

    const picture = await call(machinePictures.POST, 'POST', `/api/machine/${id}/picture`, {
      cookie,
      body: {
        image: (await png()).toString('base64'),
        type: 'image/png',
        ...five('description', 'Front'),
        status: 'draft',
      },
      ...at(id),
    });
    expect(picture.status).toBe(201);
    const pictureId = Number(picture.headers.get('location')?.split('/').pop());
    expect(ids(picture.json.pictures)).toEqual([pictureId]);

    const linked = await call(machineCategory.POST, 'POST', `/api/machine/${id}/category`, {
      cookie,
      body: { id: category.id, status: 'draft' },
      ...at(id),
    });
    expect(linked.status).toBe(200);
    expect(linked.json).toMatchObject({ categories: [{ id: category.id }], draft_version: 3 });

    // A change of the option in the draft, by the id the draft gave it.
    const changed = await call(machineOption.PATCH, 'PATCH', `/api/machine/${id}/options/${optionId}?lang=de`, {
      cookie,
      body: { value_de: '350 mm', status: 'draft' },
      ...at(id, { optionId: String(optionId) }),
    });
    expect(changed.status).toBe(200);
    expect(changed.json.options).toMatchObject([{ id: optionId, value: '350 mm' }]);

    const unseen = await machineSeenByVisitor(id);
    expect(unseen.machine).toMatchObject({ options: [], pictures: [], categories: [] });
    expect(unseen.listed).toMatchObject({ pictures: [], categories: [] });
    const draft = await call(machineDraft.GET, 'GET', `/api/machine/${id}/draft?lang=de`, { cookie, ...at(id) });
    expect(draft.json).toEqual(changed.json);

    const published = await call(machinePublish.POST, 'POST', `/api/machine/${id}/publish`, { cookie, ...at(id) });
    expect(published.json).toMatchObject({ status: 'published', has_draft: false });
    const seen = await machineSeenByVisitor(id);
    expect(seen.machine).toMatchObject({
      options: [{ id: optionId, name: 'Hub de', value: '350 mm' }],
      pictures: [{ id: pictureId, description: 'Front de' }],
      categories: [{ id: category.id }],
    });
    expect(seen.listed).toMatchObject({ pictures: [{ id: pictureId }], categories: [{ id: category.id }] });
  });

  it('answers a technical characteristic added to the draft with the draft, not the published machine', async () => {
    const id = await publishedMachine('Kantenfräse');
    const added = await call(machineCharacteristics.POST, 'POST', `/api/machine/${id}/technical-characteristics`, {
      cookie,
      body: { ...optionFields('Leistung', '5 kW'), status: 'draft' },
      ...at(id),
    });
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({ draft_version: 1, technical_characteristics: [{ value: '5 kW fr' }] });
    expect((await machineSeenByVisitor(id)).machine).toMatchObject({ technical_characteristics: [] });
  });

  it('removes parts from the draft only with ?status=draft, the published machine intact until published', async () => {
    const id = await publishedMachine('Profilwalze');
    const category = await createCategory(five('name', 'Walzen'));
    const option = await call(machineOptions.POST, 'POST', `/api/machine/${id}/options`, {
      cookie,
      body: optionFields('Walzen', '3'),
      ...at(id),
    });
    const optionId = String(option.json.id);
    const picture = await call(machinePictures.POST, 'POST', `/api/machine/${id}/picture`, {
      cookie,
      body: { image: (await png()).toString('base64'), type: 'image/png' },
      ...at(id),
    });
    const pictureId = String(picture.json.id);
    await call(machineCategory.POST, 'POST', `/api/machine/${id}/category`, {
      cookie,
      body: { id: category.id },
      ...at(id),
    });
    const before = (await machineSeenByVisitor(id)).machine;
    expect(before).toMatchObject({ options: [{ id: Number(optionId) }], pictures: [{ id: Number(pictureId) }] });

    const removedOption = await call(
      machineOption.DELETE,
      'DELETE',
      `/api/machine/${id}/options/${optionId}?status=draft`,
      {
        cookie,
        ...at(id, { optionId }),
      },
    );
    expect(removedOption.status).toBe(200);
    expect(removedOption.json).toMatchObject({ options: [], has_draft: true });
    const removedPicture = await call(
      machinePicture.DELETE,
      'DELETE',
      `/api/machine/${id}/picture/${pictureId}?status=draft`,
      { cookie, ...at(id, { pictureId }) },
    );
    expect(removedPicture.json).toMatchObject({ pictures: [], options: [] });
    // The category's DELETE has a body: it may say so there too.
    const unlinked = await call(machineCategory.DELETE, 'DELETE', `/api/machine/${id}/category`, {
      cookie,
      body: { id: category.id, status: 'draft' },
      ...at(id),
    });
    expect(unlinked.json).toMatchObject({ categories: [], pictures: [], options: [], draft_version: 3 });

    expect((await machineSeenByVisitor(id)).machine).toEqual(before);
    await call(machinePublish.POST, 'POST', `/api/machine/${id}/publish`, { cookie, ...at(id) });
    expect((await machineSeenByVisitor(id)).machine).toMatchObject({ options: [], pictures: [], categories: [] });
  });

  it('writes to the published machine as always without a status', async () => {
    const id = await publishedMachine('Richtpresse');
    const option = await call(machineOptions.POST, 'POST', `/api/machine/${id}/options`, {
      cookie,
      body: { ...optionFields('Tisch', '2 m'), status: 'published' },
      ...at(id),
    });
    expect(option.status).toBe(201);
    expect(option.json).toMatchObject({ name: 'Tisch fr', value: '2 m fr' });
    expect(option.json).not.toHaveProperty('draft_version');
    const optionId = String(option.json.id);
    expect((await machineSeenByVisitor(id)).machine.options).toMatchObject([{ id: Number(optionId) }]);
    const removed = await call(machineOption.DELETE, 'DELETE', `/api/machine/${id}/options/${optionId}`, {
      cookie,
      ...at(id, { optionId }),
    });
    expect(removed.status).toBe(204);
    expect((await machineSeenByVisitor(id)).machine.options).toEqual([]);
  });

  it('refuses a status that is none, or a body and a query that disagree, and every write without a session', async () => {
    const id = await publishedMachine('Stanze');
    const option = (query: string, body: object, withCookie = true) =>
      call(machineOptions.POST, 'POST', `/api/machine/${id}/options${query}`, {
        ...(withCookie && { cookie }),
        body: { ...optionFields('Hub', '1'), ...body },
        ...at(id),
      });
    for (const wrong of [await option('?status=hidden', {}), await option('', { status: 'later' })]) {
      expect(wrong.status).toBe(422);
      expect(wrong.json.fields).toHaveProperty('status');
    }
    const clash = await option('?status=published', { status: 'draft' });
    expect(clash.status).toBe(422);
    expect(clash.json.fields).toEqual({ status: 'The body and the query ask for different statuses' });
    expect((await option('?status=draft', {}, false)).status).toBe(401);
    expect(
      (
        await call(
          machineOption.DELETE,
          'DELETE',
          `/api/machine/${id}/options/1?status=draft`,
          at(id, { optionId: '1' }),
        )
      ).status,
    ).toBe(401);
    // Nothing was saved, to the draft or the machine.
    const draft = await call(machineDraft.GET, 'GET', `/api/machine/${id}/draft`, { cookie, ...at(id) });
    expect(draft.json).toMatchObject({ has_draft: false, options: [] });
  });
});

describe('an article’s content blocks in its draft', () => {
  it('adds, changes and removes blocks in the draft, unseen until the article is published', async () => {
    const created = await call(newsList.POST, 'POST', '/api/news', { cookie, body: five('title', 'Messe') });
    const id = created.json.id as number;
    const blocks = { ...five('title', 'Stand'), ...five('content', 'Halle 3') };
    const kept = await call(newsBlocks.POST, 'POST', `/api/news/${id}/content`, { cookie, body: blocks, ...at(id) });
    const keptId = String(kept.json.id);

    const added = await call(newsBlocks.POST, 'POST', `/api/news/${id}/content?lang=de`, {
      cookie,
      body: { ...five('title', 'Neu'), ...five('content', 'Vorführung'), status: 'draft' },
      ...at(id),
    });
    expect(added.status).toBe(201);
    const addedId = Number(added.headers.get('location')?.match(/^\/api\/news\/\d+\/content\/(\d+)$/)?.[1]);
    expect(added.json).toMatchObject({ id, has_draft: true, draft_languages: locales });
    expect(added.json.content.map((block: { id: number; title: string }) => [block.id, block.title])).toEqual([
      [Number(keptId), 'Stand de'],
      [addedId, 'Neu de'],
    ]);
    const changed = await call(newsBlock.PATCH, 'PATCH', `/api/news/${id}/content/${keptId}?lang=de`, {
      cookie,
      body: { content_de: 'Halle 4', status: 'draft' },
      ...at(id, { contentId: keptId }),
    });
    expect(changed.json.content[0]).toMatchObject({ id: Number(keptId), content: 'Halle 4' });

    const visitor = async () => (await call(newsItem.GET, 'GET', `/api/news/${id}?lang=de`, at(id))).json;
    const listed = async () =>
      ((await call(newsList.GET, 'GET', '/api/news?lang=de')).json as { id: number; content: unknown[] }[]).find(
        (article) => article.id === id,
      );
    expect((await visitor()).content).toMatchObject([{ id: Number(keptId), content: 'Halle 3 de' }]);
    expect((await listed())?.content).toHaveLength(1);

    const removed = await call(newsBlock.DELETE, 'DELETE', `/api/news/${id}/content/${keptId}?status=draft`, {
      cookie,
      ...at(id, { contentId: keptId }),
    });
    expect(removed.status).toBe(200);
    expect(ids(removed.json.content)).toEqual([addedId]);
    expect(ids((await visitor()).content)).toEqual([Number(keptId)]);

    await call(newsPublish.POST, 'POST', `/api/news/${id}/publish`, { cookie, ...at(id) });
    expect((await visitor()).content).toMatchObject([{ id: addedId, title: 'Neu de', content: 'Vorführung de' }]);
    expect((await listed())?.content).toHaveLength(1);
  });

  it('answers a PATCH of the article saved to its draft as GET /api/news/{id}/draft does', async () => {
    const created = await call(newsList.POST, 'POST', '/api/news', { cookie, body: five('title', 'Werkstatt') });
    const id = created.json.id as number;
    const patched = await call(newsItem.PATCH, 'PATCH', `/api/news/${id}?lang=de&status=draft`, {
      cookie,
      body: { title_de: 'Unsere Werkstatt' },
      ...at(id),
    });
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({ title: 'Unsere Werkstatt', draft_version: 1, draft_languages: ['de'] });
    expect(patched.headers.get('etag')).toBe('"1"');
    expect((await call(newsItem.GET, 'GET', `/api/news/${id}?lang=de`, at(id))).json.title).toBe('Werkstatt de');
  });
});

/**
 * The history of the office's work: a revision per save with each field and language before and after, restores
 * whole and of one field, the trash and its restore, retention, and saves based on an older version (the REST API's
 * If-Match, the back office's overwrite check).
 */
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';

import * as machineItem from '@/app/api/machine/[id]/route';
import * as machineRevisions from '@/app/api/machine/[id]/revisions/route';
import * as machineRestore from '@/app/api/machine/[id]/revisions/[revisionId]/restore/route';
import * as categoryItem from '@/app/api/category/[id]/route';
import * as newsItem from '@/app/api/news/[id]/route';
import * as newsRevisions from '@/app/api/news/[id]/revisions/route';
import * as trashList from '@/app/api/trash/route';
import * as trashEntry from '@/app/api/trash/[kind]/[id]/route';
import * as trashRestore from '@/app/api/trash/[kind]/[id]/restore/route';
import { type Locale, locales } from '@/i18n/locales';
import { addMachineCategory, machineOptions, removeMachineCategory } from '@/server/catalogue/machine-items';
import {
  addMachinePicture,
  deleteMachinePicture,
  reorderMachinePictures,
  updateMachinePicture,
} from '@/server/catalogue/machine-pictures';
import { createCategory } from '@/server/catalogue/categories';
import {
  createMachine,
  deleteMachine,
  freshMachine,
  getPublicMachine,
  updateMachine,
} from '@/server/catalogue/machines';
import { listActivity } from '@/server/activity/log';
import { clock } from '@/server/clock';
import { database } from '@/server/db';
import type { DatabaseHandle } from '@/server/db/client';
import { contactRequests, machines, news, revisions, trash } from '@/server/db/schema';
import { ConflictError, NotFoundError } from '@/server/errors';
import {
  actingAs,
  editMark,
  eraseFromTrash,
  listRevisions,
  listTrash,
  restoreFromTrash,
  restoreRevision,
} from '@/server/history';
import { pruneRevisions, runHistoryHousekeeping } from '@/server/history/retention';
import { eraseExpiredTrash } from '@/server/history/trash';
import { mediaStorage } from '@/server/media/storage';
import { createNews, deleteNews, freshNews, replaceNewsCover, updateNews } from '@/server/news/articles';
import { addContentBlock, deleteContentBlock, updateContentBlock } from '@/server/news/content';
import { adminCookie, call } from './api';
import { createTestDatabase } from './database';

const five = <F extends string>(field: F, text: string) =>
  Object.fromEntries(locales.map((locale) => [`${field}_${locale}`, `${text} ${locale}`])) as Record<
    `${F}_${Locale}`,
    string
  >;

const machineFields = { ...five('name', 'HP 100'), ...five('description', 'Strong'), ...five('metadescription', '') };
const office = { userId: null, username: 'maria', source: 'office' } as const;
const other = { userId: null, username: 'jean', source: 'office' } as const;

let handle: DatabaseHandle;
let cookie: string;
beforeAll(async () => {
  handle = await createTestDatabase();
  cookie = await adminCookie();
});
afterAll(() => handle.close());
afterEach(() => jest.restoreAllMocks());

const at = (params: Record<string, string | number>) => ({
  params: Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])),
});

const newMachine = () => actingAs(office, () => createMachine(machineFields));
const day = 24 * 3600 * 1000;

describe('revisions', () => {
  it('records the creation, then one revision per save with each changed field and language', async () => {
    const { id } = await newMachine();
    await actingAs(other, () => updateMachine(id, { name_de: 'Presse HP-100', description_fr: 'Solide' }));
    await actingAs(other, () => updateMachine(id, { name_de: 'Presse HP-100' }));
    const [update, create, ...none] = await listRevisions('machine', id, { limit: 10 });
    expect(none).toEqual([]);
    expect(create).toMatchObject({ action: 'create', version: 1, by: { username: 'maria' }, source: 'office' });
    expect(create!.changes).toContainEqual({ field: 'name', language: 'de', before: null, after: 'HP 100 de' });
    // Saving the same value again changes nothing, and makes no revision: the machine stays at version 2.
    expect(update).toMatchObject({ action: 'update', version: 2, by: { username: 'jean' } });
    expect(
      (await handle.db.select({ version: machines.version }).from(machines).where(eq(machines.id, id)))[0],
    ).toEqual({ version: 2 });
    expect(update!.changes).toEqual([
      { field: 'name', language: 'de', before: 'HP 100 de', after: 'Presse HP-100' },
      { field: 'description', language: 'fr', before: 'Strong fr', after: 'Solide' },
    ]);
  });

  it('records the parts of a machine: an option added, changed in one language, deleted', async () => {
    const { id } = await newMachine();
    const option = await actingAs(office, () =>
      machineOptions.add(id, { ...five('name', 'Stroke'), ...five('value', '300 mm') }),
    );
    await actingAs(office, () => machineOptions.update(id, option.id, { value_fr: '350 mm' }));
    await actingAs(office, () => machineOptions.remove(id, option.id));
    const [removed, changed, added] = await listRevisions('machine', id, { limit: 3 });
    expect(added!.changes).toContainEqual(
      expect.objectContaining({
        field: `options.${option.id}`,
        before: null,
        after: expect.objectContaining({ name_en: 'Stroke en' }),
      }),
    );
    expect(changed!.changes).toEqual([
      { field: `options.${option.id}.value`, language: 'fr', before: '300 mm fr', after: '350 mm' },
    ]);
    expect(removed!.changes).toContainEqual(
      expect.objectContaining({
        field: `options.${option.id}`,
        after: null,
        before: expect.objectContaining({ value_fr: '350 mm' }),
      }),
    );
  });

  it('answers the revisions over REST, newest first and paged, by the account that made them', async () => {
    const { id } = await newMachine();
    const patch = await call(machineItem.PATCH, 'PATCH', `/api/machine/${id}`, {
      cookie,
      body: { name_it: 'Pressa' },
      ...at({ id }),
    });
    expect(patch.status).toBe(200);
    const page = await call(machineRevisions.GET, 'GET', `/api/machine/${id}/revisions?limit=1`, {
      cookie,
      ...at({ id }),
    });
    expect(page.status).toBe(200);
    expect(page.json).toEqual([
      expect.objectContaining({
        at: expect.any(String),
        by: { id: expect.any(Number), username: 'office' },
        source: 'api',
        changes: [{ field: 'name', language: 'it', before: 'HP 100 it', after: 'Pressa' }],
      }),
    ]);
    const next = await call(
      machineRevisions.GET,
      'GET',
      `/api/machine/${id}/revisions?before=${page.json[0].version}`,
      {
        cookie,
        ...at({ id }),
      },
    );
    expect(next.json.map((revision: { action: string }) => revision.action)).toEqual(['create']);
  });

  it('restores a whole revision, and only one field in one language, each as a new revision', async () => {
    const { id } = await newMachine();
    await actingAs(office, () => updateMachine(id, { name_de: 'Zwei', name_fr: 'Deux' }));
    const [second] = await listRevisions('machine', id, { limit: 1 });
    await actingAs(other, () => updateMachine(id, { name_de: 'Drei', name_fr: 'Trois', description_en: 'Three' }));
    // One field in one language: only German's name goes back.
    await actingAs(other, () => restoreRevision('machine', id, second!.id, { field: 'name', language: 'de' }));
    let machine = await freshMachine(id, 'en');
    expect([machine.name_de, machine.name_fr, machine.description_en]).toEqual(['Zwei', 'Trois', 'Three']);
    // The whole revision: everything as right after it.
    const restored = await call(machineRestore.POST, 'POST', `/api/machine/${id}/revisions/${second!.id}/restore`, {
      cookie,
      ...at({ id, revisionId: second!.id }),
    });
    expect(restored.status).toBe(200);
    machine = await freshMachine(id, 'en');
    expect([machine.name_de, machine.name_fr, machine.description_en]).toEqual(['Zwei', 'Deux', 'Strong en']);
    const [latest] = await listRevisions('machine', id, { limit: 1 });
    expect(latest).toMatchObject({ action: 'restore', restoredFrom: second!.id });
  });

  it('undoes one change: that field in that language as it was right before, over REST', async () => {
    const { id } = await newMachine();
    await actingAs(office, () => updateMachine(id, { name_de: 'Zwei', name_it: 'Due' }));
    await actingAs(other, () => updateMachine(id, { name_de: 'Drei' }));
    const [latest] = await listRevisions('machine', id, { limit: 1 });
    const undone = await call(machineRestore.POST, 'POST', `/api/machine/${id}/revisions/${latest!.id}/restore`, {
      cookie,
      body: { field: 'name', language: 'de', before: true },
      ...at({ id, revisionId: latest!.id }),
    });
    expect(undone.status).toBe(200);
    expect([undone.json.name_de, undone.json.name_it]).toEqual(['Zwei', 'Due']);
    expect(undone.headers.get('etag')).toBe(`"${undone.json.version}"`);
  });

  it('brings a deleted option back with its values and its place', async () => {
    const { id } = await newMachine();
    const first = await actingAs(office, () => machineOptions.add(id, { ...five('name', 'A'), ...five('value', '1') }));
    await actingAs(office, () => machineOptions.add(id, { ...five('name', 'B'), ...five('value', '2') }));
    await actingAs(office, () => machineOptions.remove(id, first.id));
    const [removal] = await listRevisions('machine', id, { limit: 1 });
    const before = (await listRevisions('machine', id, { limit: 2 }))[1]!;
    await actingAs(office, () =>
      restoreRevision('machine', id, before.id, { field: `options.${first.id}`, language: null }),
    );
    const machine = await freshMachine(id, 'en');
    expect(machine.options.map((option) => [option.id, option.name])).toEqual([
      [first.id, 'A en'],
      [expect.any(Number), 'B en'],
    ]);
    expect(removal!.id).toBeLessThan((await listRevisions('machine', id, { limit: 1 }))[0]!.id);
  });

  it('refuses a revision of another item, an unknown one and an unknown field, never with a 500', async () => {
    const { id } = await newMachine();
    const { id: otherId } = await newMachine();
    const [ofOther] = await listRevisions('machine', otherId, { limit: 1 });
    const restore = (revisionId: number, body?: object) =>
      call(machineRestore.POST, 'POST', `/api/machine/${id}/revisions/${revisionId}/restore`, {
        cookie,
        body,
        ...at({ id, revisionId }),
      });
    expect((await restore(ofOther!.id)).status).toBe(404);
    expect((await restore(999_999)).status).toBe(404);
    const [own] = await listRevisions('machine', id, { limit: 1 });
    expect((await restore(own!.id, { field: 'password', language: 'de' })).status).toBe(422);
    expect((await restore(own!.id, { field: 'name;drop', language: 'de' })).status).toBe(422);
    // Of a machine in the trash: it is not there to restore onto.
    await actingAs(office, () => deleteMachine(id));
    expect((await restore(own!.id)).status).toBe(404);
    expect((await restore(own!.id)).json).toMatchObject({ detail: expect.any(String) });
  });

  it('answers 401 to visitors on every history and trash call', async () => {
    const { id } = await newMachine();
    const [own] = await listRevisions('machine', id, { limit: 1 });
    const answers = await Promise.all([
      call(machineRevisions.GET, 'GET', `/api/machine/${id}/revisions`, at({ id })),
      call(
        machineRestore.POST,
        'POST',
        `/api/machine/${id}/revisions/${own!.id}/restore`,
        at({ id, revisionId: own!.id }),
      ),
      call(newsRevisions.GET, 'GET', `/api/news/1/revisions`, at({ id: 1 })),
      call(trashList.GET, 'GET', '/api/trash'),
      call(trashRestore.POST, 'POST', `/api/trash/machine/${id}/restore`, at({ kind: 'machine', id })),
      call(trashEntry.DELETE, 'DELETE', `/api/trash/machine/${id}`, at({ kind: 'machine', id })),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 401]);
  });
});

describe('activity log', () => {
  it('points each change to its revision and names its item as it is named now, also once it is in the trash', async () => {
    const { id } = await newMachine();
    await actingAs(other, () => updateMachine(id, { name_en: 'Renamed' }));
    const [revision] = await listRevisions('machine', id, { limit: 1 });
    const mine = async () =>
      (await listActivity({ kind: 'contentChanged', limit: 200 })).items.filter(
        (entry) => entry.summary.itemId === id && entry.summary.item === 'machine',
      );
    const [update, create] = await mine();
    expect(update).toMatchObject({
      by: { username: 'jean' },
      summary: { action: 'update', revision: revision!.id, label: expect.objectContaining({ en: 'Renamed' }) },
    });
    expect(create!.summary).toMatchObject({ action: 'create', label: expect.objectContaining({ en: 'Renamed' }) });
    await actingAs(office, () => deleteMachine(id));
    const [trashed] = await mine();
    expect(trashed!.summary).toMatchObject({ action: 'trash', label: expect.objectContaining({ de: 'HP 100 de' }) });
  });
});

describe('no silent overwrite', () => {
  it('answers an ETag, refuses a PATCH or DELETE with a stale If-Match with 412, and takes the current one', async () => {
    const { id } = await newMachine();
    const read = await call(machineItem.GET, 'GET', `/api/machine/${id}`, at({ id }));
    const tag = read.headers.get('etag')!;
    expect(tag).toBe(`"${read.json.version}"`);
    const first = await call(machineItem.PATCH, 'PATCH', `/api/machine/${id}`, {
      cookie,
      body: { name_en: 'First' },
      headers: { 'if-match': tag },
      ...at({ id }),
    });
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).not.toBe(tag);
    const stale = await call(machineItem.PATCH, 'PATCH', `/api/machine/${id}`, {
      cookie,
      body: { name_en: 'Second' },
      headers: { 'if-match': tag },
      ...at({ id }),
    });
    expect(stale.status).toBe(412);
    expect(stale.json).toMatchObject({ changedBy: 'office', detail: expect.stringContaining('office') });
    const staleDelete = await call(machineItem.DELETE, 'DELETE', `/api/machine/${id}`, {
      cookie,
      headers: { 'if-match': tag },
      ...at({ id }),
    });
    expect(staleDelete.status).toBe(412);
    expect((await freshMachine(id, 'en')).name).toBe('First');
    // Without If-Match, as before.
    const plain = await call(machineItem.PATCH, 'PATCH', `/api/machine/${id}`, {
      cookie,
      body: { name_en: 'Third' },
      ...at({ id }),
    });
    expect(plain.status).toBe(200);
  });

  it('answers an ETag for an article, and 412 to a stale PATCH, cover or DELETE, which change nothing', async () => {
    const { id } = await actingAs(office, () => createNews(five('title', 'Open day')));
    const read = await call(newsItem.GET, 'GET', `/api/news/${id}`, at({ id }));
    const tag = read.headers.get('etag')!;
    expect(tag).toBe(`"${read.json.version}"`);
    const patch = (body: object) =>
      call(newsItem.PATCH, 'PATCH', `/api/news/${id}`, { cookie, body, headers: { 'if-match': tag }, ...at({ id }) });
    expect((await patch({ title_en: 'Open days' })).status).toBe(200);
    const stale = await patch({ title_en: 'Closed' });
    expect(stale.status).toBe(412);
    expect(stale.json).toMatchObject({ detail: expect.any(String) });
    const cover = await patch({ image: png_!.toString('base64'), image_type: 'image/png' });
    expect(cover.status).toBe(412);
    const staleDelete = await call(newsItem.DELETE, 'DELETE', `/api/news/${id}`, {
      cookie,
      headers: { 'if-match': tag },
      ...at({ id }),
    });
    expect(staleDelete.status).toBe(412);
    const [row] = await (await database()).select().from(news).where(eq(news.id, id));
    expect([row!.title_en, row!.image_key]).toEqual(['Open days', null]);
    // The cover's file that was refused is not left behind.
    expect(await mediaStorage().list(`news/${id}`)).toEqual([]);
  });

  it('answers an ETag for a category too', async () => {
    const { id } = await actingAs(office, () => createCategory(five('name', 'Presses')));
    const read = await call(categoryItem.GET, 'GET', `/api/category/${id}`, at({ id }));
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe('"1"');
    const stale = await call(categoryItem.PATCH, 'PATCH', `/api/category/${id}`, {
      cookie,
      body: { name_en: 'Saws' },
      headers: { 'if-match': '"7"' },
      ...at({ id }),
    });
    expect(stale.status).toBe(412);
  });

  it('refuses an office save based on an older version where a colleague changed the same, naming them', async () => {
    const { id } = await newMachine();
    const opened = await editMark('machine', id);
    await actingAs(other, () => updateMachine(id, { name_de: 'Jean’s name' }));
    // Another field: nothing of theirs is overwritten, the save goes through.
    await actingAs(office, () => updateMachine(id, { description_de: 'Mine' }, { base: opened }));
    const refused = actingAs(office, () => updateMachine(id, { name_de: 'Maria’s name' }, { base: opened }));
    await expect(refused).rejects.toThrow(ConflictError);
    await expect(refused).rejects.toMatchObject({ changedBy: { username: 'jean' } });
    const machine = await freshMachine(id, 'en');
    expect([machine.name_de, machine.description_de]).toEqual(['Jean’s name', 'Mine']);
  });
});

describe('no silent overwrite of a part: an option, a picture, a content block', () => {
  // Two accounts of the office: a save is refused only over the other one's work, never over one's own.
  const maria = { userId: 901, username: 'maria', source: 'office' } as const;
  const jean = { userId: 902, username: 'jean', source: 'office' } as const;

  it('refuses a stale save of an option where a colleague changed it, takes it once reloaded, and one’s own in a row', async () => {
    const { id } = await actingAs(maria, () => createMachine(machineFields));
    const option = await actingAs(maria, () =>
      machineOptions.add(id, { ...five('name', 'Stroke'), ...five('value', '300 mm') }),
    );
    const opened = await editMark('machine', id);
    // Maria saves twice from the same screen, each based on the version it opened with.
    await actingAs(maria, () => machineOptions.update(id, option.id, { value_de: '310 mm' }, { base: opened }));
    await actingAs(maria, () => machineOptions.update(id, option.id, { value_de: '320 mm' }, { base: opened }));
    await actingAs(jean, () => machineOptions.update(id, option.id, { name_de: 'Hub' }, { base: opened }));
    const stale = actingAs(maria, () => machineOptions.update(id, option.id, { name_de: 'Weg' }, { base: opened }));
    await expect(stale).rejects.toMatchObject({ changedBy: { username: 'jean' } });
    await expect(actingAs(maria, () => machineOptions.remove(id, option.id, { base: opened }))).rejects.toThrow(
      ConflictError,
    );
    // Another option of the same machine, and a new one: nothing of Jean's is overwritten.
    await actingAs(maria, () =>
      machineOptions.add(id, { ...five('name', 'Force'), ...five('value', '5 t') }, { base: opened }),
    );
    const reloaded = await freshMachine(id, 'de');
    expect(reloaded.options.map((item) => [item.name, item.value])).toEqual([
      ['Hub', '320 mm'],
      ['Force de', '5 t de'],
    ]);
    const mark = await editMark('machine', id);
    await actingAs(maria, () => machineOptions.update(id, option.id, { name_de: 'Weg' }, { base: mark }));
    expect((await freshMachine(id, 'de')).options[0]!.name).toBe('Weg');
  });

  it('refuses a stale alt text, delete or new order of pictures over a colleague’s, and takes a fresh one', async () => {
    const { id } = await actingAs(maria, () => createMachine(machineFields));
    const front = await actingAs(maria, () =>
      addMachinePicture(id, new Uint8Array(png_ ?? []), five('description', 'Front')),
    );
    const side = await actingAs(maria, () =>
      addMachinePicture(id, new Uint8Array(png_ ?? []), five('description', 'Side')),
    );
    const opened = await editMark('machine', id);
    await actingAs(jean, () => updateMachinePicture(id, front.id, { description_fr: 'Avant' }, { base: opened }));
    await actingAs(jean, () => reorderMachinePictures(id, [side.id, front.id], { base: opened }));
    await expect(
      actingAs(maria, () => updateMachinePicture(id, front.id, { description_fr: 'Face' }, { base: opened })),
    ).rejects.toThrow(ConflictError);
    await expect(actingAs(maria, () => deleteMachinePicture(id, front.id, { base: opened }))).rejects.toThrow(
      ConflictError,
    );
    await expect(
      actingAs(maria, () => reorderMachinePictures(id, [front.id, side.id], { base: opened })),
    ).rejects.toThrow(ConflictError);
    // Another language of the picture is not Jean's: saved. A new picture adds to Jean's order, it does not undo it.
    await actingAs(maria, () => updateMachinePicture(id, front.id, { description_de: 'Vorne' }, { base: opened }));
    await actingAs(maria, () =>
      addMachinePicture(id, new Uint8Array(png_ ?? []), five('description', 'Top'), { base: opened }),
    );
    const now = await freshMachine(id, 'fr');
    expect(now.pictures.map((picture) => picture.description)).toEqual(['Side fr', 'Avant', 'Top fr']);
    const mark = await editMark('machine', id);
    await actingAs(maria, () => updateMachinePicture(id, front.id, { description_fr: 'Face' }, { base: mark }));
    expect((await freshMachine(id, 'fr')).pictures[1]!.description).toBe('Face');
  });

  it('refuses a stale save or delete of a content block, and of the publication date, over a colleague’s', async () => {
    const { id } = await actingAs(maria, () => createNews(five('title', 'Open days')));
    const block = await actingAs(maria, () =>
      addContentBlock(id, { ...five('title', 'When'), ...five('content', 'May') }),
    );
    const opened = await editMark('news', id);
    await actingAs(jean, () => updateContentBlock(id, block.id, { content_en: 'June' }, { base: opened }));
    await expect(
      actingAs(maria, () => updateContentBlock(id, block.id, { content_en: 'July' }, { base: opened })),
    ).rejects.toThrow(ConflictError);
    await expect(actingAs(maria, () => deleteContentBlock(id, block.id, { base: opened }))).rejects.toThrow(
      ConflictError,
    );
    await actingAs(maria, () => updateContentBlock(id, block.id, { title_en: 'Dates' }, { base: opened }));
    const now = await freshNews(id, 'en');
    expect([now.content[0]!.title, now.content[0]!.content]).toEqual(['Dates', 'June']);
    const mark = await editMark('news', id);
    await actingAs(maria, () => updateContentBlock(id, block.id, { content_en: 'July' }, { base: mark }));
    expect((await freshNews(id, 'en')).content[0]!.content).toBe('July');

    await actingAs(jean, () => updateNews(id, { published_at: new Date('2026-05-01T00:00:00Z') }, { base: opened }));
    await expect(
      actingAs(maria, () => updateNews(id, { published_at: new Date('2026-06-01T00:00:00Z') }, { base: opened })),
    ).rejects.toThrow(ConflictError);
  });
});

describe('no silent overwrite of a machine’s categories, nor of a whole item by its deletion', () => {
  const maria = { userId: 901, username: 'maria', source: 'office' } as const;
  const jean = { userId: 902, username: 'jean', source: 'office' } as const;
  const categoryIds = async (id: number) => (await freshMachine(id, 'en')).categories.map((category) => category.id);

  it('takes two colleagues’ different categories, added or removed, and refuses a change of the same one', async () => {
    const [presses, saws, drills] = await Promise.all(
      ['Presses', 'Saws', 'Drills'].map((name) => actingAs(maria, () => createCategory(five('name', name)))),
    );
    const { id } = await actingAs(maria, () => createMachine(machineFields));
    await actingAs(maria, () => addMachineCategory(id, presses!.id));
    const opened = await editMark('machine', id);
    await actingAs(jean, () => addMachineCategory(id, saws!.id, { base: opened }));
    // Another category added, one Jean did not touch removed: nothing of his is overwritten.
    await actingAs(maria, () => addMachineCategory(id, drills!.id, { base: opened }));
    await actingAs(maria, () => removeMachineCategory(id, presses!.id, { base: opened }));
    expect(await categoryIds(id)).toEqual([saws!.id, drills!.id].sort((a, b) => a - b));
    // The category Jean added, removed by a save based on a version before it: refused, naming him.
    const refused = actingAs(maria, () => removeMachineCategory(id, saws!.id, { base: opened }));
    await expect(refused).rejects.toThrow(ConflictError);
    await expect(refused).rejects.toMatchObject({ changedBy: { username: 'jean' } });
    expect(await categoryIds(id)).toContain(saws!.id);
    // Once reloaded, it goes.
    const reloaded = await editMark('machine', id);
    await actingAs(maria, () => removeMachineCategory(id, saws!.id, { base: reloaded }));
    expect(await categoryIds(id)).toEqual([drills!.id]);
    // Removed by Jean meanwhile, from a screen that still shows it: his change is named, not an unknown category.
    await actingAs(jean, () => removeMachineCategory(id, drills!.id));
    await expect(
      actingAs(maria, () => removeMachineCategory(id, drills!.id, { base: reloaded })),
    ).rejects.toMatchObject({
      changedBy: { username: 'jean' },
    });
  });

  it('refuses to delete a machine or an article a colleague changed since it was shown, and deletes it once reloaded', async () => {
    const { id } = await actingAs(maria, () => createMachine(machineFields));
    const opened = await editMark('machine', id);
    // One's own change since is no one else's work: deleted.
    await actingAs(maria, () => updateMachine(id, { name_de: 'Meine' }, { base: opened }));
    await actingAs(maria, () => deleteMachine(id, { base: opened }));
    await expect(freshMachine(id, 'en')).rejects.toThrow(NotFoundError);

    const article = await actingAs(maria, () => createNews(five('title', 'Open days')));
    const shown = await editMark('news', article.id);
    await actingAs(jean, () => updateNews(article.id, { title_fr: 'Portes ouvertes' }, { base: shown }));
    const refused = actingAs(maria, () => deleteNews(article.id, { base: shown }));
    await expect(refused).rejects.toThrow(ConflictError);
    await expect(refused).rejects.toMatchObject({ changedBy: { username: 'jean' } });
    expect((await freshNews(article.id, 'fr')).title).toBe('Portes ouvertes');
    const reloaded = await editMark('news', article.id);
    await actingAs(maria, () => deleteNews(article.id, { base: reloaded }));
    await expect(freshNews(article.id, 'en')).rejects.toThrow(NotFoundError);
  });
});

describe('trash', () => {
  const stored = async (key: string) => (await mediaStorage().size(key)) !== null;

  it('takes a machine with its picture, items, category and requests out of every read, and puts it back whole', async () => {
    const { id } = await newMachine();
    const category = await actingAs(office, () => createCategory(five('name', 'Cutting')));
    await actingAs(office, () => addMachineCategory(id, category.id));
    await actingAs(office, () => machineOptions.add(id, { ...five('name', 'Stroke'), ...five('value', '300 mm') }));
    const picture = await actingAs(office, () =>
      addMachinePicture(id, new Uint8Array(png_ ?? []), five('description', 'Front')),
    );
    const db = await database();
    const [request] = await db
      .insert(contactRequests)
      .values({
        kind: 'machine_quote',
        name: 'A',
        phonenumber: '1',
        message: 'm',
        machine_id: id,
        machine_name: 'HP',
        language: 'fr',
      })
      .returning({ id: contactRequests.id });
    const before = await freshMachine(id, 'en');
    const file = before.pictures[0]!.url.replace(/^\/media\//, '');

    await actingAs(office, () => deleteMachine(id));
    await expect(getPublicMachine(id, 'en')).rejects.toThrow(NotFoundError);
    expect(await stored(file)).toBe(true);
    const listed = await call(trashList.GET, 'GET', '/api/trash?lang=en', { cookie });
    expect(listed.json).toContainEqual(
      expect.objectContaining({
        kind: 'machine',
        id,
        label: 'HP 100 en',
        deletedBy: 'maria',
        deletedAt: expect.any(String),
      }),
    );

    const restored = await call(trashRestore.POST, 'POST', `/api/trash/machine/${id}/restore`, {
      cookie,
      ...at({ kind: 'machine', id }),
    });
    expect(restored.status).toBe(200);
    const after = await freshMachine(id, 'en');
    expect({ ...after, version: 0 }).toEqual({ ...before, version: 0 });
    expect(after.pictures.map((shown) => shown.id)).toEqual([picture.id]);
    const [relinked] = await db.select().from(contactRequests).where(eq(contactRequests.id, request!.id));
    expect(relinked!.machine_id).toBe(id);
    expect((await listTrash('en')).some((entry) => entry.kind === 'machine' && entry.id === id)).toBe(false);

    // Delete forever: the rows, the history and the file go.
    await actingAs(office, () => deleteMachine(id));
    const erased = await call(trashEntry.DELETE, 'DELETE', `/api/trash/machine/${id}`, {
      cookie,
      ...at({ kind: 'machine', id }),
    });
    expect(erased.status).toBe(204);
    expect(await stored(file)).toBe(false);
    expect(await db.select().from(revisions).where(eq(revisions.item_id, id))).toEqual(
      (await db.select().from(revisions).where(eq(revisions.item_id, id))).filter((row) => row.kind !== 'machine'),
    );
    const again = await call(trashRestore.POST, 'POST', `/api/trash/machine/${id}/restore`, {
      cookie,
      ...at({ kind: 'machine', id }),
    });
    expect(again.status).toBe(404);
  });

  it('puts a deleted picture back into its machine, and not while the machine is in the trash', async () => {
    const { id } = await newMachine();
    const picture = await actingAs(office, () =>
      addMachinePicture(id, new Uint8Array(png_ ?? []), five('description', 'Side')),
    );
    await actingAs(office, () => deleteMachinePicture(id, picture.id));
    expect((await freshMachine(id, 'en')).pictures).toEqual([]);
    const [revision] = await listRevisions('machine', id, { limit: 1 });
    expect(revision!.changes).toContainEqual(expect.objectContaining({ field: `pictures.${picture.id}`, after: null }));
    await actingAs(office, () => deleteMachine(id));
    await expect(restoreFromTrash('picture', picture.id)).rejects.toThrow('Restore its machine first');
    await restoreFromTrash('machine', id);
    await restoreFromTrash('picture', picture.id);
    expect((await freshMachine(id, 'en')).pictures.map((shown) => shown.id)).toEqual([picture.id]);
  });

  it('one of two restores of the same item at once wins, the other is told it is no longer there', async () => {
    const { id } = await newMachine();
    await actingAs(office, () => deleteMachine(id));
    const results = await Promise.allSettled([restoreFromTrash('machine', id), restoreFromTrash('machine', id)]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((results.find((result) => result.status === 'rejected') as PromiseRejectedResult).reason).toBeInstanceOf(
      NotFoundError,
    );
    expect((await freshMachine(id, 'en')).id).toBe(id);
    const db = await database();
    expect(await db.select().from(trash).where(eq(trash.item_id, id))).toEqual([]);
  });

  /**
   * Starts `tasks` while another transaction holds the machine's row, then lets go: on PostgreSQL both wait on the
   * lock, each on its own connection, and meet it at the same moment (on PGlite, one connection, they run in turn).
   */
  async function atOnce<T>(id: number, tasks: (() => Promise<T>)[]): Promise<PromiseSettledResult<T>[]> {
    const db = await database();
    let started!: Promise<PromiseSettledResult<T>[]>;
    await db.transaction(async (tx) => {
      await tx.select({ id: machines.id }).from(machines).where(eq(machines.id, id)).for('update');
      started = Promise.allSettled(tasks.map((task) => task()));
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    return started;
  }

  /** Whether the machine is live, and whether it is in the trash: never both, never neither. */
  async function whereIs(id: number) {
    const db = await database();
    const inTrash = await db
      .select({ id: trash.id })
      .from(trash)
      .where(and(eq(trash.kind, 'machine'), eq(trash.item_id, id)));
    const live = await db.select({ id: machines.id }).from(machines).where(eq(machines.id, id));
    return { live: live.length, inTrash: inTrash.length };
  }

  it('a restore of a revision and a delete at once: each wins cleanly or is refused clearly, the trash and the rows agree', async () => {
    const { id } = await newMachine();
    await actingAs(office, () => updateMachine(id, { name_en: 'Changed' }));
    const [first] = (await listRevisions('machine', id, { limit: 5 })).slice(-1);
    const results = await atOnce<unknown>(id, [
      () => actingAs(office, () => restoreRevision('machine', id, first!.id)),
      () => actingAs(other, () => deleteMachine(id)),
    ]);
    // The delete always goes through: after the restore, or before it, which then finds no machine (404).
    expect(results[1]!.status).toBe('fulfilled');
    if (results[0]!.status === 'rejected') expect(results[0]!.reason).toBeInstanceOf(NotFoundError);
    expect(await whereIs(id)).toEqual({ live: 0, inTrash: 1 });
    await restoreFromTrash('machine', id);
    expect(await whereIs(id)).toEqual({ live: 1, inTrash: 0 });
  });

  it('a restore from the trash and a "delete forever" at once, over REST: one wins, the other is answered 404', async () => {
    const { id } = await newMachine();
    await actingAs(office, () => deleteMachine(id));
    const db = await database();
    let started!: Promise<{ status: number }[]>;
    await db.transaction(async (tx) => {
      await tx.select({ id: trash.id }).from(trash).where(eq(trash.item_id, id)).for('update');
      started = Promise.all([
        call(trashRestore.POST, 'POST', `/api/trash/machine/${id}/restore`, { cookie, ...at({ kind: 'machine', id }) }),
        call(trashEntry.DELETE, 'DELETE', `/api/trash/machine/${id}`, { cookie, ...at({ kind: 'machine', id }) }),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    const [restored, erased] = (await started).map((answer) => answer.status);
    expect([restored, erased]).toContainEqual(404);
    expect([
      [200, 404],
      [404, 204],
    ]).toContainEqual([restored, erased]);
    expect(await whereIs(id)).toEqual(restored === 200 ? { live: 1, inTrash: 0 } : { live: 0, inTrash: 0 });
  });

  it('two restores of revisions at once: both are revisions of their own, one after the other', async () => {
    const { id } = await newMachine();
    await actingAs(office, () => updateMachine(id, { name_en: 'Two' }));
    await actingAs(office, () => updateMachine(id, { name_en: 'Three' }));
    const [, second, first] = await listRevisions('machine', id, { limit: 3 });
    const results = await atOnce(id, [
      () => actingAs(office, () => restoreRevision('machine', id, first!.id)),
      () => actingAs(other, () => restoreRevision('machine', id, second!.id)),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    const [latest, before] = await listRevisions('machine', id, { limit: 2 });
    expect([latest!.action, before!.action]).toEqual(['restore', 'restore']);
    expect(latest!.version).toBe(before!.version + 1);
    const name = (await freshMachine(id, 'en')).name;
    expect(['HP 100 en', 'Two']).toContain(name);
    expect(latest!.restoredFrom).toBe(name === 'Two' ? second!.id : first!.id);
  });

  it('erases what stayed in the trash past TRASH_RETENTION_DAYS, not before', async () => {
    const { id: kept } = await actingAs(office, () => createNews(five('title', 'Kept')));
    const { id: old } = await newMachine();
    const now = Date.now();
    jest.spyOn(clock, 'now').mockImplementation(() => new Date(now - 31 * 24 * 3600 * 1000));
    await actingAs(office, () => deleteMachine(old));
    jest.restoreAllMocks();
    await actingAs(office, () => deleteNews(kept));
    expect(await eraseExpiredTrash(new Date(now), 30)).toBeGreaterThanOrEqual(1);
    const entries = await listTrash('en');
    expect(entries.some((entry) => entry.kind === 'machine' && entry.id === old)).toBe(false);
    expect(entries.some((entry) => entry.kind === 'news' && entry.id === kept)).toBe(true);
  });
});

describe('retention of revisions', () => {
  it('keeps every revision of the last 90 days and the last 50 of each item, and prunes the rest', async () => {
    const now = Date.now();
    // Created and saved 60 times 100 days ago, then saved 5 times today: the 50 newest stay.
    jest.spyOn(clock, 'now').mockImplementation(() => new Date(now - 100 * day));
    const { id } = await newMachine();
    for (let save = 0; save < 60; save++) await actingAs(office, () => updateMachine(id, { name_en: `Old ${save}` }));
    jest.restoreAllMocks();
    for (let save = 0; save < 5; save++) await actingAs(office, () => updateMachine(id, { name_en: `New ${save}` }));
    const { id: quiet } = await newMachine();
    const [oldest] = (await listRevisions('machine', id, { limit: 100 })).slice(-1);
    await pruneRevisions(new Date(now));
    const kept = await listRevisions('machine', id, { limit: 100 });
    expect(kept).toHaveLength(50);
    expect(kept[0]!.changes[0]!.after).toBe('New 4');
    expect(await listRevisions('machine', quiet, { limit: 100 })).toHaveLength(1);
    // A revision past retention is no longer there to restore: 404, with a message.
    const pruned = await call(machineRestore.POST, 'POST', `/api/machine/${id}/revisions/${oldest!.id}/restore`, {
      cookie,
      ...at({ id, revisionId: oldest!.id }),
    });
    expect(pruned.status).toBe(404);
    expect(pruned.json).toMatchObject({ detail: expect.any(String) });
  });

  it('runs the housekeeping once a day, however many instances ask at once', async () => {
    const now = Date.now() + 400 * day;
    jest.spyOn(clock, 'now').mockImplementation(() => new Date(now));
    const runs = await Promise.all([runHistoryHousekeeping(), runHistoryHousekeeping(), runHistoryHousekeeping()]);
    expect(runs.filter((run) => run !== null)).toHaveLength(1);
    expect(await runHistoryHousekeeping()).toBeNull();
  });
});

describe('files the history can bring back', () => {
  const stored = async (key: string) => (await mediaStorage().size(key)) !== null;
  const now = Date.now();
  const past = () => jest.spyOn(clock, 'now').mockImplementation(() => new Date(now - 100 * day));

  it('keeps a replaced cover while a revision names it, and removes it once the retention pruned them', async () => {
    past();
    const { id } = await actingAs(office, () => createNews(five('title', 'Cover')));
    const cover = async () => {
      await actingAs(office, () => replaceNewsCover(id, new Uint8Array(png_!), 'image/png'));
      const [row] = await (await database()).select({ key: news.image_key }).from(news).where(eq(news.id, id));
      return row!.key!;
    };
    const first = await cover();
    const second = await cover();
    for (let save = 0; save < 55; save++) await actingAs(office, () => updateNews(id, { title_en: `Cover ${save}` }));
    jest.restoreAllMocks();
    // Replaced, but a revision can bring it back.
    expect(await stored(first)).toBe(true);
    await pruneRevisions(new Date(now - 50 * day));
    expect(await stored(first)).toBe(true);
    // The revisions that named it are pruned: nothing can bring it back any more.
    await pruneRevisions(new Date(now));
    expect(await stored(first)).toBe(false);
    expect(await stored(second)).toBe(true);
  });

  it("keeps a deleted picture's file when the trash expires while a revision names it, then removes it", async () => {
    past();
    const { id } = await newMachine();
    const picture = await actingAs(office, () =>
      addMachinePicture(id, new Uint8Array(png_ ?? []), five('description', 'Back')),
    );
    const file = (await freshMachine(id, 'en')).pictures[0]!.url.replace(/^\/media\//, '');
    await actingAs(office, () => deleteMachinePicture(id, picture.id));
    for (let save = 0; save < 55; save++) await actingAs(office, () => updateMachine(id, { name_en: `Pic ${save}` }));
    jest.restoreAllMocks();
    await eraseExpiredTrash(new Date(now), 30);
    expect((await listTrash('en')).some((entry) => entry.kind === 'picture' && entry.id === picture.id)).toBe(false);
    expect(await stored(file)).toBe(true);
    await pruneRevisions(new Date(now));
    expect(await stored(file)).toBe(false);
  });

  it('removes the covers an article had before when it is deleted forever', async () => {
    const { id } = await actingAs(office, () => createNews(five('title', 'Gone')));
    await actingAs(office, () => replaceNewsCover(id, new Uint8Array(png_!), 'image/png'));
    const [old] = await (await database()).select({ key: news.image_key }).from(news).where(eq(news.id, id));
    await actingAs(office, () => replaceNewsCover(id, new Uint8Array(png_!), 'image/png'));
    const [current] = await (await database()).select({ key: news.image_key }).from(news).where(eq(news.id, id));
    await actingAs(office, () => deleteNews(id));
    expect([await stored(old!.key!), await stored(current!.key!)]).toEqual([true, true]);
    await eraseFromTrash('news', id);
    expect([await stored(old!.key!), await stored(current!.key!)]).toEqual([false, false]);
  });
});

let png_: Buffer | undefined;
beforeAll(async () => {
  png_ = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#333' } })
    .png()
    .toBuffer();
});

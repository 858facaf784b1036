/**
 * Drafts and publication: what the back office saves goes to a draft that no public read shows (pages, lists,
 * counts, sitemap, public API, site search, quote list names) until it is published, whole or in some languages;
 * unpublishing; publications and unpublications at a set time, applied once by concurrent rounds; preview links.
 */
import * as machineList from '@/app/api/machine/route';
import * as machineItem from '@/app/api/machine/[id]/route';
import * as machineDraft from '@/app/api/machine/[id]/draft/route';
import * as machinePublish from '@/app/api/machine/[id]/publish/route';
import * as machinePreview from '@/app/api/machine/[id]/preview/route';
import * as machineUnpublish from '@/app/api/machine/[id]/unpublish/route';
import * as newsList from '@/app/api/news/route';
import * as newsItem from '@/app/api/news/[id]/route';
import * as newsDraft from '@/app/api/news/[id]/draft/route';
import * as newsPublish from '@/app/api/news/[id]/publish/route';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';

import { type Locale, locales } from '@/i18n/locales';
import { createCategory } from '@/server/catalogue/categories';
import { addMachineCategory, machineOptions } from '@/server/catalogue/machine-items';
import {
  countMachines,
  listMachineIndex,
  listMachinePage,
  listMachines,
  listMachinesJson,
} from '@/server/catalogue/machine-lists';
import { nameMachines, searchMachineNames } from '@/server/catalogue/machine-search';
import {
  createMachine,
  deleteMachine,
  draftMachine,
  freshMachine,
  getPublicMachine,
  previewMachine,
  updateMachine,
} from '@/server/catalogue/machines';
import { clock } from '@/server/clock';
import type { DatabaseHandle } from '@/server/db/client';
import { getDatasheet } from '@/server/datasheet';
import { ConflictError, NotFoundError } from '@/server/errors';
import {
  actingAs,
  type Actor,
  editingDrafts,
  editMark,
  eraseFromTrash,
  listRevisions,
  restoreFromTrash,
} from '@/server/history';
import { releaseFiles } from '@/server/history/files';
import { mediaStorage } from '@/server/media/storage';
import { addMachinePicture } from '@/server/catalogue/machine-pictures';
import { database } from '@/server/db';
import { drafts } from '@/server/db/schema';
import { listLatestNews, listNewsArchivePage } from '@/server/news/archive';
import {
  createNews,
  getPublicNews,
  listNews,
  listNewsIndex,
  listNewsJson,
  updateNewsTitles,
} from '@/server/news/articles';
import { previewToken, readPreviewToken } from '@/server/publication/preview';
import {
  confirmInDraft,
  discardDraft,
  publicationOf,
  publishItem,
  readAsDrafted,
  unpublishItem,
} from '@/server/publication/publish';
import { itemTranslations } from '@/server/translations';
import { nextScheduled } from '@/server/publication/overview';
import { runSchedule } from '@/server/publication/schedule';
import { searchSite } from '@/server/search/search';
import { adminCookie, call } from './api';
import { createTestDatabase } from './database';

const five = <F extends string>(field: F, text: string) =>
  Object.fromEntries(locales.map((locale) => [`${field}_${locale}`, `${text} ${locale}`])) as Record<
    `${F}_${Locale}`,
    string
  >;

const office = { userId: null, username: 'maria', source: 'office' } as const;
const other = { userId: null, username: 'jean', source: 'api' } as const;

let handle: DatabaseHandle;
let cookie: string;
beforeAll(async () => {
  handle = await createTestDatabase();
  cookie = await adminCookie();
});
afterAll(() => handle.close());
afterEach(() => jest.restoreAllMocks());

/** In the back office: saves go to the draft. */
const inOffice = <T>(task: () => Promise<T>) => actingAs(office, () => editingDrafts(task));

const machineFields = (name: string) => ({
  ...five('name', name),
  ...five('description', 'Strong'),
  ...five('metadescription', ''),
});

/** Every public read of machines, and whether it shows machine `id`, and under which name in `locale`. */
async function machineSeenBy(id: number, locale: Locale = 'de'): Promise<Record<string, string | boolean | null>> {
  const page = await getPublicMachine(id, locale).then(
    (machine) => machine.name,
    () => null,
  );
  const name = (await freshMachine(id, locale)).name;
  const list = (await listMachines(locale)).find((machine) => machine.id === id)?.name ?? null;
  const json = (JSON.parse(await listMachinesJson(locale)) as { id: number; name: string }[]).find(
    (machine) => machine.id === id,
  );
  const listing = (await listMachinePage(locale, { page: 1, pageSize: 500 })).items.find((item) => item.id === id);
  const index = (await listMachineIndex()).some((entry) => entry.id === id);
  const names = (await nameMachines([id], locale))[0]?.name ?? null;
  const typed = (await searchMachineNames(name.slice(0, 8), locale, 50)).some((machine) => machine.id === id);
  const search = (await searchSite(name.split(' ')[0]!, locale, { limit: 50, offset: 0 })).items.some(
    (hit) => hit.kind === 'machine' && hit.id === id,
  );
  return {
    page,
    list,
    api: json?.name ?? null,
    listing: listing?.name ?? null,
    sitemap: index,
    quoteList: names,
    quoteSearch: typed,
    search,
  };
}

const unseen = { page: null, list: null, api: null, listing: null, sitemap: false, quoteList: null } as const;

describe('drafts of machines', () => {
  it('keeps a machine created in the back office off every public read until it is published', async () => {
    const { id } = await inOffice(() => createMachine(machineFields('Zephyrpresse')));
    const before = await countMachines();
    expect(await machineSeenBy(id)).toEqual({ ...unseen, quoteSearch: false, search: false });
    await expect(getDatasheet(id, 'de')).rejects.toBeInstanceOf(NotFoundError);
    expect(await publicationOf('machine', id)).toMatchObject({ status: 'draft' });
    await actingAs(office, () => publishItem('machine', id));
    const seen = 'Zephyrpresse de';
    expect(await machineSeenBy(id)).toEqual({
      page: seen,
      list: seen,
      api: seen,
      listing: seen,
      sitemap: true,
      quoteList: seen,
      quoteSearch: true,
      search: true,
    });
    expect((await countMachines()).total).toBe(before.total + 1);
    expect((await getDatasheet(id, 'de')).fileName.unicode).toBe('zephyrpresse-de-de.pdf');
    const [published] = await listRevisions('machine', id, { limit: 1 });
    expect(published).toMatchObject({ action: 'publish', by: { username: 'maria' } });
  });

  it('saves the office’s changes to the draft: every public read keeps the published version until publishing', async () => {
    const { id } = await createMachine(machineFields('Quarzfräse'));
    const category = await createCategory(five('name', 'Fräsen'));
    const version = (await freshMachine(id, 'en')).version;
    await inOffice(async () => {
      await updateMachine(id, { name_de: 'Quarzfräse Neu' });
      await machineOptions.add(id, { ...five('name', 'Hub'), ...five('value', '300 mm') });
      await addMachineCategory(id, category.id);
    });
    // Nothing public changed, nor the item's version; the draft holds all three changes.
    expect(await machineSeenBy(id)).toMatchObject({
      page: 'Quarzfräse de',
      list: 'Quarzfräse de',
      api: 'Quarzfräse de',
    });
    expect((await getPublicMachine(id, 'de')).options).toEqual([]);
    expect((await countMachines()).byCategory[category.id]).toBeUndefined();
    expect((await freshMachine(id, 'en')).version).toBe(version);
    const draft = await draftMachine(id, 'de');
    expect(draft.name).toBe('Quarzfräse Neu');
    expect(draft.options).toHaveLength(1);
    expect(draft.categories.map((item) => item.id)).toEqual([category.id]);
    expect(await publicationOf('machine', id)).toMatchObject({
      status: 'published',
      hasDraft: true,
      draftLanguages: [...locales],
      draftNeutral: true,
    });
    // The preview is the public page as the draft makes it.
    expect((await previewMachine(id, 'de')).name).toBe('Quarzfräse Neu');

    const result = await actingAs(office, () => publishItem('machine', id));
    expect(result).toMatchObject({ status: 'published', version: version + 1, hasDraft: false });
    expect(await machineSeenBy(id)).toMatchObject({ page: 'Quarzfräse Neu', api: 'Quarzfräse Neu' });
    expect((await getPublicMachine(id, 'de')).options.map((option) => option.name)).toEqual(['Hub de']);
    expect((await countMachines()).byCategory[category.id]).toBe(1);
    // The option keeps the id it had in the draft.
    expect((await getPublicMachine(id, 'de')).options[0]!.id).toBe(draft.options[0]!.id);
    const [revision] = await listRevisions('machine', id, { limit: 1 });
    expect(revision!.action).toBe('publish');
    expect(revision!.changes).toContainEqual({
      field: 'name',
      language: 'de',
      before: 'Quarzfräse de',
      after: 'Quarzfräse Neu',
    });
    expect(await publicationOf('machine', id)).toMatchObject({ hasDraft: false, draftLanguages: [] });
  });

  it('publishes the chosen languages only, with what belongs to no language; the rest stays in the draft', async () => {
    const { id } = await createMachine(machineFields('Bandsäge'));
    await inOffice(async () => {
      await updateMachine(id, { name_fr: 'Scie à ruban', name_de: 'Bandsäge Neu', price: '1200.00' });
      await machineOptions.add(id, { ...five('name', 'Tisch'), ...five('value', 'gross') });
    });
    const { hasDraft } = await actingAs(office, () => publishItem('machine', id, { languages: ['fr'] }));
    expect(hasDraft).toBe(true);
    expect((await getPublicMachine(id, 'fr')).name).toBe('Scie à ruban');
    expect((await getPublicMachine(id, 'de')).name).toBe('Bandsäge de');
    // The price is no language's: published with the French.
    expect((await getPublicMachine(id, 'de')).price).toBe('1200');
    // The new option is published with its French texts; the others stay in the draft.
    const fr = (await getPublicMachine(id, 'fr')).options;
    expect(fr.map((option) => [option.name, option.fallback.name])).toEqual([['Tisch fr', undefined]]);
    const published = await freshMachine(id, 'de');
    expect(published.options[0]).toMatchObject({ name_fr: 'Tisch fr', name_de: '' });
    const state = await publicationOf('machine', id);
    expect(state.draftLanguages).toEqual(['en', 'de', 'it', 'es']);
    expect(state.draftNeutral).toBe(false);
    expect((await draftMachine(id, 'de')).name).toBe('Bandsäge Neu');

    await actingAs(office, () => publishItem('machine', id, { languages: ['en', 'de', 'it', 'es'] }));
    expect((await getPublicMachine(id, 'de')).name).toBe('Bandsäge Neu');
    expect((await freshMachine(id, 'de')).options[0]).toMatchObject({ name_de: 'Tisch de' });
    expect(await publicationOf('machine', id)).toMatchObject({ hasDraft: false });
  });

  it('leaves the site search to the published version while a draft renames a machine, and finds the new name once published', async () => {
    const { id } = await createMachine(machineFields('Lavendelpresse'));
    const found = async (words: string) =>
      (await searchSite(words, 'de', { limit: 50, offset: 0 })).items.some(
        (hit) => hit.kind === 'machine' && hit.id === id,
      );
    await inOffice(async () => {
      await updateMachine(id, five('name', 'Ginsterpresse'));
      // A second save of the draft, which lays the first on the machine before its own write.
      await updateMachine(id, five('description', 'Robust'));
    });
    expect(await found('Lavendelpresse')).toBe(true);
    expect(await found('Ginsterpresse')).toBe(false);
    expect(await found('Robust')).toBe(false);
    await actingAs(office, () => publishItem('machine', id));
    expect(await found('Ginsterpresse')).toBe(true);
    expect(await found('Robust')).toBe(true);
    expect(await found('Lavendelpresse')).toBe(false);
  });

  it('discards a draft: the back office is back to the published version', async () => {
    const { id } = await createMachine(machineFields('Drehbank'));
    await inOffice(() => updateMachine(id, { name_it: 'Tornio' }));
    expect((await draftMachine(id, 'it')).name).toBe('Tornio');
    expect(await discardDraft('machine', id)).toBe(true);
    expect((await draftMachine(id, 'it')).name).toBe('Drehbank it');
    expect(await discardDraft('machine', id)).toBe(false);
  });

  it('keeps the draft of a machine in the trash, and erases it with the machine', async () => {
    const { id } = await createMachine(machineFields('Schere'));
    await inOffice(() => updateMachine(id, { name_es: 'Cizalla' }));
    await deleteMachine(id);
    await restoreFromTrash('machine', id);
    expect((await draftMachine(id, 'es')).name).toBe('Cizalla');
    await deleteMachine(id);
    await eraseFromTrash('machine', id);
    const db = await database();
    expect(await db.select().from(drafts).where(eq(drafts.item_id, id))).toEqual([]);
  });

  it('carries a draft over what was published since, and refuses to publish over the same field changed by someone else', async () => {
    const { id } = await createMachine(machineFields('Presse'));
    await inOffice(() => updateMachine(id, { name_fr: 'Presse Neuve', name_de: 'Presse Neu' }));
    // Someone publishes directly through the API meanwhile: another field, then the same one.
    await actingAs(other, () => updateMachine(id, { description_en: 'Very strong' }));
    expect((await draftMachine(id, 'en')).description).toBe('Very strong');
    await actingAs(other, () => updateMachine(id, { name_de: 'Presse API' }));
    await expect(actingAs(office, () => publishItem('machine', id))).rejects.toBeInstanceOf(ConflictError);
    expect((await getPublicMachine(id, 'de')).name).toBe('Presse API');
    // Publishing the French only touches nothing of theirs.
    await actingAs(office, () => publishItem('machine', id, { languages: ['fr'] }));
    expect((await getPublicMachine(id, 'fr')).name).toBe('Presse Neuve');
    expect((await getPublicMachine(id, 'en')).description).toBe('Very strong');
  });
});

describe('two editors of one draft', () => {
  // Two accounts of the office: a draft save is refused only over the other one's work, never over one's own.
  const maria = { userId: 911, username: 'maria', source: 'office' } as const;
  const jean = { userId: 912, username: 'jean', source: 'office' } as const;
  const as = <T>(actor: Actor, task: () => Promise<T>) => actingAs(actor, () => editingDrafts(task));

  it('refuses a draft save over a colleague’s draft save of the same field since the screen showed it', async () => {
    const { id } = await createMachine(machineFields('Walze'));
    const shown = await editMark('machine', id);
    await as(jean, () => updateMachine(id, { name_de: 'Walze (Jean)' }, { base: shown }));
    expect(await editMark('machine', id)).toBeGreaterThan(shown);
    const refused = as(maria, () => updateMachine(id, { name_de: 'Walze (Maria)' }, { base: shown }));
    await expect(refused).rejects.toBeInstanceOf(ConflictError);
    await expect(refused).rejects.toMatchObject({ changedBy: { username: 'jean' } });
    // Another field, and one's own field again from the same screen: nothing of the other's is overwritten.
    await as(maria, () => updateMachine(id, { name_fr: 'Rouleau' }, { base: shown }));
    await as(jean, () => updateMachine(id, { name_de: 'Walze (Jean, 2)' }, { base: shown }));
    expect((await draftMachine(id, 'de')).name).toBe('Walze (Jean, 2)');
    expect((await draftMachine(id, 'fr')).name).toBe('Rouleau');
    // Reloaded, the screen shows Jean's name: Maria's save over it is a knowing one.
    const reloaded = await editMark('machine', id);
    await as(maria, () => updateMachine(id, { name_de: 'Walze (Maria)' }, { base: reloaded }));
    expect((await draftMachine(id, 'de')).name).toBe('Walze (Maria)');
    expect((await getPublicMachine(id, 'de')).name).toBe('Walze de');
  });

  it('keeps both of two colleagues’ saves of different fields of one draft made at the same moment', async () => {
    const { id } = await createMachine(machineFields('Fräse'));
    const shown = await editMark('machine', id);
    for (let round = 0; round < 5; round++) {
      await Promise.all([
        as(jean, () => updateMachine(id, { name_fr: `Fraiseuse ${round}` }, { base: shown })),
        as(maria, () => updateMachine(id, { name_it: `Fresatrice ${round}` }, { base: shown })),
        as(maria, () => updateMachine(id, { description_de: `Schnell ${round}` }, { base: shown })),
      ]);
      expect((await draftMachine(id, 'fr')).name).toBe(`Fraiseuse ${round}`);
      expect((await draftMachine(id, 'it')).name).toBe(`Fresatrice ${round}`);
      expect((await draftMachine(id, 'de')).description).toBe(`Schnell ${round}`);
    }
  });

  it('refuses a draft save over what a colleague published since, in the same field', async () => {
    const { id } = await createMachine(machineFields('Stanze'));
    const shown = await editMark('machine', id);
    await as(jean, () => updateMachine(id, { name_it: 'Punzonatrice' }));
    await actingAs(jean, () => publishItem('machine', id));
    await expect(as(maria, () => updateMachine(id, { name_it: 'Pressa' }, { base: shown }))).rejects.toBeInstanceOf(
      ConflictError,
    );
    await as(maria, () => updateMachine(id, { name_es: 'Troqueladora' }, { base: shown }));
    expect((await draftMachine(id, 'it')).name).toBe('Punzonatrice');
  });

  it('neither publishes nor discards a colleague’s draft saves the screen did not show', async () => {
    const { id } = await createNews(five('title', 'Tag der offenen Tür'));
    const shown = await editMark('news', id);
    await as(maria, () => updateNewsTitles(id, { title_en: 'Open day' }, { base: shown }));
    await as(jean, () => updateNewsTitles(id, { title_fr: 'Portes ouvertes' }, { base: shown }));
    await expect(actingAs(maria, () => publishItem('news', id, { expect: { base: shown } }))).rejects.toBeInstanceOf(
      ConflictError,
    );
    await expect(actingAs(maria, () => discardDraft('news', id, { base: shown }))).rejects.toBeInstanceOf(
      ConflictError,
    );
    expect((await getPublicNews(id, 'fr')).title).toBe('Tag der offenen Tür fr');
    // Nor would Jean's publish Maria's unseen; once the screen is reloaded, it publishes both.
    await expect(actingAs(jean, () => publishItem('news', id, { expect: { base: shown } }))).rejects.toBeInstanceOf(
      ConflictError,
    );
    const reloaded = await editMark('news', id);
    await actingAs(jean, () => publishItem('news', id, { expect: { base: reloaded } }));
    expect((await getPublicNews(id, 'fr')).title).toBe('Portes ouvertes');
    expect((await getPublicNews(id, 'en')).title).toBe('Open day');
  });

  it('keeps the file of a picture added in a draft while the draft names it, and removes it with the draft', async () => {
    const { id } = await createMachine(machineFields('Bohrwerk'));
    const stored = async (key: string) => (await mediaStorage().size(key)) !== null;
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#333' } })
      .png()
      .toBuffer();
    const { id: pictureId } = await as(maria, () =>
      addMachinePicture(id, new Uint8Array(png), five('description', 'Front')),
    );
    expect((await draftMachine(id, 'en')).pictures.map((picture) => picture.id)).toEqual([pictureId]);
    expect((await getPublicMachine(id, 'en')).pictures).toEqual([]);
    const [draft] = await (
      await database()
    )
      .select()
      .from(drafts)
      .where(and(eq(drafts.kind, 'machine'), eq(drafts.item_id, id)));
    const { storage_key: key } = (
      draft!.document as { lists: { pictures: { items: Record<string, { storage_key: string }> } } }
    ).lists.pictures.items[pictureId]!;
    expect(await stored(key)).toBe(true);
    // The housekeeping of files named by nothing else leaves it: the draft names it.
    await releaseFiles(await database(), [key]);
    expect(await stored(key)).toBe(true);
    expect(await actingAs(maria, () => discardDraft('machine', id))).toBe(true);
    expect(await stored(key)).toBe(false);
  });
});

describe('translation states of a draft', () => {
  const states = async (id: number, read: 'draft' | 'published') => {
    const screen =
      read === 'draft'
        ? await readAsDrafted('machine', id, (tx) => itemTranslations('machine', id, tx))
        : await itemTranslations('machine', id);
    return screen[`machine:${id}`]!.name!.states;
  };

  it('are read as the draft makes them, and a "still right" said on the draft is kept with it until published', async () => {
    const { id } = await createMachine(machineFields('Biegepresse'));
    await inOffice(() => updateMachine(id, { name_de: 'Biegepresse Neu' }));
    // On the screen, which shows the draft: the other languages are to follow the German; on the site, nothing moved.
    expect(await states(id, 'draft')).toMatchObject({ de: 'current', fr: 'outdated', it: 'outdated' });
    expect(await states(id, 'published')).toMatchObject({ de: 'current', fr: 'current' });

    // "Still right" in the office goes with the draft; over the API (no draft scope) it is for the published item.
    expect(await inOffice(() => confirmInDraft('machine', id, 'name', 'fr'))).toBe(true);
    expect(await confirmInDraft('machine', id, 'name', 'it')).toBe(false);
    expect(await states(id, 'draft')).toMatchObject({ de: 'current', fr: 'current', it: 'outdated' });

    await actingAs(office, () => publishItem('machine', id));
    expect(await states(id, 'published')).toMatchObject({
      de: 'current',
      fr: 'current',
      it: 'outdated',
      es: 'outdated',
    });
  });
});

describe('unpublishing', () => {
  it('takes a machine off every public read without deleting it, and puts it back', async () => {
    const { id } = await createMachine(machineFields('Hobelmaschine'));
    expect((await machineSeenBy(id)).page).toBe('Hobelmaschine de');
    await actingAs(office, () => unpublishItem('machine', id));
    expect(await machineSeenBy(id)).toEqual({ ...unseen, quoteSearch: false, search: false });
    expect((await freshMachine(id, 'de')).name).toBe('Hobelmaschine de');
    expect(await publicationOf('machine', id)).toMatchObject({ status: 'unpublished' });
    const [revision] = await listRevisions('machine', id, { limit: 1 });
    expect(revision!.action).toBe('unpublish');
    await actingAs(office, () => publishItem('machine', id));
    expect(await machineSeenBy(id)).toMatchObject({ list: 'Hobelmaschine de', search: true });
  });

  it('takes an article off the news, the feed, the sitemap and the API', async () => {
    const { id } = await createNews(five('title', 'Messe Basel'));
    const seen = async () => ({
      page: await getPublicNews(id, 'de').then(
        (article) => article.title,
        () => null,
      ),
      list: (await listNews('de')).some((article) => article.id === id),
      api: (JSON.parse(await listNewsJson('de')) as { id: number }[]).some((article) => article.id === id),
      archive: (await listNewsArchivePage('de', 1, 100)).items.some((article) => article.id === id),
      feed: (await listLatestNews('de', 100)).some((article) => article.id === id),
      sitemap: (await listNewsIndex()).some((entry) => entry.id === id),
      search: (await searchSite('Messe Basel', 'de', { limit: 50, offset: 0 })).items.some(
        (hit) => hit.kind === 'news' && hit.id === id,
      ),
    });
    const all = {
      page: 'Messe Basel de',
      list: true,
      api: true,
      archive: true,
      feed: true,
      sitemap: true,
      search: true,
    };
    expect(await seen()).toEqual(all);
    await unpublishItem('news', id);
    expect(await seen()).toEqual({
      page: null,
      list: false,
      api: false,
      archive: false,
      feed: false,
      sitemap: false,
      search: false,
    });
    await publishItem('news', id);
    expect(await seen()).toEqual(all);
  });
});

describe('scheduling', () => {
  const start = new Date('2030-03-01T08:00:00Z');
  const later = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

  it('publishes an article at its time, once, however many rounds run together', async () => {
    jest.spyOn(clock, 'now').mockReturnValue(start);
    const { id } = await inOffice(() => createNews(five('title', 'Eröffnung')));
    const result = await actingAs(office, () => publishItem('news', id, { at: later(60) }));
    expect(result.status).toBe('scheduled');
    expect(await publicationOf('news', id)).toMatchObject({ status: 'scheduled', publishAt: later(60).toISOString() });
    expect((await nextScheduled('de', 100)).events).toContainEqual({
      kind: 'news',
      id,
      action: 'publish',
      at: later(60).toISOString(),
      name: 'Eröffnung de',
    });
    expect(await runSchedule(later(59))).toEqual({ published: 0, unpublished: 0 });
    await expect(getPublicNews(id, 'de')).rejects.toThrow();

    jest.spyOn(clock, 'now').mockReturnValue(later(60));
    const rounds = await Promise.all([runSchedule(later(60)), runSchedule(later(60)), runSchedule(later(61))]);
    expect(rounds.reduce((sum, round) => sum + round.published, 0)).toBe(1);
    expect((await getPublicNews(id, 'de')).title).toBe('Eröffnung de');
    const publications = (await listRevisions('news', id, { limit: 10 })).filter(
      (revision) => revision.action === 'publish',
    );
    expect(publications).toHaveLength(1);
    expect(await publicationOf('news', id)).toMatchObject({ status: 'published', publishAt: null });
  });

  it('unpublishes at its time, and publishes at once a time already past, saying so', async () => {
    jest.spyOn(clock, 'now').mockReturnValue(start);
    const { id } = await inOffice(() => createMachine(machineFields('Kantbank')));
    expect(await publishItem('machine', id, { at: later(-5) })).toMatchObject({
      status: 'published',
      publishedNowInstead: true,
    });
    await unpublishItem('machine', id, { at: later(30) });
    expect(await publicationOf('machine', id)).toMatchObject({
      status: 'published',
      unpublishAt: later(30).toISOString(),
    });
    expect(await runSchedule(later(29))).toEqual({ published: 0, unpublished: 0 });
    expect(await runSchedule(later(31))).toEqual({ published: 0, unpublished: 1 });
    expect(await publicationOf('machine', id)).toMatchObject({ status: 'unpublished', unpublishAt: null });
    expect((await machineSeenBy(id)).page).toBeNull();
  });
});

describe('preview links', () => {
  const target = { kind: 'machine' as const, id: 12, language: 'de' as const };

  it('opens what it was made for until it expires', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    jest.spyOn(clock, 'now').mockReturnValue(now);
    const token = previewToken(target);
    expect(readPreviewToken(token)).toMatchObject(target);
    jest.spyOn(clock, 'now').mockReturnValue(new Date(now.getTime() + 23 * 3600_000));
    expect(readPreviewToken(token)).toMatchObject(target);
    jest.spyOn(clock, 'now').mockReturnValue(new Date(now.getTime() + 24 * 3600_000));
    expect(readPreviewToken(token)).toBeNull();
  });

  it('opens nothing once altered', () => {
    const token = previewToken(target);
    const [kind, id, language, expires, signature] = token.split('~') as [string, string, string, string, string];
    const altered = [
      [kind, '13', language, expires, signature],
      ['news', id, language, expires, signature],
      [kind, id, 'fr', expires, signature],
      [kind, id, language, String(Number(expires) + 3600), signature],
      [kind, id, language, expires, `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`],
    ].map((parts) => parts.join('~'));
    for (const wrong of [...altered, '', 'x', `${token}~x`, token.slice(0, -2)]) {
      expect(readPreviewToken(wrong)).toBeNull();
    }
  });
});

describe('the REST API', () => {
  const at = (id: number) => ({ params: { id: String(id) } });

  it('creates a draft on request, shows it only with a session, publishes one language, previews it', async () => {
    const created = await call(machineList.POST, 'POST', '/api/machine', {
      cookie,
      body: { ...machineFields('Fräszentrum'), status: 'draft' },
    });
    expect(created.status).toBe(201);
    const { id } = created.json as { id: number };
    const listed = async () =>
      ((await call(machineList.GET, 'GET', '/api/machine?lang=de')).json as { id: number }[]).some(
        (machine) => machine.id === id,
      );
    expect(await listed()).toBe(false);
    expect((await call(machineItem.GET, 'GET', `/api/machine/${id}`, at(id))).status).toBe(404);
    const withSession = await call(machineItem.GET, 'GET', `/api/machine/${id}`, { cookie, ...at(id) });
    expect(withSession.json).toMatchObject({ status: 'draft', has_draft: false, draft_languages: [] });

    const patched = await call(machineDraft.PATCH, 'PATCH', `/api/machine/${id}/draft?lang=fr`, {
      cookie,
      body: { name_fr: 'Centre d’usinage', name_de: 'Fräszentrum Neu' },
      ...at(id),
    });
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({ name: 'Centre d’usinage', draft_languages: ['fr', 'de'] });
    expect(patched.headers.get('etag')).toBe('"1"');
    // The draft's If-Match is the draft's version.
    const stale = await call(machineDraft.PATCH, 'PATCH', `/api/machine/${id}/draft`, {
      cookie,
      body: { name_it: 'Centro' },
      headers: { 'if-match': '"0"' },
      ...at(id),
    });
    expect(stale.status).toBe(412);
    const draft = await call(machineDraft.GET, 'GET', `/api/machine/${id}/draft?lang=de`, { cookie, ...at(id) });
    expect(draft.json).toMatchObject({ name: 'Fräszentrum Neu', name_en: 'Fräszentrum en', draft_version: 1 });

    const preview = await call(machinePreview.POST, 'POST', `/api/machine/${id}/preview`, {
      cookie,
      body: { language: 'de' },
      ...at(id),
    });
    expect(preview.status).toBe(200);
    const token = new URL((preview.json as { url: string }).url).pathname.split('/').pop()!;
    expect(readPreviewToken(token)).toMatchObject({ kind: 'machine', id, language: 'de' });

    const published = await call(machinePublish.POST, 'POST', `/api/machine/${id}/publish`, {
      cookie,
      body: { languages: ['fr'] },
      ...at(id),
    });
    expect(published.status).toBe(200);
    expect(published.json).toMatchObject({ status: 'published', has_draft: true, draft_languages: ['de'] });
    expect(await listed()).toBe(true);
    const visitor = await call(machineItem.GET, 'GET', `/api/machine/${id}?lang=fr`, at(id));
    expect(visitor.json).toMatchObject({ name: 'Centre d’usinage', name_de: 'Fräszentrum de' });
    expect(visitor.json).not.toHaveProperty('status');

    const off = await call(machineUnpublish.POST, 'POST', `/api/machine/${id}/unpublish`, { cookie, ...at(id) });
    expect(off.json).toMatchObject({ status: 'unpublished' });
    expect(await listed()).toBe(false);
  });

  it('publishes at once through POST and PATCH as before, and saves to the draft with "status": "draft"', async () => {
    const created = await call(newsList.POST, 'POST', '/api/news', { cookie, body: five('title', 'Tag der Tür') });
    const { id } = created.json as { id: number };
    const patched = await call(newsItem.PATCH, 'PATCH', `/api/news/${id}?lang=de`, {
      cookie,
      body: { title_de: 'Tag der offenen Tür', status: 'draft' },
      ...at(id),
    });
    expect(patched.json).toMatchObject({ title: 'Tag der offenen Tür' });
    expect((await call(newsItem.GET, 'GET', `/api/news/${id}?lang=de`, at(id))).json).toMatchObject({
      title: 'Tag der Tür de',
    });
    expect(
      (await call(newsDraft.GET, 'GET', `/api/news/${id}/draft?lang=de`, { cookie, ...at(id) })).json,
    ).toMatchObject({ title: 'Tag der offenen Tür', draft_languages: ['de'] });
    await call(newsPublish.POST, 'POST', `/api/news/${id}/publish`, { cookie, ...at(id) });
    expect((await call(newsItem.GET, 'GET', `/api/news/${id}?lang=de`, at(id))).json).toMatchObject({
      title: 'Tag der offenen Tür',
    });
    const direct = await call(newsItem.PATCH, 'PATCH', `/api/news/${id}?lang=de`, {
      cookie,
      body: { title_de: 'Tag der Türen' },
      ...at(id),
    });
    expect(direct.status).toBe(200);
    expect((await call(newsItem.GET, 'GET', `/api/news/${id}?lang=de`, at(id))).json).toMatchObject({
      title: 'Tag der Türen',
    });
  });

  it('refuses bad input with a clear message, and every call without a session', async () => {
    const { id } = await createMachine(machineFields('Biegepresse'));
    for (const body of [{ languages: ['xx'] }, { languages: [] }, { at: 'tomorrow' }, { languages: ['fr', 'fr'] }]) {
      const response = await call(machinePublish.POST, 'POST', `/api/machine/${id}/publish`, {
        cookie,
        body,
        ...at(id),
      });
      expect(response.status).toBe(422);
    }
    const noLanguage = await call(machinePreview.POST, 'POST', `/api/machine/${id}/preview`, {
      cookie,
      body: {},
      ...at(id),
    });
    expect(noLanguage.status).toBe(422);
    const badStatus = await call(machineItem.PATCH, 'PATCH', `/api/machine/${id}`, {
      cookie,
      body: { name_fr: 'x', status: 'hidden' },
      ...at(id),
    });
    expect(badStatus.status).toBe(422);
    expect((await call(machinePublish.POST, 'POST', `/api/machine/${id}/publish`, at(id))).status).toBe(401);
    expect((await call(machineDraft.GET, 'GET', `/api/machine/${id}/draft`, at(id))).status).toBe(401);
    expect(
      (await call(machinePublish.POST, 'POST', '/api/machine/999999/publish', { cookie, ...at(999999) })).status,
    ).toBe(404);
  });
});

/**
 * The site search on the database: stemming, accents, typos, model numbers and the other languages' texts in each
 * of the five languages; a save found at once, a deleted item never. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { eq, sql } from 'drizzle-orm';

import type { Locale } from '@/i18n/locales';
import type { DatabaseHandle } from '@/server/db/client';
import { machines, news, newsContentBlocks, searchEntries, technicalCharacteristics } from '@/server/db/schema';
import { createMachine, deleteMachine, updateMachine } from '@/server/catalogue/machines';
import { listMachinePage } from '@/server/catalogue/machine-lists';
import { deleteNews, listNewsPage } from '@/server/news/articles';
import { searchSite } from '@/server/search/search';
import { indexSitePages } from '@/server/search/site-pages';
import { catchUpSearchIndex, flushSearchIndex, learnSearchWords } from '@/server/search/upkeep';
import { rowsOf } from '@/server/db/rows';
import { maintainTables } from '@/server/db/maintenance';
import { createTestDatabase } from './database';

let handle: DatabaseHandle;
const ids: Record<string, number> = {};

type Texts = Partial<Record<Locale, string>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the five columns of any localized field
const columns = (field: string, texts: Texts): any =>
  Object.fromEntries((['en', 'fr', 'de', 'it', 'es'] as const).map((l) => [`${field}_${l}`, texts[l] ?? '']));

async function machine(key: string, name: Texts, description: Texts = {}) {
  const { id } = await createMachine({
    ...columns('name', name),
    ...columns('description', description),
    ...columns('metadescription', {}),
  } as Parameters<typeof createMachine>[0]);
  ids[key] = id;
  return id;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  await indexSitePages(handle.db);
  await machine(
    'brake',
    {
      en: 'Hydraulic press brake PK-250',
      fr: 'Presse plieuse hydraulique PK-250',
      de: 'Hydraulische Abkantpresse PK-250',
      it: 'Pressa piegatrice idraulica PK-250',
      es: 'Prensa plegadora hidráulica PK-250',
    },
    {
      en: 'Bends sheets up to 4 m.',
      fr: 'Plie des tôles jusqu’à 4 m.',
      de: 'Biegt Bleche bis 4 m auf der Straße.',
      it: 'Piega lamiere fino a 4 m.',
      es: 'Dobla chapas de hasta 4 m.',
    },
  );
  await machine(
    'cylinder',
    {
      en: 'Telescopic cylinder',
      fr: 'Vérin télescopique',
      de: 'Teleskop-Hydraulikzylinder',
      it: 'Cilindro telescopico',
      es: 'Cilindro telescópico',
    },
    { fr: 'Pour bennes basculantes.' },
  );
  // Written in French only: found in every language, ranked below the language's own matches.
  await machine('welder', { fr: 'Poste de soudure semi-automatique' }, { fr: 'Soudage de tôles en acier S355JR.' });
  const [article] = await handle.db
    .insert(news)
    .values(
      columns('title', {
        en: 'New cutting table',
        fr: 'Nouvelle table de découpe',
        de: 'Neuer Schneidtisch',
        it: 'Nuovo banco di taglio',
        es: 'Nueva mesa de corte',
      }) as typeof news.$inferInsert,
    )
    .returning({ id: news.id });
  ids.article = article!.id;
  await handle.db.insert(newsContentBlocks).values({
    news_id: article!.id,
    ...columns('title', {
      en: 'Thick plates',
      fr: 'Tôles épaisses',
      de: 'Dicke Bleche',
      it: 'Lamiere spesse',
      es: 'Chapas gruesas',
    }),
    ...columns('content', {
      en: 'Hardox 500 up to 200 mm.',
      fr: 'Hardox 500 jusqu’à 200 mm.',
      de: 'Hardox 500 bis 200 mm.',
      it: 'Hardox 500 fino a 200 mm.',
      es: 'Hardox 500 hasta 200 mm.',
    }),
  } as typeof newsContentBlocks.$inferInsert);
  // The index rows the saves noted, and their words for "Did you mean", as the server's upkeep makes and learns them.
  await catchUpSearchIndex(handle.db);
  await learnSearchWords(handle.db);
});
afterAll(() => handle.close());

const search = (text: string, locale: Locale) => searchSite(text, locale, { limit: 20, offset: 0 });
const found = async (text: string, locale: Locale) =>
  (await search(text, locale)).items.map((item) =>
    item.kind === 'page' ? `page:${item.url}` : `${item.kind}:${item.id}`,
  );

describe.each<[Locale, { plural: string; accentless: string; typo: string; typoFix: string; title: string }]>([
  [
    'en',
    {
      plural: 'presses',
      accentless: 'telescopic',
      typo: 'hydrolic',
      typoFix: 'hydraulic',
      title: 'Hydraulic press brake PK-250',
    },
  ],
  [
    'fr',
    {
      plural: 'presses plieuses',
      accentless: 'verin telescopique',
      typo: 'hydrolique',
      typoFix: 'hydraulique',
      title: 'Presse plieuse hydraulique PK-250',
    },
  ],
  [
    'de',
    {
      plural: 'Abkantpressen',
      accentless: 'hydraulische',
      typo: 'Abkandpresse',
      typoFix: 'abkantpresse',
      title: 'Hydraulische Abkantpresse PK-250',
    },
  ],
  [
    'it',
    {
      plural: 'presse piegatrici',
      accentless: 'idraulica',
      typo: 'piegatirce',
      typoFix: 'piegatrice',
      title: 'Pressa piegatrice idraulica PK-250',
    },
  ],
  [
    'es',
    {
      plural: 'prensas plegadoras',
      accentless: 'hidraulica',
      typo: 'plegadorra',
      typoFix: 'plegadora',
      title: 'Prensa plegadora hidráulica PK-250',
    },
  ],
])('in %s', (locale, words) => {
  it('finds a word by its other forms (stemming), whatever its case', async () => {
    const results = await search(words.plural.toUpperCase(), locale);
    const brake = results.items.find((item) => item.kind === 'machine' && item.id === ids.brake);
    expect(brake).toMatchObject({ title: words.title, url: `/${locale}/machine/${ids.brake}` });
  });

  it('ignores accents', async () => {
    expect(await found(words.accentless, locale)).toContain(
      `machine:${locale === 'fr' || locale === 'en' ? ids.cylinder : ids.brake}`,
    );
  });

  it('finds a word typed with a letter or two wrong, and offers the right one', async () => {
    const results = await search(words.typo, locale);
    expect(results.suggestion?.toLowerCase()).toBe(words.typoFix);
    expect(results.items.map((item) => item.id)).toContain(ids.brake);
  });

  it('finds model numbers and steel grades with or without spaces, dashes or dots', async () => {
    for (const text of ['PK-250', 'pk250', 'PK 250', 'pk.250'])
      expect(await found(text, locale)).toContain(`machine:${ids.brake}`);
    expect(await found('s355 jr', locale)).toEqual([`machine:${ids.welder}`]);
    expect(await found('hardox500', locale)).toEqual([`news:${ids.article}`]);
  });

  it('finds a word of another language, below the matches in its own, shown in its own', async () => {
    const results = await search('soudure', locale);
    expect(results.items.map((item) => item.id)).toEqual([ids.welder]);
    // Its title falls back to French, the only one written.
    expect(results.items[0]!.title).toBe('Poste de soudure semi-automatique');
    // "Bennes" is written in French only: the cylinder comes after the machines that say "presse" in the language.
    if (locale !== 'fr') {
      const results = await found(`${words.plural.split(' ')[0]}`, locale);
      expect(results).toContain(`machine:${ids.brake}`);
    }
    const mixed = await found('bennes', locale);
    expect(mixed).toEqual([`machine:${ids.cylinder}`]);
  });

  it('marks the words found in the snippet, the rest escaped', async () => {
    const results = await search('hardox', locale);
    expect(results.items[0]!.snippet).toContain('<mark>Hardox</mark>');
    expect(results.items[0]!.title).not.toBe('');
  });
});

describe('the site pages', () => {
  it('are found by the texts of their messages, in the language asked for', async () => {
    expect(await found('oxycoupage', 'fr')).toContain('page:/fr/oxycoupage');
    expect(await found('Brennschneiden', 'de')).toContain('page:/de/oxycoupage');
  });
});

describe('typos', () => {
  it('finds "Abkantprese" (its stem is the right word\'s) without a suggestion', async () => {
    const results = await search('Abkantprese', 'de');
    expect(results.items.map((item) => item.id)).toEqual([ids.brake]);
    expect(results.suggestion).toBeNull();
  });

  it('offers nothing for words far from every text', async () => {
    expect(await search('qwxzjk', 'en')).toMatchObject({ items: [], total: 0, suggestion: null });
  });
});

describe('parts of words', () => {
  it('finds "Zylinder" in "Hydraulikzylinder"', async () => {
    expect(await found('Zylinder', 'de')).toContain(`machine:${ids.cylinder}`);
  });
});

describe('kept current', () => {
  it('finds a renamed machine by its new name at once, no longer by its old one', async () => {
    const id = await machine('renamed', { fr: 'Cisaille guillotine', en: 'Guillotine shear' });
    expect(await found('guillotine', 'en')).toContain(`machine:${id}`);
    await updateMachine(id, { name_en: 'Plate shear XR-7' } as Parameters<typeof updateMachine>[1]);
    expect(await found('xr7', 'en')).toContain(`machine:${id}`);
    expect(await found('guillotine', 'en')).toContain(`machine:${id}`); // still in French
    await updateMachine(id, { name_fr: 'Cisaille à tôles' } as Parameters<typeof updateMachine>[1]);
    expect(await found('guillotine', 'en')).not.toContain(`machine:${id}`);
  });

  it('makes an entry again only when a text it indexes changes, not on every update of the row', async () => {
    const id = await machine('bookkeeping', { en: 'Tube bender', fr: 'Cintreuse' });
    const entries = async () => {
      await catchUpSearchIndex(handle.db);
      return (
        await handle.db.select({ id: searchEntries.id }).from(searchEntries).where(eq(searchEntries.machine_id, id))
      )
        .map((entry) => entry.id)
        .sort();
    };
    const made = await entries();
    // A save's new version, and a text the search does not index, leave the entries as they were.
    await handle.db
      .update(machines)
      .set({ version: 7, metadescription_en: 'Bends tubes', price_chf: '1200.00' })
      .where(eq(machines.id, id));
    expect(await entries()).toEqual(made);
    await handle.db.update(machines).set({ name_en: 'Pipe bender' }).where(eq(machines.id, id));
    expect(await entries()).not.toEqual(made);
    expect(await found('pipe', 'en')).toContain(`machine:${id}`);
  });

  it('leaves the making of its rows to the next search: a save notes them, the search makes them once', async () => {
    const id = await machine('noted', { en: 'Hose swager HS-4' });
    await catchUpSearchIndex(handle.db);
    const stale = async () =>
      rowsOf<{ locale: string }>(
        await handle.db.execute(
          sql`select locale from search_stale where kind = 'machine' and item_id = ${id} order by locale`,
        ),
      ).map((row) => row.locale);
    const title = async () =>
      rowsOf<{ title: string }>(
        await handle.db.execute(sql`select title from search_entries where machine_id = ${id} and locale = 'en'`),
      )[0]?.title;
    await updateMachine(id, { name_en: 'Hose swager HS-5' } as Parameters<typeof updateMachine>[1]);
    // The save noted the English row and made nothing.
    expect(await stale()).toEqual(['en']);
    expect(await title()).toBe('Hose swager HS-4');
    // The next searches make it first, and find the new name: five at once (on PostgreSQL, five connections), each
    // either making it or waiting for the one that does.
    const searches = await Promise.all(Array.from({ length: 5 }, () => found('hs5', 'en')));
    expect(searches).toEqual(Array.from({ length: 5 }, () => [`machine:${id}`]));
    expect(await stale()).toEqual([]);
    expect(await title()).toBe('Hose swager HS-5');
    expect(await catchUpSearchIndex(handle.db)).toBe(0);
    // A write rolled back takes its note with it.
    await handle.db
      .transaction(async (tx) => {
        await tx.update(machines).set({ name_en: 'Hose swager HS-6' }).where(eq(machines.id, id));
        tx.rollback();
      })
      .catch(() => {});
    expect(await stale()).toEqual([]);
    expect(await found('hs5', 'en')).toEqual([`machine:${id}`]);
  });

  it("makes again only the entries of the languages a save changes, a machine's and an article's", async () => {
    const id = await machine('oneLanguage', { en: 'Drill press', fr: 'Perceuse', de: 'Bohrmaschine' });
    const [article] = await handle.db
      .insert(news)
      .values(columns('title', { en: 'Trade fair', fr: 'Salon' }) as typeof news.$inferInsert)
      .returning({ id: news.id });
    const entries = async (item: 'machine_id' | 'news_id', itemId: number) => {
      await catchUpSearchIndex(handle.db);
      return Object.fromEntries(
        (
          await handle.db
            .select({ id: searchEntries.id, locale: searchEntries.locale })
            .from(searchEntries)
            .where(eq(searchEntries[item], itemId))
        ).map((entry) => [entry.locale, entry.id]),
      );
    };
    const machineEntries = await entries('machine_id', id);
    await updateMachine(id, { name_de: 'Säulenbohrmaschine' } as Parameters<typeof updateMachine>[1]);
    const renamed = await entries('machine_id', id);
    expect(renamed.de).not.toBe(machineEntries.de);
    expect({ ...renamed, de: 0 }).toEqual({ ...machineEntries, de: 0 });
    expect(await found('Säulenbohrmaschine', 'de')).toContain(`machine:${id}`);
    const articleEntries = await entries('news_id', article!.id);
    await handle.db.update(news).set({ title_fr: 'Salon des machines' }).where(eq(news.id, article!.id));
    const retitled = await entries('news_id', article!.id);
    expect(retitled.fr).not.toBe(articleEntries.fr);
    expect({ ...retitled, fr: 0 }).toEqual({ ...articleEntries, fr: 0 });
  });

  it('finds a machine by a technical characteristic added after it', async () => {
    await handle.db.insert(technicalCharacteristics).values({
      machine_id: ids.cylinder,
      ...columns('name', { en: 'Stroke', fr: 'Course', de: 'Hub', it: 'Corsa', es: 'Carrera' }),
      ...columns('value', { en: 'TX-9000', fr: 'TX-9000', de: 'TX-9000', it: 'TX-9000', es: 'TX-9000' }),
    } as typeof technicalCharacteristics.$inferInsert);
    expect(await found('tx9000', 'it')).toEqual([`machine:${ids.cylinder}`]);
    await handle.db.delete(technicalCharacteristics).where(eq(technicalCharacteristics.machine_id, ids.cylinder!));
    expect(await found('tx9000', 'it')).toEqual([]);
  });

  it("sorts a save's pending index entries in when flushed, and finds the machine before and after", async () => {
    await flushSearchIndex(handle.db);
    const id = await machine('pending', { en: 'Pipe flaring tool FL-30' });
    expect(await found('flaring', 'en')).toContain(`machine:${id}`);
    expect(await flushSearchIndex(handle.db)).toBeGreaterThan(0);
    expect(await flushSearchIndex(handle.db)).toBe(0);
    expect(await found('flaring', 'en')).toContain(`machine:${id}`);
    expect(await found('fl30', 'en')).toContain(`machine:${id}`);
  });

  it('learns the words of new index rows for "Did you mean" once, off the save', async () => {
    await learnSearchWords(handle.db);
    const id = await machine('learned', { en: 'Flangeworthy riveter' });
    expect(await search('flangewurthy', 'en')).toMatchObject({ total: 0, suggestion: null });
    expect(await learnSearchWords(handle.db)).toBeGreaterThan(0);
    expect(await learnSearchWords(handle.db)).toBe(0);
    expect(await search('flangewurthy', 'en')).toMatchObject({ suggestion: 'flangeworthy' });
    expect((await search('flangeworthy', 'en')).items.map((item) => item.id)).toContain(id);
  });

  it("does autovacuum's work where none runs: statistics of changed tables, room of dead rows, once", async () => {
    const table = async (name: string) =>
      rowsOf<{ rows: number; dead: number }>(
        await handle.db.execute(sql`select c.reltuples::int as rows, coalesce(s.n_dead_tup, 0)::int as dead
          from pg_class c left join pg_stat_user_tables s on s.relid = c.oid
          where c.oid = ${`public.${name}`}::regclass`),
      )[0]!;
    const flushStatistics = async () => {
      await handle.db.execute(sql`select pg_stat_force_next_flush()`);
      await handle.db.execute(sql`select 1`);
    };
    const [{ launchers }] = rowsOf<{ launchers: number }>(
      await handle.db.execute(
        sql`select count(*)::int as launchers from pg_stat_activity where backend_type = 'autovacuum launcher'`,
      ),
    ) as [{ launchers: number }];
    await maintainTables(handle.db);
    const before = await table('search_entries');
    // More rows changed than autovacuum's thresholds: each machine's five entries, made again after its renames.
    for (let index = 0; index < 20; index++) {
      const id = await machine(`bulk${index}`, { en: `Riveting stand RS-${index}` });
      for (const name of ['bench', 'press', 'frame'])
        await updateMachine(id, { name_en: `Riveting ${name} R-${index}` } as Parameters<typeof updateMachine>[1]);
    }
    await catchUpSearchIndex(handle.db);
    await flushStatistics();
    const done = await maintainTables(handle.db);
    if (launchers > 0) {
      // A server whose autovacuum runs: left to it.
      expect(done).toEqual({ vacuumed: [], analyzed: [] });
      return;
    }
    // What follows is checked on the embedded database's one connection: a server's other connections report the
    // rows they changed up to seconds later (as a server's autovacuum would see them).
    if (handle.kind !== 'pglite') return;
    expect(done.analyzed).toContain('search_entries');
    expect((await table('search_entries')).rows).toBeGreaterThanOrEqual(before.rows + 100);
    expect(done.vacuumed.length).toBeGreaterThan(0);
    // Once done, nothing is left past the thresholds.
    await flushStatistics();
    for (const name of done.vacuumed) expect((await table(name)).dead).toBe(0);
    expect(await maintainTables(handle.db)).toEqual({ vacuumed: [], analyzed: [] });
    // A table that only grows is vacuumed too, once the rows added pass 1,000 and a fifth of it.
    await handle.db.execute(
      sql`insert into search_words (word) select 'zzgrowth' || g from generate_series(1, 3000) g`,
    );
    await flushStatistics();
    expect((await maintainTables(handle.db)).vacuumed).toContain('search_words');
    await handle.db.execute(sql`delete from search_words where word like 'zzgrowth%'`);
  });

  it("follows its items' status, however it changes: not found while not published, found once published", async () => {
    const first = await machine('withdrawn', { en: 'Withdrawn honing rig HX-1' });
    const second = await machine('withdrawn-too', { en: 'Withdrawn honing rig HX-2' });
    const publicRows = async () =>
      rowsOf<{ machine_id: number; public: boolean }>(
        await handle.db.execute(sql`select machine_id, bool_and(public) as public from search_entries
          where machine_id in (${first}, ${second}) group by machine_id order by machine_id`),
      );
    expect(await found('withdrawn', 'en')).toEqual([`machine:${first}`, `machine:${second}`]);
    // One statement for both, as the scheduler's would be.
    await handle.db
      .update(machines)
      .set({ status: 'unpublished' })
      .where(sql`${machines.id} in (${first}, ${second})`);
    expect(await found('withdrawn', 'en')).toEqual([]);
    expect(await found('hx1', 'en')).toEqual([]);
    expect(await publicRows()).toEqual([
      { machine_id: first, public: false },
      { machine_id: second, public: false },
    ]);
    // A save of its texts while it is off the site writes its rows again, still not public.
    await updateMachine(first, { name_en: 'Withdrawn honing rig HX-1 Mk2' } as Parameters<typeof updateMachine>[1]);
    expect(await found('withdrawn', 'en')).toEqual([]);
    await handle.db.update(machines).set({ status: 'published' }).where(eq(machines.id, first));
    expect(await found('withdrawn', 'en')).toEqual([`machine:${first}`]);
    expect(await publicRows()).toEqual([
      { machine_id: first, public: true },
      { machine_id: second, public: false },
    ]);
  });

  it('never finds a deleted machine or article', async () => {
    const id = await machine('gone', { en: 'Vanishing crimper ZZ-12' });
    expect(await found('crimper', 'en')).toContain(`machine:${id}`);
    await deleteMachine(id);
    expect(await found('crimper', 'en')).not.toContain(`machine:${id}`);
    expect(await found('zz12', 'en')).toEqual([]);
    const [extra] = await handle.db
      .insert(news)
      .values(columns('title', { en: 'Open day zebra' }) as typeof news.$inferInsert)
      .returning({ id: news.id });
    expect(await found('zebra', 'en')).toEqual([`news:${extra!.id}`]);
    await deleteNews(extra!.id);
    expect(await found('zebra', 'en')).toEqual([]);
    expect((await handle.db.select().from(machines).where(eq(machines.id, id))).length).toBe(0);
  });
});

describe('hostile words', () => {
  it.each(['&', '| !', "'':*", '\\', 'a & b | !c', "'; drop table machines; --", 'le la les', '(((', 'x'.repeat(200)])(
    'answers %j without an error',
    async (text) => {
      await expect(search(text, 'fr')).resolves.toMatchObject({ items: expect.any(Array) });
    },
  );
});

describe("the admin lists' name search", () => {
  it('matches names as the site search does: other forms, model numbers, accents', async () => {
    for (const words of ['presses plieuses', 'pk250', 'Abkantpressen', 'hidraulica']) {
      const list = await listMachinePage('en', { search: words, page: 1, pageSize: 10 });
      expect(list.items.map((item) => item.id)).toEqual([ids.brake]);
    }
    // In the names only, not the descriptions.
    expect((await listMachinePage('en', { search: 'bennes', page: 1, pageSize: 10 })).total).toBe(0);
    expect((await listNewsPage('en', { search: 'decoupe', page: 1, pageSize: 10 })).items).toEqual([
      expect.objectContaining({ id: ids.article }),
    ]);
  });
});

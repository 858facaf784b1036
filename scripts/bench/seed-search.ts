/**
 * Seeds the database (DATA_DIR, or DATABASE_URL) for `npm run bench:search`: the demo content, then as many more
 * machines as it takes to reach MACHINES (argument 1), each with the technical characteristics of the demo
 * machine it copies and its own model number (`XM-123`), and as many more news articles as it takes to reach
 * ARTICLES (argument 2), each with the content blocks of the demo article it copies, in five languages. Inserted
 * in batches: the search index is written by the database's triggers, as for any save.
 */
import { machines, news, newsContentBlocks, technicalCharacteristics } from '../../src/server/db/schema';
import { mediaStorage } from '../../src/server/media/storage';
import { seedDemoContent } from '../../src/server/seed';
import { indexSitePages } from '../../src/server/search/site-pages';
import { withDatabase } from '../cli';

const machineTotal = Number(process.argv[2]);
const articleTotal = Number(process.argv[3]);
const batch = 250;
const languages = ['en', 'fr', 'de', 'it', 'es'] as const;

type Localized<F extends string> = Record<`${F}_${(typeof languages)[number]}`, string>;

function copyLocalized<F extends string>(row: Localized<F>, field: F, suffix = ''): Localized<F> {
  const entries = languages.map((language) => [`${field}_${language}`, row[`${field}_${language}`] + suffix]);
  return Object.fromEntries(entries) as Localized<F>;
}

await withDatabase(async (handle) => {
  await handle.exclusively(async (db) => {
    await handle.migrate();
    await seedDemoContent(db, mediaStorage());
    await indexSitePages(db);
    const demo = await db.query.machines.findMany({
      with: { technicalCharacteristics: true },
      orderBy: (table, { asc }) => asc(table.id),
    });
    for (let start = demo.length; start < machineTotal; start += batch) {
      const models = Array.from({ length: Math.min(batch, machineTotal - start) }, (_, index) => ({
        number: start + index + 1,
        model: demo[(start + index) % demo.length]!,
      }));
      const inserted = await db
        .insert(machines)
        .values(
          models.map(({ number, model }) => ({
            ...copyLocalized(model, 'name', ` XM-${number}`),
            ...copyLocalized(model, 'description'),
            ...copyLocalized(model, 'metadescription'),
          })),
        )
        .returning({ id: machines.id });
      const characteristics = inserted.flatMap(({ id }, index) =>
        models[index]!.model.technicalCharacteristics.map((characteristic) => ({
          machine_id: id,
          priority: characteristic.priority,
          ...copyLocalized(characteristic, 'name'),
          ...copyLocalized(characteristic, 'value'),
        })),
      );
      if (characteristics.length) await db.insert(technicalCharacteristics).values(characteristics);
    }
    const articles = await db.query.news.findMany({
      with: { content: true },
      orderBy: (table, { asc }) => asc(table.id),
    });
    for (let start = articles.length; start < articleTotal; start += batch) {
      const models = Array.from({ length: Math.min(batch, articleTotal - start) }, (_, index) => ({
        number: start + index + 1,
        model: articles[(start + index) % articles.length]!,
      }));
      const inserted = await db
        .insert(news)
        .values(models.map(({ number, model }) => copyLocalized(model, 'title', ` (${number})`)))
        .returning({ id: news.id });
      const blocks = inserted.flatMap(({ id }, index) =>
        models[index]!.model.content.map((block) => ({
          news_id: id,
          priority: block.priority,
          ...copyLocalized(block, 'title'),
          ...copyLocalized(block, 'content'),
        })),
      );
      if (blocks.length) await db.insert(newsContentBlocks).values(blocks);
    }
    console.log(
      `Seeded ${Math.max(machineTotal, demo.length)} machines and ${Math.max(articleTotal, articles.length)} articles.`,
    );
  });
});

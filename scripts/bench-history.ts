/**
 * `npm run bench:history`: what the history costs, on an embedded database in memory (or DATABASE_URL's, which it
 * empties: use a throwaway database). Prints figures; asserts nothing.
 *
 * - A save of a machine's name with its revision (the back office's and the API's save) against the same write
 *   without one, alternated in rounds, the median and p95 of each.
 * - What 1,000 saves of one machine add to the database: the revisions' table and the activity log, in bytes.
 * - The history of a machine with 200 revisions and 40 pictures: the time of a page (20 revisions), and its queries.
 */
import { eq, sql } from 'drizzle-orm';

import { installDatabaseHandle } from '../src/server/db';
import { openDatabase } from '../src/server/db/client';
import { machines, pictures } from '../src/server/db/schema';
import { actingAs } from '../src/server/history/actor';
import { changeItem, createItem, listRevisions } from '../src/server/history/revisions';
import { updateTranslated } from '../src/server/translations';

const languages = ['en', 'fr', 'de', 'it', 'es'] as const;
const fields = (name: string, text: string) =>
  Object.fromEntries(languages.map((language) => [`${name}_${language}`, `${text} ${language}`]));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]!;
const ms = (value: number) => `${value.toFixed(2)} ms`;

async function main() {
  const url = process.env.DATABASE_URL;
  const handle = await openDatabase(url ? { url } : { memory: true });
  await handle.migrate();
  installDatabaseHandle(handle);
  const { db } = handle;
  const office = { userId: null, username: 'bench', source: 'office' } as const;

  const newMachine = () =>
    actingAs(office, () =>
      createItem('machine', async (tx) => {
        const [row] = await tx
          .insert(machines)
          .values({ ...fields('name', 'Press'), ...fields('description', 'A press. '.repeat(40)) } as never)
          .returning({ id: machines.id });
        return row!;
      }),
    );

  // Saves with and without their revision, alternated so that both meet the same machine load.
  const { id } = await newMachine();
  const withHistory: number[] = [];
  const without: number[] = [];
  for (let round = 0; round < 1_000; round++) {
    const name = { name_de: `Presse ${round}` };
    let started = performance.now();
    await actingAs(office, () =>
      changeItem('machine', id, { sections: ['fields'] }, (tx) =>
        updateTranslated('machine', eq(machines.id, id), name, tx),
      ),
    );
    withHistory.push(performance.now() - started);
    started = performance.now();
    await updateTranslated('machine', eq(machines.id, id), { name_fr: `Presse ${round}` });
    without.push(performance.now() - started);
  }
  const size = async (table: string) => {
    const result = await db.execute(sql`select pg_total_relation_size(${table}) as bytes`);
    const rows = Array.isArray(result) ? result : (result as { rows: { bytes: unknown }[] }).rows;
    return Number((rows[0] as { bytes: unknown }).bytes);
  };
  console.log('A save of a machine, 1,000 of each, alternated:');
  console.log(`  with its revision:    median ${ms(median(withHistory))}, p95 ${ms(p95(withHistory))}`);
  console.log(`  without (the write):  median ${ms(median(without))}, p95 ${ms(p95(without))}`);
  console.log('What those 1,000 saves (and the creation) added:');
  console.log(`  revisions:       ${(await size('revisions')) / 1024} KiB`);
  console.log(`  activity log:    ${(await size('activity_events')) / 1024} KiB`);

  // A machine with 40 pictures and 200 revisions: a page of its history.
  const { id: rich } = await newMachine();
  await db.insert(pictures).values(
    Array.from({ length: 40 }, (_, index) => ({
      machine_id: rich,
      priority: index,
      storage_key: `machines/${rich}/bench-${index}.webp`,
      mime_type: 'image/webp',
      ...fields('description', `Picture ${index}`),
    })) as never,
  );
  for (let round = 0; round < 200; round++) {
    await actingAs(office, () =>
      changeItem('machine', rich, { sections: ['fields', 'pictures'] }, (tx) =>
        updateTranslated('machine', eq(machines.id, rich), { name_it: `Pressa ${round}` }, tx),
      ),
    );
  }
  const pageTimes: number[] = [];
  for (let round = 0; round < 50; round++) {
    const started = performance.now();
    await listRevisions('machine', rich, { limit: 21 });
    pageTimes.push(performance.now() - started);
  }
  console.log('The history of a machine with 40 pictures and 200 revisions, a page of 20 (one query):');
  console.log(`  median ${ms(median(pageTimes))}, p95 ${ms(p95(pageTimes))}`);
  await handle.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

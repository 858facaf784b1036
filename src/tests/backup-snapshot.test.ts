/**
 * The backup reads the database in one consistent state while the site runs: tables larger than one read are read
 * whole, whatever their key (one column, several, none); on the embedded database the site's writes wait while the
 * dump reads, and its reads go on.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';

import { writeBackup } from '@/server/backup/create';
import { restoreFromFile } from '@/server/backup/restore';
import type { DatabaseHandle } from '@/server/db/client';
import { categories, machineCategories, machines } from '@/server/db/schema';
import { learnSearchWords } from '@/server/search/upkeep';
import { databaseOf, everyRow, firstDifference, kinds } from './backup';
import { temporaryMediaStorage } from './media';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-snapshot-'));
const opened: DatabaseHandle[] = [];
afterAll(async () => {
  for (const handle of opened) await handle.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const named = (name: string) => ({ name_en: name, name_fr: name, name_de: name, name_it: name, name_es: name });

it.each(kinds)('reads tables of many batches whole on %s: keyed by one column, by two, and by none', async (kind) => {
  const source = await databaseOf(kind, true);
  const target = await databaseOf(kind, false);
  opened.push(source, target);
  const media = temporaryMediaStorage();
  try {
    // 600 rows each: more than two reads of 250, the last one short.
    const added = await source.db
      .insert(categories)
      .values(Array.from({ length: 600 }, (_, index) => named(`Category ${index}`)))
      .returning({ id: categories.id });
    const [machine] = await source.db.insert(machines).values(named('Press')).returning({ id: machines.id });
    await source.db
      .insert(machineCategories)
      .values(added.map((category) => ({ machine_id: machine!.id, category_id: category.id })));
    await source.db.execute(
      sql`insert into username_renames (old_username, new_username)
          select 'Old' || n, 'old' || n from generate_series(1, 600) n`,
    );

    const archive = path.join(folder, `${kind}.tar.gz`);
    const config = { dataDir: folder, databaseUrl: undefined, s3: undefined };
    const backup = await writeBackup({ handle: source, storage: media.storage, config }, archive);
    expect(backup.manifest.tables.categories!.rows).toBe(600);
    expect(backup.manifest.tables.machine_categories!.rows).toBe(600);
    expect(backup.manifest.tables.username_renames!.rows).toBe(600);

    await restoreFromFile(archive, { handle: target, storage: temporaryMediaStorage().storage }, { replace: false });
    expect(firstDifference(await everyRow(source), await everyRow(target))).toBeNull();
  } finally {
    media.remove();
  }
});

it('holds the embedded database’s writes, not its reads, while a backup reads it', async () => {
  const handle = await databaseOf('embedded', true);
  opened.push(handle);
  await handle.db.insert(categories).values(named('Before'));

  let finish!: () => void;
  const reading = new Promise<void>((resolve) => (finish = resolve));
  let seen: number | undefined;
  const snapshot = handle.snapshot(async (db) => {
    await reading;
    seen = (await db.select({ id: categories.id }).from(categories)).length;
  });

  const events: string[] = [];
  const write = handle.db
    .insert(categories)
    .values(named('During'))
    .then(() => events.push('written'));
  const transaction = handle.db
    .transaction((tx) => tx.insert(categories).values(named('In a transaction')))
    .then(() => events.push('transaction'));
  // The search's upkeep writes too, though through a function in a query (search/upkeep.ts).
  const learned = learnSearchWords(handle.db).then(() => events.push('learned'));
  const read = await handle.db.select({ id: categories.id }).from(categories);
  events.push('read');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(events).toEqual(['read']);
  expect(read).toHaveLength(1);

  finish();
  await Promise.all([snapshot, write, transaction, learned]);
  expect(seen).toBe(1);
  expect(events.slice(1).sort()).toEqual(['learned', 'transaction', 'written']);
  expect(await handle.db.select({ id: categories.id }).from(categories)).toHaveLength(3);
});

it('lets the writes in flight end before the backup reads', async () => {
  const handle = await databaseOf('embedded', true);
  opened.push(handle);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const transaction = handle.db.transaction(async (tx) => {
    await tx.insert(categories).values(named('Slow'));
    await held;
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
  const snapshot = handle.snapshot((db) => db.select({ id: categories.id }).from(categories));
  await new Promise((resolve) => setTimeout(resolve, 20));
  release();
  await transaction;
  expect(await snapshot).toHaveLength(1);
});

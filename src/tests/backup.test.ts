/**
 * Backups that restore: a site's every table and file, through an archive, into a database of either kind and a
 * media folder or bucket; and what is refused before anything is written.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import * as tar from 'tar';

import { writeBackup } from '@/server/backup/create';
import { RestoreError, restoreFromFile, targetContents } from '@/server/backup/restore';
import { lastMigration } from '@/server/backup/catalog';
import type { DatabaseHandle } from '@/server/db/client';
import { categories } from '@/server/db/schema';
import { databaseOf, everyFile, everyRow, fillSite, firstDifference, type Kind, kinds } from './backup';
import { temporaryMediaStorage } from './media';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
const config = (kind: Kind) => ({
  dataDir: folder,
  databaseUrl: kind === 'postgresql' ? 'postgres://app@db.example:5432/jorat' : undefined,
  s3: undefined,
});
const sources = new Map<
  Kind,
  { handle: DatabaseHandle; media: ReturnType<typeof temporaryMediaStorage>; archive: string }
>();
const opened: DatabaseHandle[] = [];

beforeAll(async () => {
  for (const kind of kinds) {
    const handle = await databaseOf(kind, true);
    opened.push(handle);
    const media = temporaryMediaStorage();
    await fillSite(handle, media.storage);
    const archive = path.join(folder, `${kind}.tar.gz`);
    await writeBackup({ handle, storage: media.storage, config: config(kind) }, archive);
    sources.set(kind, { handle, media, archive });
  }
});
afterAll(async () => {
  for (const handle of opened) await handle.close();
  for (const { media } of sources.values()) media.remove();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe.each(kinds.flatMap((from) => kinds.map((to) => [from, to] as const)))('from %s to %s', (from, to) => {
  it('restores every row of every table and every file, and serial ids continue after the restored ones', async () => {
    const source = sources.get(from)!;
    const target = await databaseOf(to, false);
    opened.push(target);
    const media = temporaryMediaStorage();
    try {
      const report = await restoreFromFile(
        source.archive,
        { handle: target, storage: media.storage },
        { replace: false },
      );
      expect(firstDifference(await everyRow(source.handle), await everyRow(target))).toBeNull();
      const files = await everyFile(source.media.storage);
      expect(await everyFile(media.storage)).toEqual(files);
      expect(report.replaced).toBeNull();
      expect(report.rows.machines).toBe(10);
      expect(report.files).toBe(Object.keys(files).length);
      expect(await lastMigration(target.db)).toEqual(await lastMigration(source.handle.db));

      const restoredIds = (await target.db.select({ id: categories.id }).from(categories)).map((row) => row.id);
      const [added] = await target.db.insert(categories).values(newCategory).returning({ id: categories.id });
      expect(added!.id).toBe(Number(report.manifest.sequences.categories_id_seq!.value) + 1);
      expect(added!.id).toBeGreaterThan(Math.max(...restoredIds));
    } finally {
      media.remove();
    }
  });
});

const newCategory = { name_en: 'New', name_fr: 'Nouvelle', name_de: 'Neu', name_it: 'Nuova', name_es: 'Nueva' };

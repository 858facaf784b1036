/**
 * Backups that restore: a site's every table and file, through an archive, into a database of either kind and a
 * media folder or bucket; and what is refused before anything is written.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// @ts-expect-error s3rver ships without type declarations; the little used here is typed below.
import S3rverUntyped from 's3rver';

import { writeBackup } from '@/server/backup/create';
import { restoreFromFile } from '@/server/backup/restore';
import { lastMigration } from '@/server/backup/catalog';
import type { DatabaseHandle } from '@/server/db/client';
import { categories } from '@/server/db/schema';
import { s3Storage } from '@/server/media/s3';
import type { MediaStorage } from '@/server/media/types';
import { databaseOf, everyFile, everyRow, fillSite, firstDifference, type Kind, kinds } from './backup';
import { temporaryMediaStorage } from './media';

const S3rver = S3rverUntyped as new (options: {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => { run(): Promise<{ address: string; port: number }>; close(): Promise<void> };

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
  // Two sites filled and backed up, with their pictures made: longer than one test on a busy machine.
}, 180_000);
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

describe('media: from a folder to a bucket and back', () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-backup-'));
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'media' }],
  });
  let bucket: MediaStorage;
  beforeAll(async () => {
    const { address, port } = await s3.run();
    bucket = s3Storage({
      bucket: 'media',
      endpoint: `http://${address}:${port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      publicUrl: 'https://cdn.example.ch/media',
      forcePathStyle: true,
    });
  });
  afterAll(async () => {
    await s3.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it('restores the media folder into a bucket, and the bucket back into a folder, byte for byte', async () => {
    const kind = kinds.at(-1)!;
    const source = sources.get('embedded')!;
    const files = await everyFile(source.media.storage);

    const up = await databaseOf(kind, true);
    opened.push(up);
    await restoreFromFile(source.archive, { handle: up, storage: bucket }, { replace: false });
    expect(await everyFile(bucket)).toEqual(files);
    expect(firstDifference(await everyRow(source.handle), await everyRow(up))).toBeNull();

    const archive = path.join(folder, 'from-bucket.tar.gz');
    const made = await writeBackup(
      { handle: up, storage: bucket, config: { ...config(kind), s3: undefined } },
      archive,
    );
    expect(made.manifest.files.map((file) => file.key)).toEqual(Object.keys(files));
    const down = await databaseOf('embedded', true);
    opened.push(down);
    const media = temporaryMediaStorage();
    try {
      await restoreFromFile(archive, { handle: down, storage: media.storage }, { replace: false });
      expect(await everyFile(media.storage)).toEqual(files);
      expect(firstDifference(await everyRow(source.handle), await everyRow(down))).toBeNull();
    } finally {
      media.remove();
    }
  });
});

/**
 * What a restore refuses, and that it refuses before writing anything: a target that holds something (unless
 * --replace), a truncated, altered or newer archive; and a restore that fails midway leaves an empty target empty.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import * as tar from 'tar';

import { lastMigration } from '@/server/backup/catalog';
import { BackupAbandoned, writeBackup } from '@/server/backup/create';
import { removeAbandoned } from '@/server/backup/files';
import { RestoreError, restoreFromFile, targetContents } from '@/server/backup/restore';
import type { DatabaseHandle } from '@/server/db/client';
import { categories } from '@/server/db/schema';
import type { MediaStorage } from '@/server/media/types';
import { databaseOf, everyFile, everyRow, fillSite, firstDifference, kinds } from './backup';
import { temporaryMediaStorage } from './media';

const kind = kinds.at(-1)!;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-refusals-'));
const sourceMedia = temporaryMediaStorage();
const archive = path.join(folder, 'site.tar.gz');
const opened: DatabaseHandle[] = [];
let source: DatabaseHandle;

beforeAll(async () => {
  source = await databaseOf(kind, true);
  opened.push(source);
  await fillSite(source, sourceMedia.storage);
  await writeBackup(
    {
      handle: source,
      storage: sourceMedia.storage,
      config: { dataDir: folder, databaseUrl: undefined, s3: undefined },
    },
    archive,
  );
});
afterAll(async () => {
  for (const handle of opened) await handle.close();
  sourceMedia.remove();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** An empty target: a migrated database without rows, and an empty media folder. */
async function emptyTarget() {
  const handle = await databaseOf(kind, true);
  opened.push(handle);
  const media = temporaryMediaStorage();
  return { handle, media, target: { handle, storage: media.storage } };
}

/** The archive unpacked, changed by `change`, and packed again. */
async function altered(name: string, change: (unpacked: string) => void): Promise<string> {
  const unpacked = fs.mkdtempSync(path.join(folder, 'unpacked-'));
  await tar.x({ file: archive, cwd: unpacked });
  change(unpacked);
  const file = path.join(folder, name);
  await tar.c({ gzip: true, cwd: unpacked, file }, fs.readdirSync(unpacked));
  return file;
}

/** The manifest's parts that the tests change. */
interface EditableManifest {
  migration: { createdAt: number; tag: string };
  tables: Record<string, { rows: number }>;
}

const editManifest = (unpacked: string, edit: (manifest: EditableManifest) => void) => {
  const file = path.join(unpacked, 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as EditableManifest;
  edit(manifest);
  fs.writeFileSync(file, JSON.stringify(manifest));
};

it('refuses a target that holds anything, saying what, and with --replace puts the archive in its place', async () => {
  const { handle, media, target } = await emptyTarget();
  await handle.db
    .insert(categories)
    .values({ name_en: 'Old', name_fr: 'Old', name_de: 'Old', name_it: 'Old', name_es: 'Old' });
  await media.storage.put('machines/1/old-picture.webp', new Uint8Array([1, 2, 3]), 'image/webp');
  const before = await everyRow(handle);

  const refused = restoreFromFile(archive, target, { replace: false });
  await expect(refused).rejects.toThrow(RestoreError);
  await expect(refused).rejects.toThrow(
    /not empty: it holds 1 rows in 1 tables \(categories 1\) and 1 media files.*--replace/,
  );
  expect(await everyRow(handle)).toEqual(before);
  expect(media.files()).toEqual(['machines/1/old-picture.webp']);

  const report = await restoreFromFile(archive, target, { replace: true });
  expect(report.replaced).toEqual({ rows: { categories: 1 }, files: 1 });
  expect(firstDifference(await everyRow(source), await everyRow(handle))).toBeNull();
  expect(await everyFile(media.storage)).toEqual(await everyFile(sourceMedia.storage));
  media.remove();
});

describe('an archive that is not whole is refused before anything is written', () => {
  const cases: [string, () => Promise<string>, RegExp][] = [
    [
      'truncated',
      async () => {
        const file = path.join(folder, 'truncated.tar.gz');
        const bytes = fs.readFileSync(archive);
        fs.writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length * 0.9)));
        return file;
      },
      /truncated, damaged or not a \.tar\.gz/,
    ],
    [
      'with a table altered',
      () =>
        altered('altered.tar.gz', (unpacked) => {
          const file = path.join(unpacked, 'database', 'machines.ndjson');
          fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"name_en": "', '"name_en": "X'));
        }),
      /machines\.ndjson does not match its checksum/,
    ],
    [
      'with a file missing',
      () =>
        altered('incomplete.tar.gz', (unpacked) => {
          const media = path.join(unpacked, 'media', 'news');
          const first = fs
            .readdirSync(media, { recursive: true, withFileTypes: true })
            .find((entry) => entry.isFile())!;
          fs.rmSync(path.join(first.parentPath, first.name));
        }),
      /lacks media\/news\/.* the archive is incomplete/,
    ],
    [
      'from a newer version',
      () =>
        altered('newer.tar.gz', (unpacked) =>
          editManifest(unpacked, (manifest) => {
            manifest.migration.createdAt = 4_102_444_800_000;
            manifest.migration.tag = '0099_future';
          }),
        ),
      /made by a newer version of the site \(schema 0099_future/,
    ],
    [
      'not an archive',
      async () => (fs.writeFileSync(path.join(folder, 'notes.txt'), 'hello'), path.join(folder, 'notes.txt')),
      /not a \.tar\.gz/,
    ],
  ];

  // One empty target for all: each refusal must leave it as it was.
  let empty: Awaited<ReturnType<typeof emptyTarget>>;
  beforeAll(async () => {
    empty = await emptyTarget();
  });
  afterAll(() => empty.media.remove());

  it.each(cases)('%s', async (_name, make, message) => {
    const migration = await lastMigration(empty.handle.db);
    await expect(restoreFromFile(await make(), empty.target, { replace: true })).rejects.toThrow(message);
    expect(await targetContents(empty.target)).toEqual({ rows: {}, files: 0 });
    expect(await lastMigration(empty.handle.db)).toEqual(migration);
  });
});

describe('a restore that fails midway leaves an empty target empty', () => {
  it('when the media store refuses a file', async () => {
    const { handle, media, target } = await emptyTarget();
    let puts = 0;
    const refusing: MediaStorage = {
      ...media.storage,
      async put(key, body, type) {
        if (++puts === 5) throw new Error('Access Denied');
        return media.storage.put(key, body, type);
      },
    };
    await expect(restoreFromFile(archive, { handle, storage: refusing }, { replace: false })).rejects.toThrow(
      /Storing the media files failed, nothing was changed: Access Denied/,
    );
    expect(await targetContents(target)).toEqual({ rows: {}, files: 0 });
    media.remove();
  });

  it('when the database refuses the rows', async () => {
    const { media, target } = await emptyTarget();
    // The manifest is not checksummed itself: a row count that the table's file does not have fails the load.
    const file = await altered('miscounted.tar.gz', (unpacked) =>
      editManifest(unpacked, (manifest) => {
        manifest.tables.pictures!.rows += 1;
      }),
    );
    await expect(restoreFromFile(file, target, { replace: false })).rejects.toThrow(
      /pictures holds 20 rows, its manifest says 21/,
    );
    expect(await targetContents(target)).toEqual({ rows: {}, files: 0 });
    media.remove();
  });
});

it('leaves nothing under a final name when a backup is abandoned, and removes what a killed one left', async () => {
  const target = path.join(folder, 'abandoned.tar.gz');
  const controller = new AbortController();
  controller.abort();
  await expect(
    writeBackup(
      {
        handle: source,
        storage: sourceMedia.storage,
        config: { dataDir: folder, databaseUrl: undefined, s3: undefined },
      },
      target,
      controller.signal,
    ),
  ).rejects.toThrow(BackupAbandoned);
  expect(fs.readdirSync(folder).filter((name) => name.includes('abandoned'))).toEqual([]);

  // What a backup killed with kill -9 leaves: hidden, with its dead process's id.
  fs.writeFileSync(path.join(folder, '.jorat-2026-01-01T030000Z.tar.gz.999999999.partial'), 'half');
  fs.mkdirSync(path.join(folder, '.jorat-2026-01-01T030000Z.tar.gz.999999999.partial.d'));
  expect(await removeAbandoned(folder)).toBe(2);
  expect(fs.readdirSync(folder).filter((name) => name.includes('partial'))).toEqual([]);
});

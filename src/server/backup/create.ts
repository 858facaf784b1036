/**
 * Making a backup: one archive (tar.gz) with every table of the database, the media files its rows name, and a
 * manifest of both. The database is read in one consistent state (`DatabaseHandle.snapshot`: a read-only
 * REPEATABLE READ transaction on PostgreSQL; on the embedded database, the writes held while the site's reads go on
 * between the dump's short statements), then the files
 * its rows name are copied while this process deletes none: a picture uploaded during a backup is in it with its
 * row and file, or not at all (its file is stored before its row is written). Picture sizes (`variants/`) are
 * left out: the site makes them again from the originals.
 */
import 'server-only';

import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

import { type SQL, sql } from 'drizzle-orm';
import * as tar from 'tar';

import { type BackupManifest, backupFormat } from '@/schemas/backup';
import type { Config } from '../config';
import { privateFileMode, privateFolderMode } from '../data-dir';
import type { DatabaseHandle } from '../db/client';
import { holdingDeletions } from '../media/deletion-gate';
import { catchUpSearchIndex } from '../search/upkeep';
import { isValidMediaKey, type MediaStorage } from '../media/types';
import {
  type Executor,
  knownMigrations,
  lastMigration,
  listSequences,
  listTables,
  primaryKey,
  quoted,
  rowsOf,
} from './catalog';
import { eachLimited, hashing, partialNames } from './files';

export interface BackupSource {
  handle: DatabaseHandle;
  storage: MediaStorage;
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 's3'>;
}

export interface BackupResult {
  file: string;
  /** The archive's size in bytes. */
  size: number;
  manifest: BackupManifest;
}

/** A backup abandoned because the server is stopping. */
export class BackupAbandoned extends Error {
  constructor() {
    super('The backup was abandoned: the server is stopping.');
  }
}

/**
 * Rows read from a table in one statement. The embedded database runs a statement on the server's own thread, and
 * the site's reads wait for it: a larger one holds every page meanwhile (2,000 rows of machines: over 2 s on the
 * benchmark's machine).
 */
const batch = 250;

/**
 * Writes a backup of `source` to `file` (replaced if it exists), under a hidden name until it is whole. On any
 * failure, or when `signal` aborts, nothing is left but what was there before.
 */
export async function writeBackup(source: BackupSource, file: string, signal?: AbortSignal): Promise<BackupResult> {
  const partial = partialNames(path.resolve(file));
  await fs.mkdir(partial.folder, { recursive: true, mode: privateFolderMode });
  try {
    const manifest = await gather(source, partial.folder, signal);
    // Pictures and videos are compressed already: the fastest level saves nearly as much on the rest.
    await tar.c({ gzip: { level: 1 }, cwd: partial.folder, file: partial.archive, portable: true }, [
      'manifest.json',
      'database',
      'media',
    ]);
    if (signal?.aborted) throw new BackupAbandoned();
    await fs.chmod(partial.archive, privateFileMode);
    const { size } = await fs.stat(partial.archive);
    await fs.rename(partial.archive, file);
    return { file: path.resolve(file), size, manifest };
  } finally {
    await fs.rm(partial.archive, { force: true });
    await fs.rm(partial.folder, { recursive: true, force: true });
  }
}

/** Writes the database, the files and the manifest into `folder`; answers the manifest. */
async function gather(source: BackupSource, folder: string, signal?: AbortSignal): Promise<BackupManifest> {
  const { handle, storage, config } = source;
  await fs.mkdir(path.join(folder, 'database'), { mode: privateFolderMode });
  await fs.mkdir(path.join(folder, 'media'), { mode: privateFolderMode });
  const createdAt = new Date().toISOString();
  const { tables, sequences, migration, files, missing } = await holdingDeletions(async () => {
    const snapshot = await handle.snapshot(async (db) => {
      // The embedded database's snapshot holds the saves: the index rows they noted are made first, so that the
      // searches meanwhile have none to make and write nothing (search/upkeep.ts). PostgreSQL's snapshot is a
      // read-only transaction of its own, which the notes and the rows they name reach together or not at all.
      if (handle.kind === 'pglite') await catchUpSearchIndex(db);
      return dumpDatabase(db, path.join(folder, 'database'), signal);
    });
    // Read from the files once the snapshot has ended: the embedded database's writes wait while it lasts.
    const keys = await keysNamedIn(path.join(folder, 'database'), Object.keys(snapshot.tables));
    const copied = await copyFiles(storage, [...keys].sort(), path.join(folder, 'media'), signal);
    return { ...snapshot, ...copied };
  });
  const manifest: BackupManifest = {
    format: backupFormat,
    app: await appIdentity(),
    createdAt,
    source: {
      host: os.hostname(),
      database: config.databaseUrl ? 'postgresql' : 'embedded',
      media: config.s3 ? 'bucket' : 'folder',
      where: describeSource(config),
    },
    migration: migration
      ? {
          ...migration,
          tag: knownMigrations().find((known) => known.createdAt === migration.createdAt)?.tag ?? null,
        }
      : null,
    tables,
    sequences,
    files,
    missing,
  };
  await fs.writeFile(path.join(folder, 'manifest.json'), JSON.stringify(manifest, null, 1), {
    mode: privateFileMode,
  });
  return manifest;
}

/** Where a backup was taken from, without any password: the database and the media store. */
export function describeSource(config: BackupSource['config']): string {
  let database = `embedded database in ${config.dataDir}`;
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    database = `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  }
  const media = config.s3 ? `bucket ${config.s3.bucket}` : `media folder ${path.join(config.dataDir, 'media')}`;
  return `${database}, ${media}`;
}

async function appIdentity(): Promise<BackupManifest['app']> {
  const pkg = JSON.parse(await fs.readFile(path.join(process.cwd(), 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  return { name: pkg.name, version: pkg.version };
}

interface Snapshot {
  tables: BackupManifest['tables'];
  sequences: BackupManifest['sequences'];
  migration: { createdAt: number; hash: string } | null;
}

/** Every table of `public` as JSON lines in `folder`, read in batches, with the sequences and the migration. */
async function dumpDatabase(db: Executor, folder: string, signal?: AbortSignal): Promise<Snapshot> {
  const snapshot: Snapshot = { tables: {}, sequences: {}, migration: await lastMigration(db) };
  for (const table of await listTables(db)) {
    if (signal?.aborted) throw new BackupAbandoned();
    const digest = hashing();
    const out = createWriteStream(path.join(folder, `${table}.ndjson`), { mode: privateFileMode });
    const written = pipeline(digest, out);
    let rows = 0;
    for await (const chunk of batches(db, table)) {
      rows += chunk.length;
      if (!digest.write(chunk.map((row) => `${row}\n`).join(''))) {
        await new Promise((resolve) => digest.once('drain', resolve));
      }
    }
    digest.end();
    await written;
    snapshot.tables[table] = { rows, ...digest.digest() };
  }
  for (const sequence of await listSequences(db)) {
    const [state] = await rowsOf<{ value: string; called: boolean }>(
      db,
      sql`select last_value::text as value, is_called as called from ${quoted(sequence)}`,
    );
    if (state) snapshot.sequences[sequence] = state;
  }
  return snapshot;
}

/**
 * A table's rows as JSON, `batch` at a time, each batch one short statement that starts after the last row of the
 * one before: in the order of the primary key (through its index), or of the rows' places for a table without one.
 */
async function* batches(db: Executor, table: string): AsyncGenerator<string[]> {
  const key = await primaryKey(db, table);
  const name = quoted(table);
  let after: SQL = sql`true`;
  for (;;) {
    const chunk = key.length
      ? await rowsOf<{ row: string; last: string[] }>(
          db,
          sql`select to_jsonb(t)::text as "row", array[${sql.join(
            key.map((column) => sql`${sql.identifier(column.name)}::text`),
            sql`, `,
          )}] as "last" from ${name} t where ${after} order by ${sql.join(
            key.map((column) => sql.identifier(column.name)),
            sql`, `,
          )} limit ${sql.raw(String(batch))}`,
        )
      : await rowsOf<{ row: string; last: string[] }>(
          db,
          sql`select to_jsonb(t)::text as "row", array[ctid::text] as "last" from ${name} t where ${after}
              order by ctid limit ${sql.raw(String(batch))}`,
        );
    if (chunk.length === 0) return;
    yield chunk.map(({ row }) => row);
    if (chunk.length < batch) return;
    const last = chunk.at(-1)!.last;
    after = key.length
      ? sql`(${sql.join(
          key.map((column) => sql.identifier(column.name)),
          sql`, `,
        )}) > (${sql.join(
          key.map((column, index) => sql`${last[index]}::${sql.raw(column.type)}`),
          sql`, `,
        )})`
      : sql`ctid > ${last[0]}::tid`;
  }
}

/** The media keys that the rows of the tables' files in `folder` name. */
async function keysNamedIn(folder: string, tables: string[]): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const table of tables) {
    const lines = readline.createInterface({ input: createReadStream(path.join(folder, `${table}.ndjson`)) });
    for await (const line of lines) if (line) collectKeys(JSON.parse(line), keys);
  }
  return keys;
}

/**
 * The media keys among a row's values, at any depth (a JSON column too): strings shaped like the keys the product
 * makes, which always have a folder (`machines/12/….webp`).
 */
function collectKeys(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (value.includes('/') && isValidMediaKey(value)) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectKeys(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collectKeys(item, into);
  }
}

/** Copies each file into `folder` under its key; a file gone from the store meanwhile is counted as missing. */
async function copyFiles(storage: MediaStorage, keys: string[], folder: string, signal?: AbortSignal) {
  const files: BackupManifest['files'] = [];
  const missing: string[] = [];
  await eachLimited(keys, 8, async (key) => {
    if (signal?.aborted) throw new BackupAbandoned();
    const size = await storage.size(key);
    if (size === null) {
      missing.push(key);
      return;
    }
    const target = path.join(folder, key);
    await fs.mkdir(path.dirname(target), { recursive: true, mode: privateFolderMode });
    const digest = hashing();
    const body = Readable.fromWeb((await storage.stream(key, 0, size)) as WebReadableStream<Uint8Array>);
    await pipeline(body, digest, createWriteStream(target, { mode: privateFileMode }));
    files.push({ key, ...digest.digest() });
  });
  files.sort((a, b) => a.key.localeCompare(b.key));
  return { files, missing: missing.sort() };
}

/**
 * Restoring a backup into the configured database and media store. Everything is checked before anything is
 * written: the archive must read to its end, its manifest must be one this version understands (an archive from a
 * newer version is refused), and every file must have the size and SHA-256 its manifest gives. The target must be
 * empty unless `replace` is asked for. Then the media files are stored and the database is written in one
 * transaction: the archive's schema is made by this version's migrations up to the archive's, its rows are
 * loaded, the later migrations run on them, and the sequences are set where they stood. A failure rolls the
 * database back and removes the files stored for it, so an empty target stays empty.
 */
import 'server-only';

import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { Readable } from 'node:stream';

import { sql } from 'drizzle-orm';
import * as tar from 'tar';

import { type BackupManifest, backupFormat, backupManifestSchema } from '@/schemas/backup';
import { privateFolderMode } from '../data-dir';
import type { DatabaseHandle } from '../db/client';
import { isValidMediaKey, type MediaStorage, mediaTypeOf, variantFolder } from '../media/types';
import {
  applyMigrations,
  type Executor,
  foreignKeys,
  knownMigrations,
  lastMigration,
  listColumns,
  listTables,
  parentsFirst,
  quoted,
  rowsOf,
  selfReferencing,
} from './catalog';
import { digestOf, eachLimited } from './files';

/** A restore refused or failed for a reason its message states in one line. */
export class RestoreError extends Error {}

export interface RestoreTarget {
  handle: DatabaseHandle;
  storage: MediaStorage;
}

/** What a target holds: rows per table (those with rows) and media files. */
export interface TargetContents {
  rows: Record<string, number>;
  files: number;
}

export interface RestoreReport {
  manifest: BackupManifest;
  /** Rows restored per table. */
  rows: Record<string, number>;
  files: number;
  bytes: number;
  /** What was there before and was overwritten (`replace`), or null for an empty target. */
  replaced: TargetContents | null;
  /** Migrations run after the archive's rows were loaded (the archive was behind this version). */
  migrated: number;
}

export interface VerifiedArchive {
  folder: string;
  manifest: BackupManifest;
  remove(): Promise<void>;
}

/** Rows sent in one statement, unless their table points at itself (then all in one, checked at its end). */
const batchRows = 1000;
const batchBytes = 8 * 1024 * 1024;

/** Files larger than this are stored from a stream rather than read whole. */
const streamAbove = 16 * 1024 * 1024;

/**
 * Unpacks `file` into a private folder and checks it whole; throws a RestoreError saying what is wrong. The
 * caller removes the folder.
 */
export async function verifyArchive(file: string, workDir = os.tmpdir()): Promise<VerifiedArchive> {
  const stat = await fs.stat(file).catch(() => null);
  if (!stat?.isFile()) throw new RestoreError(`${file} is not a file.`);
  const folder = await fs.mkdtemp(path.join(workDir, 'jorat-restore-'));
  await fs.chmod(folder, privateFolderMode);
  const remove = async () => {
    // A failed extraction may still be writing files for a moment after it fails: removed until nothing is left.
    for (let attempt = 0; attempt < 20; attempt++) {
      await fs.rm(folder, { recursive: true, force: true, maxRetries: 3 }).catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (!(await fs.stat(folder).catch(() => null))) return;
    }
  };
  try {
    const manifest = await unpack(file, folder);
    return { folder, manifest, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

async function unpack(file: string, folder: string): Promise<BackupManifest> {
  const refused: string[] = [];
  try {
    await tar.x({
      file,
      cwd: folder,
      strict: true,
      // Files and folders only: a link could point anywhere.
      filter: (entry, stat) => {
        const type = 'type' in stat ? stat.type : 'File';
        if (type === 'File' || type === 'Directory' || type === 'OldFile') return true;
        refused.push(entry);
        return false;
      },
    });
  } catch (error) {
    throw new RestoreError(
      `${file} cannot be read as a backup archive: it is truncated, damaged or not a .tar.gz (${(error as Error).message}).`,
    );
  }
  if (refused.length > 0) throw new RestoreError(`${file} holds links (${refused[0]}): not a backup of this site.`);

  let raw: unknown;
  try {
    raw = JSON.parse(await fs.readFile(path.join(folder, 'manifest.json'), 'utf8'));
  } catch {
    throw new RestoreError(`${file} has no readable manifest.json: not a backup of this site.`);
  }
  const format = (raw as { format?: unknown } | null)?.format;
  if (typeof format === 'number' && format > backupFormat) {
    throw new RestoreError(
      `${file} was made by a newer version of the site (archive format ${format}): upgrade first.`,
    );
  }
  const parsed = backupManifestSchema.safeParse(raw);
  if (!parsed.success) throw new RestoreError(`${file} has an invalid manifest: not a backup of this site.`);
  const manifest = parsed.data;
  checkMigration(manifest);

  const expected = new Map<string, { size: number; sha256: string }>();
  for (const [table, entry] of Object.entries(manifest.tables)) expected.set(`database/${table}.ndjson`, entry);
  for (const entry of manifest.files) {
    if (!isValidMediaKey(entry.key))
      throw new RestoreError(`${file} names a media file ${entry.key} the site never makes.`);
    expected.set(`media/${entry.key}`, entry);
  }
  const present = (await fs.readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((name) => name !== 'manifest.json');
  const unexpected = present.find((name) => !expected.has(name));
  if (unexpected) throw new RestoreError(`${file} holds ${unexpected}, which its manifest does not list: refused.`);
  const absent = [...expected.keys()].find((name) => !present.includes(name));
  if (absent) throw new RestoreError(`${file} lacks ${absent}, which its manifest lists: the archive is incomplete.`);
  await eachLimited([...expected], 4, async ([name, entry]) => {
    const actual = await digestOf(path.join(folder, name));
    if (actual.size !== entry.size || actual.sha256 !== entry.sha256) {
      throw new RestoreError(`${file}: ${name} does not match its checksum in the manifest: the archive was altered.`);
    }
  });
  return manifest;
}

/** Refuses an archive whose schema this version does not know: a newer version's, or one of another line. */
function checkMigration(manifest: BackupManifest) {
  const known = knownMigrations();
  const latest = known.at(-1)!;
  const migration = manifest.migration;
  if (!migration) throw new RestoreError('The archive holds no schema (its database was never migrated).');
  if (migration.createdAt > latest.createdAt) {
    throw new RestoreError(
      `The archive was made by a newer version of the site (schema ${migration.tag ?? migration.createdAt}, ` +
        `this version knows up to ${latest.tag}): upgrade the site first, then restore.`,
    );
  }
  if (!known.some((entry) => entry.createdAt === migration.createdAt)) {
    throw new RestoreError(
      `The archive's schema (${migration.tag ?? migration.createdAt}) is not one this version knows: restore it with the version that made it.`,
    );
  }
}

/** What the target holds now. */
export async function targetContents(target: RestoreTarget): Promise<TargetContents> {
  const rows: Record<string, number> = {};
  for (const table of await listTables(target.handle.db)) {
    const [row] = await rowsOf<{ count: number }>(
      target.handle.db,
      sql`select count(*)::int as count from ${quoted(table)}`,
    );
    if (row && row.count > 0) rows[table] = row.count;
  }
  return { rows, files: (await target.storage.list('')).length };
}

export const isEmpty = (contents: TargetContents) => contents.files === 0 && Object.keys(contents.rows).length === 0;

/** "12 rows in 3 tables (machines 10, pictures 1, app_state 1) and 40 media files". */
export function describeContents(contents: TargetContents): string {
  const tables = Object.entries(contents.rows).sort(([, a], [, b]) => b - a);
  const total = tables.reduce((sum, [, count]) => sum + count, 0);
  const list = tables.map(([table, count]) => `${table} ${count}`).join(', ');
  return `${total} rows in ${tables.length} tables${tables.length ? ` (${list})` : ''} and ${contents.files} media files`;
}

/**
 * Restores a verified archive into `target`. Refuses a target that holds anything unless `replace`; with it,
 * what the target held is replaced (rows deleted, files the archive does not hold removed).
 */
export async function restoreArchive(
  archive: VerifiedArchive,
  target: RestoreTarget,
  options: { replace: boolean },
): Promise<RestoreReport> {
  const { manifest, folder } = archive;
  const before = await targetContents(target);
  const empty = isEmpty(before);
  if (!empty && !options.replace) {
    throw new RestoreError(
      `The target is not empty: it holds ${describeContents(before)}. Restore into an empty database and media ` +
        'store, or run again with --replace to overwrite them.',
    );
  }
  const existing = new Map((await target.storage.list('')).map((file) => [file.key, file]));
  const stored = await storeFiles(archive, target.storage, existing);
  let migrated: number;
  try {
    migrated = await target.handle.db.transaction((tx) => loadDatabase(tx, manifest, folder));
  } catch (error) {
    await Promise.allSettled(stored.map((key) => target.storage.delete(key)));
    throw error instanceof RestoreError
      ? error
      : new RestoreError(`Writing the database failed, nothing was changed: ${(error as Error).message}`);
  }
  if (!empty) await removeOthers(target.storage, existing, manifest);
  return {
    manifest,
    rows: Object.fromEntries(Object.entries(manifest.tables).map(([table, entry]) => [table, entry.rows])),
    files: manifest.files.length,
    bytes: manifest.files.reduce((sum, file) => sum + file.size, 0),
    replaced: empty ? null : before,
    migrated,
  };
}

/** Stores the archive's files that the target lacks; answers their keys (removed again if the database fails). */
async function storeFiles(archive: VerifiedArchive, storage: MediaStorage, existing: Map<string, unknown>) {
  const stored: string[] = [];
  try {
    await eachLimited(archive.manifest.files, 8, async (file) => {
      // A key is never reused for other content: the same key is the same file.
      if (existing.has(file.key) && (await storage.size(file.key)) === file.size) return;
      const source = path.join(archive.folder, 'media', file.key);
      const type = mediaTypeOf(file.key) ?? 'application/octet-stream';
      if (file.size > streamAbove) {
        const body = Readable.toWeb(createReadStream(source)) as ReadableStream<Uint8Array>;
        await storage.putStream(file.key, body, file.size, type);
      } else {
        await storage.put(file.key, new Uint8Array(await fs.readFile(source)), type);
      }
      stored.push(file.key);
    });
  } catch (error) {
    await Promise.allSettled(stored.map((key) => storage.delete(key)));
    throw new RestoreError(`Storing the media files failed, nothing was changed: ${(error as Error).message}`);
  }
  return stored;
}

/** After a replace: removes the files the archive does not hold, but the sizes made of pictures it does hold. */
async function removeOthers(storage: MediaStorage, existing: Map<string, unknown>, manifest: BackupManifest) {
  const kept = new Set(manifest.files.map((file) => file.key));
  const keptVariants = manifest.files.map((file) => variantFolder(file.key));
  const others = [...existing.keys()].filter(
    (key) => !kept.has(key) && !keptVariants.some((folder) => key.startsWith(folder)),
  );
  await eachLimited(others, 8, (key) => storage.delete(key));
}

/** The database part, in one transaction; answers how many migrations ran after the rows were loaded. */
async function loadDatabase(tx: Executor, manifest: BackupManifest, folder: string): Promise<number> {
  const known = knownMigrations();
  const archiveLevel = manifest.migration!.createdAt;
  let current = await lastMigration(tx);
  if (current && current.createdAt > archiveLevel) {
    // The target was made by this newer version: its schema is made again at the archive's level.
    await tx.execute(sql`drop schema if exists "drizzle" cascade`);
    await tx.execute(sql`drop schema "public" cascade`);
    await tx.execute(sql`create schema "public"`);
    current = null;
  }
  const from = current?.createdAt ?? -Infinity;
  await applyMigrations(
    tx,
    known.filter((migration) => migration.createdAt > from && migration.createdAt <= archiveLevel),
  );

  const tables = await listTables(tx);
  if (tables.length > 0)
    await tx.execute(sql.raw(`truncate table ${tables.map((t) => `"${t}"`).join(', ')} restart identity cascade`));
  const unknown = Object.keys(manifest.tables).find((table) => !tables.includes(table));
  if (unknown) throw new RestoreError(`The archive holds a table ${unknown} that its schema does not have: refused.`);
  const selfReferring = await selfReferencing(tx);
  // The rows come back as they were, derived ones included (the search's index): the triggers that keep those
  // current would write them a second time. Off while loading (the owner's right, no superuser needed), on again after.
  const triggers = async (state: 'disable' | 'enable') => {
    for (const table of tables) await tx.execute(sql.raw(`alter table "${table}" ${state} trigger user`));
  };
  await triggers('disable');
  for (const table of parentsFirst(Object.keys(manifest.tables), await foreignKeys(tx))) {
    const loaded = await loadTable(
      tx,
      table,
      path.join(folder, 'database', `${table}.ndjson`),
      selfReferring.has(table),
    );
    if (loaded !== manifest.tables[table]!.rows) {
      throw new RestoreError(
        `The archive's ${table} holds ${loaded} rows, its manifest says ${manifest.tables[table]!.rows}.`,
      );
    }
  }

  await triggers('enable');

  const later = known.filter((migration) => migration.createdAt > archiveLevel);
  await applyMigrations(tx, later);

  for (const [sequence, state] of Object.entries(manifest.sequences)) {
    const [exists] = await rowsOf<{ found: boolean }>(
      tx,
      sql`select to_regclass(${`public.${sequence}`}) is not null as found`,
    );
    if (exists?.found) {
      await tx.execute(sql`select setval(${`public.${sequence}`}::regclass, ${state.value}::bigint, ${state.called})`);
    }
  }
  return later.length;
}

/** Inserts a table's JSON lines in batches; answers how many rows. */
async function loadTable(tx: Executor, table: string, file: string, whole: boolean): Promise<number> {
  const columns = (await listColumns(tx, table)).filter((column) => !column.generated);
  const names = sql.join(
    columns.map((column) => quoted(column.name)),
    sql`, `,
  );
  const overriding = columns.some((column) => column.identityAlways) ? sql` overriding system value` : sql``;
  let rows: string[] = [];
  let bytes = 0;
  let count = 0;
  const flush = async () => {
    if (rows.length === 0) return;
    const json = `[${rows.join(',')}]`;
    await tx.execute(
      sql`insert into ${quoted(table)} (${names})${overriding} select ${names} from jsonb_populate_recordset(null::${quoted(table)}, ${json}::text::jsonb)`,
    );
    count += rows.length;
    rows = [];
    bytes = 0;
  };
  const lines = readline.createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line === '') continue;
    rows.push(line);
    bytes += line.length;
    if (!whole && (rows.length >= batchRows || bytes >= batchBytes)) await flush();
  }
  await flush();
  return count;
}

/** Checks `file` whole, then restores it into `target` (see restoreArchive). */
export async function restoreFromFile(
  file: string,
  target: RestoreTarget,
  options: { replace: boolean; workDir?: string },
): Promise<RestoreReport> {
  const archive = await verifyArchive(file, options.workDir);
  try {
    return await restoreArchive(archive, target, options);
  } finally {
    await archive.remove();
  }
}

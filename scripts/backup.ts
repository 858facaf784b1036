/**
 * `npm run backup -- [PATH]`: writes a backup of the site (database, media files, manifest) to PATH, or to a dated
 * file in PATH when it is a folder, or in the current folder. Same environment as the site. With the embedded
 * database while the server runs, the server makes it (src/server/backup/control.ts); otherwise this process
 * does, from a consistent snapshot. See docs/operations.md#backups.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

import {
  type BackupSummary,
  type ControlFile,
  controlFileOf,
  destinationHeader,
  summaryHeader,
} from '../src/server/backup/control';
import { writeBackup } from '../src/server/backup/create';
import { datedName, partialNames } from '../src/server/backup/files';
import { recordBackup } from '../src/server/backup/service';
import { readConfig } from '../src/server/config';
import { restrictNewFilesToOwner } from '../src/server/data-dir';
import { installDatabaseHandle } from '../src/server/db';
import { openDatabase } from '../src/server/db/client';
import { lockHolder } from '../src/server/db/lock';
import { mediaStorage } from '../src/server/media/storage';
import { fail, oneLine } from './archive-cli';

restrictNewFilesToOwner();

/** The archive's file: PATH, or a dated name in PATH (a folder) or in the current folder. */
function destination(argument: string | undefined, now: Date): string {
  const target = path.resolve(argument ?? '.');
  const isFolder = fs.statSync(target, { throwIfNoEntry: false })?.isDirectory() ?? argument?.endsWith('/');
  if (isFolder) {
    fs.mkdirSync(target, { recursive: true });
    return path.join(target, datedName(now));
  }
  if (!fs.existsSync(path.dirname(target))) fail(`The folder ${path.dirname(target)} does not exist.`);
  return target;
}

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

function report(file: string, summary: BackupSummary) {
  console.log(
    `Backup written: ${file} (${megabytes(summary.size)}): ${summary.rows} rows in ${summary.tables} tables, ` +
      `${summary.files} media files.`,
  );
  if (summary.missing.length > 0) {
    console.warn(
      `Warning: ${summary.missing.length} files named by the database were deleted while the backup ran and are ` +
        `not in it (${summary.missing.slice(0, 3).join(', ')}).`,
    );
  }
  console.log('It holds personal data (requests, accounts): keep it as such.');
}

/** Asks the server that holds the embedded database for the archive, and writes it aside, then under its name. */
async function fromServer(dataDir: string, file: string) {
  let control: ControlFile;
  try {
    control = JSON.parse(fs.readFileSync(controlFileOf(dataDir), 'utf8')) as ControlFile;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    fail(
      code === 'EACCES'
        ? `Cannot read ${controlFileOf(dataDir)}: run the backup as the user the site runs as.`
        : `The server that holds ${dataDir} does not take backup requests (no ${path.basename(controlFileOf(dataDir))}): update and restart it, or stop it and run the backup again.`,
    );
  }
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${control.port}/backup`, {
      method: 'POST',
      headers: { authorization: `Bearer ${control.token}`, [destinationHeader]: `${os.hostname()}:${file}` },
    });
  } catch {
    fail(`The server that holds ${dataDir} (process ${control.pid}) does not answer.`);
  }
  if (!response.ok || !response.body) {
    const detail = ((await response.json().catch(() => ({}))) as { error?: string }).error;
    fail(`The server could not make the backup: ${detail ?? `status ${response.status}`}`);
  }
  const summary = JSON.parse(
    Buffer.from(response.headers.get(summaryHeader) ?? '', 'base64url').toString(),
  ) as BackupSummary;
  const partial = partialNames(file).archive;
  try {
    await pipeline(
      Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
      fs.createWriteStream(partial, { mode: 0o600 }),
    );
    if (fs.statSync(partial).size !== summary.size) throw new Error('the transfer was cut');
    fs.renameSync(partial, file);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  report(file, summary);
}

/** Makes the backup in this process: PostgreSQL, or the embedded database when no server holds it. */
async function here(file: string) {
  const config = readConfig();
  const handle = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  installDatabaseHandle(handle);
  try {
    const result = await writeBackup({ handle, storage: mediaStorage(), config }, file);
    const rows = Object.values(result.manifest.tables).reduce((sum, table) => sum + table.rows, 0);
    report(result.file, {
      size: result.size,
      tables: Object.keys(result.manifest.tables).length,
      rows,
      files: result.manifest.files.length,
      missing: result.manifest.missing,
    });
    if (config.databaseUrl) {
      const where = `${os.hostname()}:${result.file}`;
      await recordBackup({ at: result.manifest.createdAt, ok: true, where, size: result.size, error: null });
    }
  } finally {
    await handle.close();
  }
}

async function main() {
  const args = process.argv.slice(2);
  if (args.length > 1 || args[0]?.startsWith('-')) fail('Usage: npm run backup -- [FILE or FOLDER]');
  const config = readConfig();
  const file = destination(args[0], new Date());
  if (!config.databaseUrl && lockHolder(config.dataDir)) await fromServer(config.dataDir, file);
  else await here(file);
}

main().catch((error: unknown) => fail(`Backup failed: ${oneLine(error)}`));

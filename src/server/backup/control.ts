/**
 * How `npm run backup` asks a running server for a backup of the embedded database, which only that server may
 * open. The server listens on the loopback interface, on a port of the system's choosing, and writes the port with
 * a random token to `DATA_DIR/backup-control.json`, readable by the app's user alone (like the database's files).
 * A call must carry the token; it is answered with the archive, which the command writes where it was asked.
 */
import 'server-only';

import { randomBytes, createHash, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

import { makePrivateFolder, privateFileMode } from '../data-dir';
import { backUpTo, recordBackup } from './service';

export interface ControlFile {
  pid: number;
  port: number;
  token: string;
}

export const controlFileOf = (dataDir: string) => path.join(dataDir, 'backup-control.json');
const transferFolderOf = (dataDir: string) => path.join(dataDir, 'backup-transfer');

/** The header in which the command names the file it writes (host and path). */
export const destinationHeader = 'x-backup-destination';

/** The header that carries the archive's summary (JSON, base64url). */
export const summaryHeader = 'x-backup-summary';

export interface BackupSummary {
  size: number;
  tables: number;
  rows: number;
  files: number;
  missing: string[];
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Starts the listener and writes the control file; answers a function that closes both. */
export async function openBackupControl(dataDir: string): Promise<() => Promise<void>> {
  const token = randomBytes(32).toString('base64url');
  const transfer = transferFolderOf(dataDir);
  // What a killed server was sending.
  await fs.rm(transfer, { recursive: true, force: true });
  const server = http.createServer((request, response) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(given), digest(token))) {
      response.writeHead(401).end();
      return;
    }
    if (request.method !== 'POST' || request.url !== '/backup') {
      response.writeHead(404).end();
      return;
    }
    // Where the command writes it, for the dashboard's record of the last backup.
    const destination = String(request.headers[destinationHeader] ?? '').slice(0, 1000);
    void answerBackup(transfer, response, destination);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as { port: number };
  const file = controlFileOf(dataDir);
  const partial = `${file}.${process.pid}.partial`;
  await fs.writeFile(partial, JSON.stringify({ pid: process.pid, port, token } satisfies ControlFile), {
    mode: privateFileMode,
  });
  await fs.rename(partial, file);
  return async () => {
    await new Promise((resolve) => server.close(resolve));
    server.closeAllConnections();
    await fs.rm(file, { force: true });
  };
}

async function answerBackup(transfer: string, response: http.ServerResponse, destination: string) {
  makePrivateFolder(transfer);
  const folder = await fs.mkdtemp(path.join(transfer, 'backup-'));
  try {
    const result = await backUpTo(path.join(folder, 'backup.tar.gz'));
    const rows = Object.values(result.manifest.tables).reduce((sum, table) => sum + table.rows, 0);
    const summary: BackupSummary = {
      size: result.size,
      tables: Object.keys(result.manifest.tables).length,
      rows,
      files: result.manifest.files.length,
      missing: result.manifest.missing,
    };
    response.writeHead(200, {
      'Content-Type': 'application/gzip',
      'Content-Length': result.size,
      [summaryHeader]: Buffer.from(JSON.stringify(summary)).toString('base64url'),
    });
    const sent = await new Promise<boolean>((resolve) => {
      const stream = createReadStream(result.file);
      stream.pipe(response);
      response.once('close', () => {
        stream.destroy();
        resolve(response.writableFinished);
      });
    });
    if (sent) {
      const record = { at: result.manifest.createdAt, ok: true, where: destination, size: result.size, error: null };
      await recordBackup(record).catch(() => {});
    }
  } catch (error) {
    if (!response.headersSent) {
      response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: (error as Error).message }));
    } else response.destroy();
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

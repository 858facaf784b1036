/**
 * A fresh database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL names a PostgreSQL server, a
 * throwaway database created there and dropped afterwards; either way a copy of the migrated database that
 * global-setup.mjs made once, and empty.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';

import postgres from 'postgres';

import { type DatabaseHandle, openDatabase } from '@/server/db/client';
import { installDatabaseHandle } from '@/server/db';

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const image = process.env.TEST_PGLITE_IMAGE;
  const handle = serverUrl
    ? await throwawayPostgres(serverUrl)
    : await openDatabase({ memory: true, image: image ? new Blob([fs.readFileSync(image)]) : undefined });
  await handle.migrate();
  installDatabaseHandle(handle);
  return handle;
}

async function throwawayPostgres(serverUrl: string): Promise<DatabaseHandle> {
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  // A copy of global-setup.mjs's migrated template when there is one.
  const template = process.env.TEST_TEMPLATE_DATABASE;
  await admin.unsafe(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** Counts the statements sent to the database from now on: PGlite's `query`, or postgres.js's `unsafe`. */
export function countQueries(handle: DatabaseHandle) {
  const client = (handle.db as unknown as { $client: Record<string, (...args: unknown[]) => unknown> }).$client;
  const method = handle.kind === 'pglite' ? 'query' : 'unsafe';
  const spy = jest.spyOn(client, method);
  return { count: () => spy.mock.calls.length, restore: () => spy.mockRestore() };
}

/**
 * The application's one database connection, opened on first use and shared by every caller in the process.
 * Kept on globalThis because Next.js may load this module more than once (instrumentation, routes).
 */
import 'server-only';

import { readConfig } from '../config';
import { type Database, type DatabaseHandle, openDatabase } from './client';

export type { Database } from './client';

/** A transaction of the database: what `db.transaction` gives its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export { rowsOf } from './rows';

const slot = Symbol.for('jorat.database');
type Slot = { [slot]?: Promise<DatabaseHandle> };
const holder = globalThis as Slot;

/** The process's database handle, opened (and, when embedded, locked) on first call. */
export function databaseHandle(): Promise<DatabaseHandle> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    // Build workers must never open the runtime database (a shared PGlite folder would be corrupted).
    throw new Error('The database was asked for during `next build`: that page must render at request time.');
  }
  holder[slot] ??= open().catch((error: unknown) => {
    // Do not keep a failed open: the next call tries again.
    delete holder[slot];
    throw error;
  });
  return holder[slot];
}

export async function database(): Promise<Database> {
  return (await databaseHandle()).db;
}

/** Makes `handle` the process's database (tests, command-line scripts). */
export function installDatabaseHandle(handle: DatabaseHandle): void {
  holder[slot] = Promise.resolve(handle);
}

export async function closeDatabase(): Promise<void> {
  const handle = holder[slot];
  delete holder[slot];
  if (handle) await (await handle).close();
}

function open(): Promise<DatabaseHandle> {
  const config = readConfig();
  return openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
}

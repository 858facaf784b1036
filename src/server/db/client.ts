/**
 * Opening the database: PGlite in DATA_DIR by default, PostgreSQL through postgres.js when DATABASE_URL is set.
 * Both are the same PostgreSQL, so the schema, the migrations and every query are shared.
 */
import 'server-only';

import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';

import { pgliteFolder } from '../config';
import { closeTree, makePrivateFolder } from '../data-dir';
import { lockDataDir, releaseDataDir } from './lock';
import { pgliteExtensions } from './pglite-extensions';
import { onlyReads, type WriteGate, writeGate } from './write-gate';
import * as relations from './relations';
import * as tables from './schema';

/** The tables and how they relate: Drizzle's relational queries (`db.query.*`) need both. */
const schema = { ...tables, ...relations };
export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  /** A PostgreSQL server. */
  | { url: string }
  /** The embedded database kept in DATA_DIR, which stays locked while it is open. */
  | { dataDir: string }
  /**
   * A throwaway embedded database, for tests: empty, or a copy of `image` (a `dumpDataDir()` of one already
   * migrated), which spares each test file the few seconds PGlite takes to create a database.
   */
  | { memory: true; image?: Blob };

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** Applies the migrations of drizzle/ that have not been applied yet. */
  migrate(): Promise<void>;
  /**
   * Runs `task` while no other instance does the same, for start-up work such as migrating and seeding
   * when several instances share one PostgreSQL server. The embedded database is already exclusive.
   */
  exclusively<T>(task: (db: Database) => Promise<T>): Promise<T>;
  /**
   * One statement as text with `$1`, `$2`… parameters, answered the way node-postgres answers: for libraries
   * that speak SQL themselves (rate-limiter-flexible's PostgreSQL store).
   */
  query(text: string, values?: unknown[]): Promise<RawResult>;
  /**
   * Runs `task` on one consistent state of the database, for reads only (a backup). On PostgreSQL a read-only
   * REPEATABLE READ transaction, which holds no one up; on the embedded database, which runs one transaction at a
   * time, the writes wait meanwhile and the site's reads go on between the task's statements.
   */
  snapshot<T>(task: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface RawResult {
  rows: Record<string, unknown>[];
  /** Rows returned, or affected when none are returned. */
  rowCount: number;
}

export const migrationsFolder = path.resolve(process.cwd(), 'drizzle');

/** Any number: it only has to be the same in every instance of this product. */
const setupLockId = 7_119_711;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) return openPostgres(target.url);
  if ('dataDir' in target) return openPglite(target.dataDir);
  return openPglite(null, target.image);
}

async function openPglite(dataDir: string | null, image?: Blob): Promise<DatabaseHandle> {
  if (dataDir) lockDataDir(dataDir);
  try {
    let folder: string | undefined;
    if (dataDir) {
      folder = pgliteFolder(dataDir);
      // PGlite does not create missing parent folders itself.
      makePrivateFolder(folder);
    }
    const client = await PGlite.create(folder, {
      extensions: pgliteExtensions,
      ...(image ? { loadDataDir: image } : {}),
    });
    // A new database is copied from PGlite's image with modes of its own (0666), whatever the umask.
    if (folder) closeTree(folder);
    const gate = writeGate();
    const gated = gatedClient(client, gate);
    const db = drizzlePglite({ client: gated, schema });
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder }),
      exclusively: (task) => task(db),
      async query(text, values) {
        const result = await gated.query<Record<string, unknown>>(text, values);
        return { rows: result.rows, rowCount: result.rows.length || (result.affectedRows ?? 0) };
      },
      snapshot: (task) => gate.hold(() => task(drizzlePglite({ client, schema }))),
      async close() {
        await client.close();
        if (dataDir) releaseDataDir(dataDir);
      },
    };
  } catch (error) {
    if (dataDir) releaseDataDir(dataDir);
    throw error;
  }
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const options = { onnotice: () => {} };
  const client = postgres(url, { ...options, max: 10 });
  const db = drizzlePostgres({ client, schema });
  // Fail at start-up, not on the first visitor's request, when the server cannot be reached.
  await db.execute(sql`select 1`);
  return {
    db,
    kind: 'postgres',
    async migrate() {
      await migratePostgres(db, { migrationsFolder });
    },
    async exclusively(task) {
      // An advisory lock belongs to a connection, so the whole task runs on one dedicated connection.
      const single = postgres(url, { ...options, max: 1 });
      try {
        await single`select pg_advisory_lock(${setupLockId})`;
        return await task(drizzlePostgres({ client: single, schema }));
      } finally {
        await single.end();
      }
    },
    async query(text, values) {
      // rate-limiter-flexible's store hands these over untyped: strings, numbers and null, which postgres.js sends as is.
      const parameters = (values ?? []) as postgres.ParameterOrJSON<never>[];
      const result = await client.unsafe<Record<string, unknown>[]>(text, parameters);
      return { rows: [...result], rowCount: result.count };
    },
    snapshot: (task) => db.transaction(task, { isolationLevel: 'repeatable read', accessMode: 'read only' }),
    close: () => client.end(),
  };
}

/** `client` with its writes (statements, transactions) going through `gate`; plain reads go straight. */
function gatedClient(client: PGlite, gate: WriteGate): PGlite {
  const raw = {
    query: client.query.bind(client),
    exec: client.exec.bind(client),
    transaction: client.transaction.bind(client),
  };
  const gated: Record<PropertyKey, unknown> = {
    query: ((text, values, options) =>
      onlyReads(text)
        ? raw.query(text, values, options)
        : gate.write(() => raw.query(text, values, options))) as PGlite['query'],
    exec: ((text, options) => gate.write(() => raw.exec(text, options))) as PGlite['exec'],
    transaction: ((run) => gate.write(() => raw.transaction(run))) as PGlite['transaction'],
  };
  // What is set on it (a test's spy) stays in front of the rest until it is deleted again.
  const set: Record<PropertyKey, unknown> = {};
  return new Proxy(client, {
    get(target, property) {
      if (property in set) return set[property];
      if (property in gated) return gated[property];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
    set(_target, property, value) {
      set[property] = value;
      return true;
    },
    deleteProperty(_target, property) {
      delete set[property];
      return true;
    },
  });
}

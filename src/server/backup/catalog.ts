/**
 * What the backup reads from PostgreSQL's own catalog rather than from the code: the tables of the `public` schema,
 * their columns, the order their foreign keys impose, their sequences and the last migration applied. A table added
 * by a later migration is then backed up and restored without a change here.
 */
import 'server-only';

import fs from 'node:fs';
import path from 'node:path';

import { type SQL, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';

import type { Database } from '../db/client';
import { migrationsFolder } from '../db/client';

/** A database or a transaction on it: whatever runs a statement. */
export type Executor = Pick<Database, 'execute'>;

/** The rows of one statement, whichever driver answers (postgres.js gives an array, PGlite an object). */
export async function rowsOf<T extends Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

export const quoted = (name: string) => sql.identifier(name);

/** The ordinary tables of `public`, by name. */
export async function listTables(db: Executor): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
  );
  return rows.map((row) => row.name);
}

/** The sequences of `public`, by name. */
export async function listSequences(db: Executor): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  return rows.map((row) => row.name);
}

/** The columns of a table's primary key, in order, with their types; empty when it has none. */
export async function primaryKey(db: Executor, table: string): Promise<{ name: string; type: string }[]> {
  return rowsOf<{ name: string; type: string }>(
    db,
    sql`select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
        from pg_constraint k cross join lateral unnest(k.conkey) with ordinality as key(attnum, position)
        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = key.attnum
        where k.conrelid = ${`public.${table}`}::regclass and k.contype = 'p' order by key.position`,
  );
}

export interface Column {
  name: string;
  /** A generated column is computed by PostgreSQL: never inserted. */
  generated: boolean;
  /** An identity column `generated always` takes a value only with `overriding system value`. */
  identityAlways: boolean;
}

export async function listColumns(db: Executor, table: string): Promise<Column[]> {
  const rows = await rowsOf<{ name: string; generated: string; identity: string }>(
    db,
    sql`select a.attname as name, a.attgenerated::text as generated, a.attidentity::text as identity
        from pg_attribute a where a.attrelid = ${`public.${table}`}::regclass and a.attnum > 0
        and not a.attisdropped order by a.attnum`,
  );
  return rows.map((row) => ({
    name: row.name,
    generated: row.generated !== '',
    identityAlways: row.identity === 'a',
  }));
}

/** Which tables each table's foreign keys point at (itself left out). */
export async function foreignKeys(db: Executor): Promise<Map<string, Set<string>>> {
  const rows = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent from pg_constraint k
        join pg_class child on child.oid = k.conrelid join pg_class parent on parent.oid = k.confrelid
        join pg_namespace n on n.oid = k.connamespace
        where k.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid`,
  );
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of rows) {
    if (!parents.has(child)) parents.set(child, new Set());
    parents.get(child)!.add(parent);
  }
  return parents;
}

/** Tables whose foreign keys point at themselves: their rows go in one statement, which checks them at its end. */
export async function selfReferencing(db: Executor): Promise<Set<string>> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_constraint k join pg_class c on c.oid = k.conrelid
        join pg_namespace n on n.oid = k.connamespace
        where k.contype = 'f' and n.nspname = 'public' and k.conrelid = k.confrelid`,
  );
  return new Set(rows.map((row) => row.name));
}

/** `tables` with every table after the tables it points at (a cycle, which the schema has none of, keeps its order). */
export function parentsFirst(tables: string[], parents: Map<string, Set<string>>): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (placed.has(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const parent of parents.get(table) ?? []) if (tables.includes(parent)) visit(parent);
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

export interface AppliedMigration {
  createdAt: number;
  hash: string;
}

/** The last migration applied (drizzle's journal in the database), or null on a database never migrated. */
export async function lastMigration(db: Executor): Promise<AppliedMigration | null> {
  const [exists] = await rowsOf<{ found: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!exists?.found) return null;
  const [row] = await rowsOf<{ created_at: string; hash: string }>(
    db,
    sql`select created_at::text as created_at, hash from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  return row ? { createdAt: Number(row.created_at), hash: row.hash } : null;
}

export interface Migration {
  createdAt: number;
  hash: string;
  tag: string | null;
  statements: string[];
}

/** This version's migrations, oldest first, as drizzle's migrator reads them, with their names from the journal. */
export function knownMigrations(): Migration[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  return readMigrationFiles({ migrationsFolder }).map((migration) => ({
    createdAt: migration.folderMillis,
    hash: migration.hash,
    tag: journal.entries.find((entry) => entry.when === migration.folderMillis)?.tag ?? null,
    statements: migration.sql.filter((statement) => statement.trim() !== ''),
  }));
}

/**
 * Applies `migrations` in `db` (a transaction) exactly as drizzle's migrator does, recording each in its journal
 * table, so that the migrator finds them applied afterwards. Run inside the restore's one transaction, which
 * drizzle's own migrator (a transaction of its own) cannot be.
 */
export async function applyMigrations(db: Executor, migrations: Migration[]): Promise<void> {
  await db.execute(sql`create schema if not exists "drizzle"`);
  await db.execute(
    sql`create table if not exists "drizzle"."__drizzle_migrations" (id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const migration of migrations) {
    for (const statement of migration.statements) await db.execute(sql.raw(statement));
    await db.execute(
      sql`insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values (${migration.hash}, ${migration.createdAt})`,
    );
  }
}

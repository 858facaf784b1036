/**
 * What the backup tests share: databases of either kind (a migrated one to fill, an empty one never migrated to
 * restore into), a site's worth of content, and every table's rows read the same way on both.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';

import { sql } from 'drizzle-orm';
import postgres from 'postgres';

import { ensureAdminAccount } from '@/server/auth/first-admin';
import { listTables, rowsOf } from '@/server/backup/catalog';
import { type DatabaseHandle, openDatabase } from '@/server/db/client';
import { contactRequestAttachments, contactRequestHistory, contactRequests } from '@/server/db/schema';
import type { MediaStorage } from '@/server/media/types';
import { seedDemoContent } from '@/server/seed';

export type Kind = 'embedded' | 'postgresql';

/** The kinds this run can open: the embedded database always, PostgreSQL with TEST_DATABASE_URL. */
export const kinds: Kind[] = process.env.TEST_DATABASE_URL ? ['embedded', 'postgresql'] : ['embedded'];

/** A database of `kind`: migrated (a copy of the migrated image or template) or empty, never migrated. */
export async function databaseOf(kind: Kind, migrated: boolean): Promise<DatabaseHandle> {
  if (kind === 'embedded') {
    const image = process.env.TEST_PGLITE_IMAGE;
    const handle = await openDatabase({
      memory: true,
      image: migrated && image ? new Blob([fs.readFileSync(image)]) : undefined,
    });
    if (migrated) await handle.migrate();
    return handle;
  }
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `test_backup_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const template = migrated ? process.env.TEST_TEMPLATE_DATABASE : undefined;
  await admin.unsafe(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  if (migrated) await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** The demo catalogue and news with their files, an administrator, and a request with a file and its history. */
export async function fillSite(handle: DatabaseHandle, storage: MediaStorage): Promise<void> {
  await seedDemoContent(handle.db, storage);
  await ensureAdminAccount(handle.db, { username: 'alice', password: 'correct-horse-battery-staple-41' });
  const [request] = await handle.db
    .insert(contactRequests)
    .values({ kind: 'contact', name: 'Anna Muster', phonenumber: '021 555 01 23', message: 'Grüezi ✓', language: 'de' })
    .returning({ id: contactRequests.id });
  await handle.db.insert(contactRequestAttachments).values({
    request_id: request!.id,
    position: 0,
    name: 'plan.pdf',
    type: 'application/pdf',
    size: 256,
    data: new Uint8Array(Array.from({ length: 256 }, (_, index) => index)),
  });
  await handle.db
    .insert(contactRequestHistory)
    .values({ request_id: request!.id, author: 'alice', from_state: 'new', to_state: 'answered' });
}

/**
 * Every table's rows as JSON text (times in UTC), sorted: equal on two databases that hold the same. Without their
 * computed columns, which each database computes itself on a restore: the embedded database's `unaccent` folds
 * "µ" (micro sign) to "μ", PostgreSQL 15's keeps it, so the search index's folded copies of the same row differ.
 */
export async function everyRow(handle: DatabaseHandle): Promise<Record<string, string[]>> {
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone to 'UTC'`);
    const all: Record<string, string[]> = {};
    for (const table of await listTables(tx)) {
      const computed = (
        await rowsOf<{ name: string }>(
          tx,
          sql`select column_name as name from information_schema.columns
            where table_schema = 'public' and table_name = ${table} and is_generated = 'ALWAYS'`,
        )
      ).map((column) => column.name);
      const rows = await rowsOf<{ row: string }>(
        tx,
        sql`select (to_jsonb(t) - ${`{${computed.join(',')}}`}::text[])::text as "row" from ${sql.identifier(table)} t order by 1`,
      );
      all[table] = rows.map((row) => row.row);
    }
    return all;
  });
}

/**
 * Every file of a store (but the sizes made of pictures, which backups leave out) with the SHA-256 of its bytes:
 * equal on two stores whose files have the same bytes.
 */
export async function everyFile(storage: MediaStorage): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  const keys = (await storage.list('')).map((file) => file.key).filter((key) => !key.startsWith('variants/'));
  for (const key of keys.sort())
    files[key] = createHash('sha256')
      .update((await storage.get(key))!)
      .digest('hex');
  return files;
}

/** The first difference between two databases' rows, as `table: row` lines (a short message, where a diff of every row would not be). */
export function firstDifference(a: Record<string, string[]>, b: Record<string, string[]>): string | null {
  for (const table of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const left = a[table] ?? [];
    const right = b[table] ?? [];
    const index = left.findIndex((row, at) => row !== right[at]);
    if (index >= 0 || left.length !== right.length) {
      const at = index >= 0 ? index : Math.min(left.length, right.length);
      return `${table} (${left.length} and ${right.length} rows), row ${at}:\n${left[at]}\n${right[at]}`;
    }
  }
  return null;
}

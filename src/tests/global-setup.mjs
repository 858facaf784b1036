// @ts-check
/**
 * Once before the integration tests: a migrated database that each test file copies (`createTestDatabase`),
 * instead of creating and migrating its own. On PGlite an image of it (creating a PGlite database takes some four
 * seconds; copying an image, under one); on a PostgreSQL server (TEST_DATABASE_URL) a template database, which
 * `create database … template` copies file by file.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';

const migrationsFolder = path.resolve('drizzle');

export default async function globalSetup() {
  // Read by the test workers, which start after this.
  if (process.env.TEST_DATABASE_URL)
    process.env.TEST_TEMPLATE_DATABASE = await templateDatabase(process.env.TEST_DATABASE_URL);
  else process.env.TEST_PGLITE_IMAGE = await pgliteImage();
}

async function pgliteImage() {
  // The extensions of src/server/db/pglite-extensions.ts, which this file cannot import.
  const client = await PGlite.create({ extensions: { pg_trgm, unaccent } });
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  const image = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-image-')), 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  return file;
}

/** @param {string} serverUrl */
async function templateDatabase(serverUrl) {
  const name = `test_template_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // A template may have no other connection while it is copied: this one ends before any test starts.
  const client = postgres(url.toString(), { max: 1, onnotice: () => {} });
  await migratePostgres(drizzlePostgres(client), { migrationsFolder });
  await client.end();
  return name;
}

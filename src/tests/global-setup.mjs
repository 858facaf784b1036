// @ts-check
/**
 * Once before the integration tests: an embedded database, migrated, saved as an image that each test file copies
 * (`createTestDatabase`). Creating a PGlite database takes some four seconds; copying an image, under one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

export default async function globalSetup() {
  if (process.env.TEST_DATABASE_URL) return;
  const client = await PGlite.create();
  await migrate(drizzle({ client }), { migrationsFolder: path.resolve('drizzle') });
  const image = await client.dumpDataDir('none');
  await client.close();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-image-'));
  const file = path.join(folder, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  // Read by the test workers, which start after this.
  process.env.TEST_PGLITE_IMAGE = file;
}

// @ts-check
import fs from 'node:fs';
import path from 'node:path';

import postgres from 'postgres';

/** Removes what global-setup.mjs made: the PGlite image, or the template database. */
export default async function globalTeardown() {
  const image = process.env.TEST_PGLITE_IMAGE;
  if (image) fs.rmSync(path.dirname(image), { recursive: true, force: true });
  const template = process.env.TEST_TEMPLATE_DATABASE;
  if (template && process.env.TEST_DATABASE_URL) {
    const admin = postgres(process.env.TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists "${template}" with (force)`);
    await admin.end();
  }
}

// @ts-check
import fs from 'node:fs';
import path from 'node:path';

/** Removes the database image of global-setup.mjs. */
export default async function globalTeardown() {
  const file = process.env.TEST_PGLITE_IMAGE;
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

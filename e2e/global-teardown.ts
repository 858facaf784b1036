import fs from 'node:fs';

/** Removes the run's data folder (database and media) once the tests are done. */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir) fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
}

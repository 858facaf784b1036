import { defineConfig } from 'drizzle-kit';

import { pgliteFolder, readConfig } from './src/server/config';
import { restrictNewFilesToOwner } from './src/server/data-dir';
import { lockDataDir } from './src/server/db/lock';

const config = readConfig();
// `generate` and `check` only read the schema and drizzle/; every other command opens the database, and the
// embedded one must not be opened while the server (or anything else) has it.
const opensDatabase = !process.argv.some((argument) => argument === 'generate' || argument === 'check');
if (opensDatabase && !config.databaseUrl) {
  restrictNewFilesToOwner();
  lockDataDir(config.dataDir);
}

export default defineConfig({
  schema: './src/server/db/schema.ts',
  out: './drizzle',
  dialect: 'postgresql',
  ...(config.databaseUrl
    ? { dbCredentials: { url: config.databaseUrl } }
    : { driver: 'pglite', dbCredentials: { url: pgliteFolder(config.dataDir) } }),
});

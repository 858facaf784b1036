/** `npm run db:migrate`: applies the migrations of drizzle/ to the configured database. */
import { withDatabase } from './cli';

await withDatabase(async (handle) => {
  await handle.exclusively(() => handle.migrate());
  console.log('The database is up to date.');
});

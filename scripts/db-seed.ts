/**
 * `npm run db:seed`: puts the demo content into an empty database. With `--reset`, first deletes every
 * category, machine and news article (and their files): for demo and test installations only.
 */
import { mediaStorage } from '../src/server/media/storage';
import { deleteAllContent, hasNoContent, markInitialized, seedDemoContent } from '../src/server/seed';
import { UsageError, withDatabase } from './cli';

const reset = process.argv.includes('--reset');

await withDatabase(async (handle) => {
  await handle.exclusively(async (db) => {
    await handle.migrate();
    if (!(await hasNoContent(db))) {
      if (!reset) {
        throw new UsageError(
          'The database already has content; nothing was changed. ' +
            'To replace everything with the demo content, run `npm run db:seed -- --reset`.',
        );
      }
      await deleteAllContent(db, mediaStorage());
      console.log('Deleted all categories, machines and news.');
    }
    const report = await seedDemoContent(db, mediaStorage());
    await markInitialized(db);
    console.log(
      `Demo content added: ${report.categories} categories, ${report.machines} machines, ` +
        `${report.pictures} pictures, ${report.news} news articles.`,
    );
  });
});

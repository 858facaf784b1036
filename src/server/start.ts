import 'server-only';

import { openBackupControl } from './backup/control';
import { closeWithBackups, startDailyBackups } from './backup/service';
import { ConfigError, readConfig } from './config';
import { restrictNewFilesToOwner } from './data-dir';
import { startContactRetryLoop } from './contact/retry';
import { databaseHandle } from './db';
import { DataDirInUseError } from './db/lock';
import { mediaStorage } from './media/storage';
import { removeAbandonedUploads } from './media/uploads';
import { clientAddressWarning } from './http/client-address';
import { startPublicationSchedule } from './publication/schedule';
import { startSearchUpkeep } from './search/upkeep';
import { describeSetup, prepareDatabase } from './setup';

/**
 * A few seconds after the start, when the first pages have been answered, lays out a throwaway datasheet so that
 * the first visitor who downloads one does not also wait for react-pdf and its fonts to load.
 */
function warmDatasheetsSoon() {
  const timer = setTimeout(() => {
    import('@/server/datasheet/layout/render')
      .then(({ warmDatasheetRenderer }) => warmDatasheetRenderer())
      .catch((error: unknown) => console.error('Could not prepare the datasheets’ fonts:', error));
  }, 3000);
  timer.unref();
}

/** Opens, migrates and fills the database for a starting server; exits with a clear message when it cannot. */
export async function startServer(): Promise<void> {
  // scripts/server.mjs did so already; `next start` and `next dev` have not.
  restrictNewFilesToOwner();
  try {
    const config = readConfig();
    const handle = await databaseHandle();
    const report = await prepareDatabase(handle, config, mediaStorage());
    for (const line of describeSetup(report, config, handle)) console.log(line);
    const addressWarning = clientAddressWarning(config.trustProxy);
    if (addressWarning) console.warn(addressWarning);
    // Requests whose e-mail could not be sent at once are retried while the server runs.
    startContactRetryLoop();
    // Publications and unpublications set for a time, applied within a minute of it.
    startPublicationSchedule();
    // The search index's pending entries, sorted in off the searches' path (search/upkeep.ts).
    startSearchUpkeep();
    // Files sent for a form that was never saved; not awaited, the site need not wait for it.
    void removeAbandonedUploads();
    warmDatasheetsSoon();
    // `npm run backup` asks this server for the embedded database's backups; the daily one is made here too.
    if (!config.databaseUrl) closeWithBackups(await openBackupControl(config.dataDir));
    startDailyBackups();
  } catch (error) {
    // A server that cannot reach its data must not start. Expected causes get one clear line.
    if (error instanceof DataDirInUseError || error instanceof ConfigError) {
      console.error(`Cannot start: ${error.message}`);
    } else {
      console.error('Cannot start: preparing the database failed.', error);
    }
    process.exit(1);
  }
}

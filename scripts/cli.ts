/** What the command-line scripts share: the configuration, the database they open, and clean failure. */
import { ConfigError, readConfig } from '../src/server/config';
import { restrictNewFilesToOwner } from '../src/server/data-dir';
import { type DatabaseHandle, openDatabase } from '../src/server/db/client';
import { DataDirInUseError } from '../src/server/db/lock';

/** Opens the configured database (locking the embedded one), runs `task`, closes, and exits non-zero on failure. */
export async function withDatabase(task: (handle: DatabaseHandle) => Promise<void>): Promise<void> {
  let handle: DatabaseHandle | undefined;
  // The embedded database's files, written by PGlite, and any media file are the owner's only.
  restrictNewFilesToOwner();
  try {
    const config = readConfig();
    handle = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
    await task(handle);
  } catch (error) {
    process.exitCode = 1;
    if (error instanceof DataDirInUseError || error instanceof ConfigError || error instanceof UsageError) {
      console.error(error.message);
    } else {
      console.error(error);
    }
  } finally {
    await handle?.close();
  }
}

/** A mistake in how the command was called: its message is all the user needs. */
export class UsageError extends Error {}

/**
 * `npm run restore -- FILE [--replace]`: brings a backup back into the configured database (the embedded one in
 * DATA_DIR, or DATABASE_URL) and media store (DATA_DIR/media, or S3_BUCKET). Checks the whole archive first;
 * refuses a target that holds anything unless --replace, and then says what it overwrites. Also the way from the
 * embedded database to PostgreSQL and a bucket, and back. See docs/operations.md#backups.
 */
import { readConfig } from '../src/server/config';
import { restrictNewFilesToOwner } from '../src/server/data-dir';
import { installDatabaseHandle } from '../src/server/db';
import { type DatabaseHandle, openDatabase } from '../src/server/db/client';
import { DataDirInUseError } from '../src/server/db/lock';
import { mediaStorage } from '../src/server/media/storage';
import { describeContents, isEmpty, restoreArchive, targetContents, verifyArchive } from '../src/server/backup/restore';
import { describeSource } from '../src/server/backup/create';
import { fail, oneLine } from './archive-cli';

restrictNewFilesToOwner();

async function main() {
  const args = process.argv.slice(2);
  const replace = args.includes('--replace');
  const files = args.filter((arg) => arg !== '--replace');
  if (files.length !== 1 || files[0]!.startsWith('-')) fail('Usage: npm run restore -- FILE [--replace]');
  const config = readConfig();

  const archive = await verifyArchive(files[0]!);
  let handle: DatabaseHandle | undefined;
  try {
    const { manifest } = archive;
    console.log(
      `Checked ${files[0]}: made ${manifest.createdAt} on ${manifest.source.host} from ${manifest.source.where}, ` +
        `version ${manifest.app.version}, schema ${manifest.migration?.tag ?? '?'}; every checksum matches.`,
    );
    try {
      handle = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
    } catch (error) {
      if (error instanceof DataDirInUseError)
        throw new Error(`${error.message.split('. ')[0]}: stop the server before restoring.`);
      throw error;
    }
    installDatabaseHandle(handle);
    const target = { handle, storage: mediaStorage() };
    const before = await targetContents(target);
    if (!isEmpty(before) && replace) console.log(`Overwriting what the target holds: ${describeContents(before)}.`);
    console.log(`Restoring into ${describeSource(config)}…`);
    const report = await restoreArchive(archive, target, { replace });
    const rows = Object.entries(report.rows).filter(([, count]) => count > 0);
    console.log(`Restored ${rows.reduce((sum, [, count]) => sum + count, 0)} rows:`);
    for (const [table, count] of rows) console.log(`  ${table}: ${count}`);
    console.log(`Restored ${report.files} media files (${(report.bytes / 1e6).toFixed(1)} MB).`);
    if (report.migrated > 0) console.log(`Then ${report.migrated} migrations of this version ran on them.`);
    if (manifest.missing.length > 0) {
      console.warn(`Warning: the archive lacks ${manifest.missing.length} files deleted while it was made.`);
    }
    console.log(
      'Two-factor secrets open only with the SESSION_SECRET (or DATA_DIR/session-secret) of the site backed up: ' +
        'give this site the same one.',
    );
  } finally {
    await handle?.close();
    await archive.remove();
  }
}

main().catch((error: unknown) => fail(`Restore failed: ${oneLine(error)}`));

/**
 * DATA_DIR belongs to the user the app runs as: the embedded database, the session secret, the lock and the media
 * files are neither readable nor writable by anyone else on the host. Folders are 0700 and files 0600.
 *
 * The app's own writes ask for those modes. PGlite writes the database's files itself, and copies its initial
 * database with modes of its own (0666): the processes that open it set the umask (restrictNewFilesToOwner) and
 * the database's folder is closed again once PGlite has created it.
 *
 * Kept free of `server-only` so that the command-line scripts and drizzle.config.ts can use it too.
 */
import fs from 'node:fs';
import path from 'node:path';

export const privateFolderMode = 0o700;
export const privateFileMode = 0o600;

/** What the app keeps in DATA_DIR: only these are closed, in case the folder also holds something else. */
const dataDirEntries = [
  'pglite',
  'media',
  'session-secret',
  '.lock',
  'backups',
  'backup-control.json',
  'backup-transfer',
];

/**
 * From now on, files and folders this process creates are its owner's alone, whoever creates them (PGlite
 * included). Called before the data folder is opened by the server and by the scripts that open the database.
 */
export function restrictNewFilesToOwner(): void {
  try {
    process.umask(0o077);
  } catch {
    // Worker threads may not change the umask; the process's main thread sets it.
  }
}

/** Creates `folder` and its missing parents, for their owner alone. */
export function makePrivateFolder(folder: string): void {
  fs.mkdirSync(folder, { recursive: true, mode: privateFolderMode });
}

export interface ClosedTree {
  /** Files and folders from which group and other permissions were taken. */
  changed: number;
  /** Those that could not be changed (owned by someone else). */
  failed: string[];
}

/**
 * Takes every group and other permission from `target` and, for a folder, from everything inside it. Symbolic
 * links are left alone and not followed. A missing target is nothing to close.
 */
export function closeTree(target: string, into: ClosedTree = { changed: 0, failed: [] }): ClosedTree {
  const stat = closeOne(target, into);
  if (stat?.isDirectory()) {
    for (const entry of fs.readdirSync(target)) closeTree(path.join(target, entry), into);
  }
  return into;
}

/** Closes `target` alone (not what a folder holds); its stat, or null when it is missing or a link. */
function closeOne(target: string, into: ClosedTree): fs.Stats | null {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(target);
  } catch {
    return null;
  }
  if (stat.isSymbolicLink()) return null;
  if ((stat.mode & 0o7077) !== 0) {
    try {
      fs.chmodSync(target, stat.mode & 0o700);
      into.changed++;
    } catch {
      into.failed.push(target);
    }
  }
  return stat;
}

const closedDataDirs = new Set<string>();

/**
 * Creates the data folder for its owner alone, or closes one that other users could open: the folder itself and
 * what the app keeps in it, saying so in one line. Once per folder and process.
 */
export function closeDataDir(dir: string, log: (line: string) => void = console.warn): void {
  if (closedDataDirs.has(dir)) return;
  makePrivateFolder(dir);
  const closed: ClosedTree = { changed: 0, failed: [] };
  // The folder itself, then what the app keeps in it: anything else someone keeps there is theirs.
  closeOne(fs.realpathSync(dir), closed);
  for (const entry of dataDirEntries) closeTree(path.join(dir, entry), closed);
  if (closed.changed > 0) {
    log(
      `The data folder ${dir} was open to other users: group and other permissions were removed from ` +
        `${closed.changed} of its files and folders, which are now its owner's only.`,
    );
  }
  if (closed.failed.length > 0) {
    log(
      `WARNING: ${closed.failed.length} files or folders in ${dir} stay open to other users, since they ` +
        `belong to another user: ${closed.failed.slice(0, 3).join(', ')}${closed.failed.length > 3 ? ', …' : ''}`,
    );
  }
  closedDataDirs.add(dir);
}

/**
 * Media storage: where machine pictures and news covers live, on the local disk or in an S3 bucket when one is
 * configured. The database keeps only each file's key; the public URL is derived from the key by the driver in use.
 */
import 'server-only';

import { deletionsAllowed } from './deletion-gate';
import { localDiskStorage } from './local-disk';
import { s3Storage } from './s3';
import { isSizable, type MediaStorage, variantFolder } from './types';
import { mediaFolder, readConfig } from '../config';
import { closeDataDir } from '../data-dir';

let storage: MediaStorage | undefined;

/** The storage driver chosen by the configuration. */
export function mediaStorage(): MediaStorage {
  if (!storage) {
    const config = readConfig();
    if (!config.s3) closeDataDir(config.dataDir);
    storage = config.s3 ? s3Storage(config.s3) : localDiskStorage(mediaFolder(config.dataDir));
  }
  return storage;
}

/**
 * The URL at which the site shows a stored file: a still picture at the app's media route, which serves it in the
 * size asked (`?w=`) whatever the storage; anything else at the storage's public URL.
 */
export function mediaUrl(key: string): string {
  return isSizable(key) ? `/media/${key}` : mediaStorage().publicUrl(key);
}

/**
 * Removes stored files, and the sizes made of a picture; a failure is logged, since the rows are already gone and
 * nothing links to them. Waits for a backup that is copying files (media/deletion-gate.ts).
 */
export async function removeFiles(keys: string[]): Promise<void> {
  const storage = mediaStorage();
  await deletionsAllowed();
  const variants = await Promise.all(
    keys.filter(isSizable).map(async (key) => (await storage.list(variantFolder(key))).map((file) => file.key)),
  ).catch((error) => {
    console.error('Could not list the sizes of a picture:', error);
    return [];
  });
  const results = await Promise.allSettled([...keys, ...variants.flat()].map((key) => storage.delete(key)));
  for (const result of results) {
    if (result.status === 'rejected') console.error('Could not delete a media file:', result.reason);
  }
}

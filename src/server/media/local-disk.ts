import 'server-only';

import fs from 'node:fs/promises';
import path from 'node:path';

import type { MediaStorage } from './storage';

/** Files under a folder of DATA_DIR, served by the app itself at /media/{key}. */
export function localDiskStorage(root: string): MediaStorage & { pathOf(key: string): string } {
  const pathOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`Media key outside the media folder: ${key}`);
    return file;
  };
  return {
    pathOf,
    async put(key, body) {
      const file = pathOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write beside, then rename: a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await fs.writeFile(partial, body);
      await fs.rename(partial, file);
    },
    async delete(key) {
      await fs.rm(pathOf(key), { force: true });
    },
    publicUrl: (key) => `/media/${key}`,
  };
}

import 'server-only';

import fs from 'node:fs/promises';
import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { privateFileMode, privateFolderMode } from '../data-dir';
import type { MediaStorage } from './types';
import { exactly } from './streams';

/** Files under a folder of DATA_DIR, served by the app itself at /media/{key}; its owner's only, like DATA_DIR. */
export function localDiskStorage(root: string): MediaStorage {
  const pathOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`Media key outside the media folder: ${key}`);
    return file;
  };

  /** Writes beside the file, then renames: a reader never sees half a file, and a failure leaves none. */
  async function writeAtomically(key: string, write: (partial: string) => Promise<void>) {
    const file = pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true, mode: privateFolderMode });
    const partial = `${file}.${process.pid}.${Date.now()}.partial`;
    try {
      await write(partial);
      await fs.rename(partial, file);
    } catch (error) {
      await fs.rm(partial, { force: true });
      throw error;
    }
  }

  return {
    async put(key, body) {
      await writeAtomically(key, (partial) => fs.writeFile(partial, body, { mode: privateFileMode }));
    },
    async putStream(key, body, size) {
      await writeAtomically(key, (partial) =>
        pipeline(exactly(size, body), createWriteStream(partial, { mode: privateFileMode })),
      );
    },
    async get(key) {
      return fs.readFile(pathOf(key)).then(
        (bytes) => new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length),
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return null;
          throw error;
        },
      );
    },
    async read(key, start, end) {
      const handle = await fs.open(pathOf(key));
      try {
        const buffer = Buffer.alloc(Math.max(0, end - start));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, start);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    async stream(key, start, end) {
      if (end <= start) return new ReadableStream({ start: (controller) => controller.close() });
      return Readable.toWeb(createReadStream(pathOf(key), { start, end: end - 1 })) as ReadableStream<Uint8Array>;
    },
    async size(key) {
      const stat = await fs.stat(pathOf(key)).catch(() => null);
      return stat?.isFile() ? stat.size : null;
    },
    async move(from, to) {
      const target = pathOf(to);
      await fs.mkdir(path.dirname(target), { recursive: true, mode: privateFolderMode });
      await fs.rename(pathOf(from), target);
    },
    directUploadUrl: async () => null,
    async list(prefix) {
      // Every file under the folder, at any depth, as a bucket lists a prefix; files being written are not there yet.
      const folder = prefix ? pathOf(prefix.replace(/\/$/, '')) : root;
      const entries = await fs.readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
      const files = entries.filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'));
      return Promise.all(
        files.map(async (entry) => {
          const file = path.join(entry.parentPath, entry.name);
          const key = path.relative(root, file).split(path.sep).join('/');
          return { key, modified: (await fs.stat(file)).mtime };
        }),
      );
    },
    async delete(key) {
      await fs.rm(pathOf(key), { force: true });
    },
    publicUrl: (key) => `/media/${key}`,
    async check() {
      // Created on a first start before any file is stored; then only asked whether it is a writable folder.
      await fs.mkdir(root, { recursive: true, mode: privateFolderMode });
      await fs.access(root, fs.constants.W_OK);
      if (!(await fs.stat(root)).isDirectory()) throw new Error(`The media folder ${root} is not a folder.`);
    },
  };
}

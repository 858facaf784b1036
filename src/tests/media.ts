import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { localDiskStorage } from '@/server/media/local-disk';

/** Local media storage in a temporary folder, with a way to list what it holds. */
export function temporaryMediaStorage() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'media-test-'));
  const storage = localDiskStorage(root);
  const files = (): string[] =>
    fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  return { storage, root, files, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

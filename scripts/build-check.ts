/** Whether the site must be built before it is served: shared by `npm start` and `npm run stack`. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const nextBin = path.join(root, 'node_modules/next/dist/bin/next');

/** What the build is made from: a change to any of these makes the build stale. */
const buildInputs = [
  'src',
  'messages',
  'public',
  'next.config.mjs',
  'postcss.config.mjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/** Why the site must be built before it is served, or null when the last build is up to date. */
export function whyBuild(): string | null {
  const buildId = path.join(root, '.next/BUILD_ID');
  if (!fs.existsSync(buildId)) return 'first start: there is no build yet';
  const builtAt = fs.statSync(buildId).mtimeMs;
  const changed = buildInputs.some((input) => newestChange(path.join(root, input)) > builtAt);
  return changed ? 'the code is newer than the last build' : null;
}

/** Builds when needed (saying why); false when the build failed. */
export function buildIfNeeded(): boolean {
  const rebuild = whyBuild();
  if (!rebuild) return true;
  console.log(`Building the site (${rebuild})…`);
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit' });
  return build.status === 0;
}

/** The latest modification time of a file or of anything inside a folder. */
function newestChange(target: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((latest, entry) => Math.max(latest, newestChange(path.join(target, entry))), stat.mtimeMs);
}

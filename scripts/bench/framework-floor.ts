/**
 * The floor under every page's JavaScript: what an empty page costs with the installed Next.js and React. Builds
 * the one-page site in `empty-page/` (a heading, no client code) with the project's own `next`, serves it on
 * `port` and weighs its page as the site's pages are weighed. Its build stays in `empty-page/.next`.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

import { nextBin } from '../build-check';
import { type PageWeight, weighPage } from './page-weight';

const site = path.join(import.meta.dirname, 'empty-page');

export async function weighEmptyPage(port: number): Promise<PageWeight> {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: site, env, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('The empty page did not build');
  const server = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: site,
    env: { ...env, NODE_ENV: 'production' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    const url = `http://127.0.0.1:${port}/`;
    for (let attempt = 0; ; attempt++) {
      try {
        if ((await fetch(url)).ok) break;
      } catch {
        // Not listening yet.
      }
      if (attempt === 120) throw new Error('The empty page was not served');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return await weighPage(url);
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
  }
}

/**
 * The floor under every page: what an empty page costs with the installed Next.js and React. Builds the one-page
 * site in `empty-page/` (a heading, no client code) with the project's own `next` and serves it, for weighing its
 * page as the site's pages are weighed (`npm run bench:pages`) or for scoring it beside them in the same rounds
 * (`npm run bench:lighthouse`). Its build stays in `empty-page/.next`.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

import { nextBin } from '../build-check';
import { type PageWeight, weighPage } from './page-weight';

const site = path.join(import.meta.dirname, 'empty-page');

/** Builds the empty page and serves it on `port` until `stop()`; `url` is its page. */
export async function serveEmptyPage(port: number): Promise<{ url: string; stop: () => void }> {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: site, env, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('The empty page did not build');
  const server = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: site,
    env: { ...env, NODE_ENV: 'production' },
    stdio: 'ignore',
    detached: true,
  });
  // `next start` leaves its `next-server` child running when only it is stopped: stop the group.
  const stop = () => process.kill(-server.pid!, 'SIGTERM');
  const url = `http://127.0.0.1:${port}/`;
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        if ((await fetch(url)).ok) break;
      } catch {
        // Not listening yet.
      }
      if (attempt === 120) throw new Error('The empty page was not served');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}

export async function weighEmptyPage(port: number): Promise<PageWeight> {
  const { url, stop } = await serveEmptyPage(port);
  try {
    return await weighPage(url);
  } finally {
    stop();
  }
}

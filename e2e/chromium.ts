/**
 * Debian's Chromium, started the way this project's machines need (no sandbox as root, no network of its own);
 * nothing ever downloads a browser. Shared by the Playwright config and the Lighthouse benchmark.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's Chromium, started the way this project's machines need (no sandbox as root, no network of its own);
 * nothing ever downloads a browser.
 *
 * The browser tests run in its headless shell (`chromium-headless-shell`, the same Blink without the browser's
 * window system, as Playwright's own headless runs use): the whole suite in 5.8 min instead of 9.3 on two cores, with
 * the same results. The benchmarks that measure what a visitor's browser does (Lighthouse, the pictures a phone
 * fetches) use the full browser. `CHROMIUM_PATH` overrides both.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export const browserPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

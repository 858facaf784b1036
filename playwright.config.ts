import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { defineConfig, devices } from '@playwright/test';

import { admin } from './e2e/admin';
import { chromiumFlags, chromiumPath } from './e2e/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
// One fresh data folder per run, shared with the workers through the environment.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'jorat-e2e-'));

const chromium = { executablePath: chromiumPath, args: chromiumFlags };

const httpSpecs = /\.http\.spec\.ts$/;
/**
 * The specs whose subject is the layout at a phone's width. Most run only there, where it matters for the visitor
 * (forms, the quote list, the machine's quote form, home, content pages, fonts, pictures, the listing's ranges); the
 * site's shell, the accessibility checks, the header's search, the compare page and the back office's shell differ
 * by width and run at both. The back office's flows are the office's, at its desks: they run on the desktop only
 * (the shell's spec and the accessibility spec's sideways check prove its screens at a phone's width).
 */
const phoneOnlySpecs = [
  'forms',
  'quote-list',
  'machine-quote',
  'home',
  'content-pages',
  'fonts',
  'pictures',
  'catalogue-ranges',
];
const bothWidthsSpecs = ['site-shell', 'accessibility', 'admin-shell', 'catalogue-filter', 'search', 'compare'];
const specFiles = (names: string[]) => names.map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: true,
  // The server, two browsers and the test runner share two cores: a flow of a few dozen steps needs more than 30 s.
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    // What only reads HTTP answers or the server's HTML (headers, redirects, status codes, JSON-LD, canonicals, the
    // HTML without scripts): no browser, run once.
    { name: 'http', testMatch: httpSpecs },
    {
      name: 'desktop',
      testIgnore: [httpSpecs, ...specFiles(phoneOnlySpecs)],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    // The specs of phoneOnlySpecs and bothWidthsSpecs; the rest of the site and the back office's flows are the
    // same at every width and run once, on the desktop.
    {
      name: 'phone',
      testMatch: specFiles([...phoneOnlySpecs, ...bothWidthsSpecs]),
      use: { ...devices['Pixel 5'], viewport: { width: 375, height: 740 }, launchOptions: chromium },
    },
  ],
  webServer: {
    // The real start command: builds only if the build is stale, migrates, seeds, creates the admin.
    command: 'node_modules/.bin/tsx scripts/start.ts',
    url: `http://127.0.0.1:${port}/en`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      DATABASE_URL: '',
      // Every test sends from 127.0.0.1; the limit itself is proven by the integration tests.
      CONTACT_RATE_LIMIT: '10000',
      CONTACT_UNCHECKED_RATE_LIMIT: '10000',
    },
  },
});

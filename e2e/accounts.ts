import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { expect, type Page } from '@playwright/test';

import { logIn } from './admin';

/** A password the policy accepts, for the accounts the tests make (never the shared administrator's). */
export const staffPassword = 'Grey heron over Lake Geneva 71';

/**
 * Logs in through the login form with a username and password (the account has no second factor, or stops there).
 * A session the page had is dropped first (the login page sends a signed-in browser on); the device cookie stays.
 */
export async function logInThroughForm(page: Page, username: string, password: string) {
  await page.context().clearCookies({ name: /jorat_session$/ });
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The accounts screen's row of `username`. */
export const accountRow = (page: Page, username: string) =>
  page
    .getByTestId('account-row')
    .filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${username}( |$)`) }) });

/**
 * A staff account of the test's own, created on the accounts screen by the shared administrator; the page is then
 * logged in as that administrator.
 */
export async function createAccountThroughScreen(page: Page, username: string, password = staffPassword) {
  await logIn(page);
  await page.goto('/admin/accounts');
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'New account' }) });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Initial password').fill(password);
  await form.getByRole('button', { name: 'Create the account' }).click();
  await expect(accountRow(page, username)).toBeVisible();
}

/**
 * A server of its own, on a fresh data folder with a single administrator, for a rule that needs the whole
 * database to itself (the last active account), which the shared server's parallel tests must not feel. It runs
 * the built app the real way, like the shared one.
 */
export async function privateServer(port: number, admin: { username: string; password: string }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jorat-e2e-private-'));
  const server = spawn('node_modules/.bin/tsx', ['scripts/start.ts'], {
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
    },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  /** Stops the server and everything it started (its process group), then removes its data folder. */
  const stop = async () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ready = await fetch(`${baseURL}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline || server.exitCode !== null) {
      await stop();
      throw new Error(`The private server on port ${port} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { baseURL, stop };
}

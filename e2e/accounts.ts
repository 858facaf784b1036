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

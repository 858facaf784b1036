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

/** The first password the administrator gives an account whose own password will be `password`. */
export const firstPasswordOf = (password: string) => `${password}, first`;

/**
 * A staff account of the test's own, created on the accounts screen by the shared administrator; the page is then
 * logged in as that administrator. The account has chosen `password` as its own (through the API, in a browser of
 * its own), unless `keepFirstPassword`: then `password` is the first password it must still replace.
 */
export async function createAccountThroughScreen(
  page: Page,
  username: string,
  password = staffPassword,
  { keepFirstPassword = false } = {},
) {
  await logIn(page);
  await page.goto('/admin/accounts');
  const first = keepFirstPassword ? password : firstPasswordOf(password);
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'New account' }) });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Initial password').fill(first);
  await form.getByRole('button', { name: 'Create the account' }).click();
  // Hashing the password, behind the strength meter's first scoring (actions run one at a time), on a busy machine.
  await expect(accountRow(page, username)).toBeVisible({ timeout: 20_000 });
  if (!keepFirstPassword) await chooseOwnPassword(page, username, first, password);
}

/** What the account does at its first sign-in, here over the API in a browser context of its own: its own password. */
export async function chooseOwnPassword(
  page: Page,
  username: string,
  first: string,
  password: string,
  baseURL = page.url(),
) {
  const own = await page.context().browser()!.newContext({ baseURL });
  const login = await own.request.post('/api/auth/login', { data: { username, password: first } });
  expect(await login.json()).toMatchObject({ mustChangePassword: true });
  const changed = await own.request.post('/api/auth/password', { data: { current: first, new: password } });
  expect(changed.status()).toBe(200);
  await own.close();
}

import { expect, test } from '@playwright/test';

import { admin } from './admin';
import { seriousViolations } from './axe';

test('an admin page without a session lands on the login page, which forgets the marker', async ({ page }) => {
  await page.goto('/en');
  await page.evaluate(() => localStorage.setItem('user_id', '1'));
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fdashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('user_id'))).toBeNull();
});

test('a wrong password shows a message that does not say which field was wrong', async ({ page, context }) => {
  await context.addCookies([{ name: 'language', value: 'de', url: 'http://127.0.0.1:3100' }]);
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Bitte füllen Sie dieses Feld aus.')).toHaveCount(2);
  await page.getByLabel('Benutzername').fill(admin.username);
  await page.getByLabel('Passwort').fill('not-the-password');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Benutzername oder Passwort ist falsch.');
  await expect(page.getByLabel('Passwort')).toHaveValue('');
  await expect(page.getByLabel('Benutzername')).toHaveValue(admin.username);
});

test('logging in goes back to the page asked for, stores the marker, and logging out ends the session', async ({
  page,
}) => {
  await page.goto('/admin/dashboard');
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user_id'))).toMatch(/^\d+$/);
  await expect(page.getByRole('main').getByRole('link', { name: /Machines/ })).toHaveAttribute('href', '/admin/machine');

  // The public header now offers the way back.
  await page.goto('/en');
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('user_id'))).toBeNull();
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login/);
});

test('the login page sends an administrator already logged in on, and never to another site', async ({ page }) => {
  expect((await page.request.post('/api/auth/login', { data: admin })).status()).toBe(200);
  await page.goto('/admin/login?next=//evil.example/x');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('the login page has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  expect(await seriousViolations(page)).toEqual([]);
});

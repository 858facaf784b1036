import { expect, test } from '@playwright/test';

import { logIn } from './admin';

test('the back office changes language from its header, and keeps it on the next screens', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Language of the back office' }).selectOption('de');
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.goto('/admin/machine');
  await expect(page.getByRole('combobox', { name: 'Sprache der Verwaltung' })).toHaveValue('de');
  await expect(page.getByRole('link', { name: 'Zur Website' })).toHaveAttribute('href', '/de');
});

test('/admin leads to the dashboard, through the login page without a session', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fdashboard$/);
  await logIn(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('the menu reaches every screen from every screen, marks the current one, and folds away on a phone', async ({
  page,
  isMobile,
}) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('navigation', { name: 'Back office menu' })).toHaveCount(0);
  await logIn(page);
  await page.goto('/admin/machine/1');
  const menu = page.getByRole('navigation', { name: 'Back office menu' });
  const toggle = menu.locator('summary');
  await expect(toggle).toBeVisible({ visible: isMobile });

  const screens = [
    ['Categories', '/admin/category'],
    ['News', '/admin/news'],
    ['Translations', '/admin/translations'],
    ['Staff accounts', '/admin/accounts'],
    ['Activity', '/admin/activity'],
    ['My account', '/admin/account'],
    ['Dashboard', '/admin/dashboard'],
    ['Machines', '/admin/machine'],
  ] as const;
  if (isMobile) await toggle.click();
  for (const [name, path] of screens) {
    await menu.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    // On a phone the menu folds away on the next screen.
    if (isMobile) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeHidden();
      await toggle.click();
    }
    await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(menu.locator('[aria-current="page"]:visible')).toHaveCount(1);
  }
  // An item's screen is under its list: a machine's screen marks the machines.
  await page.goto('/admin/machine/1');
  if (isMobile) await expect(menu.getByText('· Machines')).toBeVisible();
  else await expect(menu.getByRole('link', { name: 'Machines', exact: true })).toHaveAttribute('aria-current', 'page');
});

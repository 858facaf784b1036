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

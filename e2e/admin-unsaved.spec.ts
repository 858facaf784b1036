import { expect, test } from '@playwright/test';

import { admin } from './admin';

test('leaving a screen with an unsaved edit asks first, and staying keeps the edit', async ({ page }) => {
  expect((await page.request.post('/api/auth/login', { data: admin })).status()).toBe(200);
  await page.goto('/admin/news');
  const title = page.getByLabel('Title (English)');
  await title.fill('Half-written title');

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('You have changes that are not saved yet. Leave this page and lose them?');
    void dialog.dismiss();
  });
  await page.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
  await expect(title).toHaveValue('Half-written title');

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

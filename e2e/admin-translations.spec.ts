import { expect, test } from '@playwright/test';

import { logIn, machineThroughApi } from './admin';

test('the translation overview shows what a change in French left out of date, and "still right" clears it', async ({
  page,
}) => {
  await logIn(page);
  const name = 'Translated press';
  const id = await machineThroughApi(page, name);
  // Created with names in five languages and blank descriptions: the descriptions are missing.
  expect((await page.request.patch(`/api/machine/${id}`, { data: { name_fr: `${name} révisée` } })).status()).toBe(200);

  await page.goto('/admin/translations');
  await page.getByLabel('Items', { exact: true }).selectOption('machine');
  await page.getByLabel('State', { exact: true }).selectOption('outdated');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/kind=machine/);
  await expect(page).toHaveURL(/state=outdated/);

  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `${name} en` }) });
  await expect(row).toBeVisible();
  // Per language: the name out of date in the four others, the two descriptions missing in every language.
  await expect(row.getByRole('cell').nth(2)).toHaveText('2 missing');
  await expect(row.getByRole('cell').nth(3)).toContainText('1 out of date');
  await row.getByText('texts to check').click();
  await expect(row.getByText('Machine · name (changed in French)')).toBeVisible();
  await expect(row.getByText('DE · Out of date')).toBeVisible();

  await row.getByRole('button', { name: 'Confirm that the German name is still right' }).click();
  await expect(row.getByText('DE · Out of date')).toBeHidden();
  await expect(row.getByRole('cell').nth(3)).toHaveText('2 missing');
  await expect(row.getByText('IT · Out of date')).toBeVisible();

  // The item's link opens its screen.
  await row.getByRole('link', { name: `${name} en` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/machine/${id}$`));
  expect((await page.request.delete(`/api/machine/${id}`)).status()).toBe(204);
});

test('the overview keeps its filters in the address, and says when nothing matches', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/translations?kind=category&language=de&state=missing');
  await expect(page.getByLabel('Items', { exact: true })).toHaveValue('category');
  await expect(page.getByLabel('Language', { exact: true })).toHaveValue('de');
  // The demo categories are written in five languages.
  await expect(page.getByText('Nothing to show with these filters.')).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText(['Item', 'DE']);
  // A value that is no filter is ignored rather than an error.
  await page.goto('/admin/translations?kind=users&page=-3');
  await expect(page.getByRole('heading', { level: 1, name: 'Translations' })).toBeVisible();
});

import { expect, test } from '@playwright/test';

import { logIn, machineThroughApi } from './admin';

test('the history names each change and restores one field in one language', async ({ page }) => {
  await logIn(page);
  const name = `History ${Date.now()}`;
  const id = await machineThroughApi(page, name);
  const patch = await page.request.patch(`/api/machine/${id}`, {
    data: { name_de: 'Presse neu', name_fr: 'Presse neuve' },
  });
  expect(patch.status()).toBe(200);

  await page.goto(`/admin/machine/${id}`);
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `History: ${name} en` })).toBeVisible();
  await page.getByRole('link', { name: 'DE', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/machine/${id}/history\\?lang=de$`));
  const change = page
    .getByRole('listitem')
    .filter({ has: page.getByText(`Name (DE): “${name} de” → “Presse neu”`, { exact: true }) })
    .last();
  await expect(change).toBeVisible();
  // The French change of the same save is not among the German ones.
  await expect(page.getByText('Name (FR)')).toHaveCount(0);
  await change.getByRole('button', { name: 'Undo' }).click();
  await expect(change.getByRole('status')).toHaveText('Restored.');

  const machine = await (await page.request.get(`/api/machine/${id}`)).json();
  expect([machine.name_de, machine.name_fr]).toEqual([`${name} de`, 'Presse neuve']);
  // The restore is itself a change, at the top.
  await page.reload();
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText('Earlier version restored');
});

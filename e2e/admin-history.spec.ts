import { expect, test } from '@playwright/test';

import { logIn, machineThroughApi } from './admin';
import { createAccountThroughScreen, staffPassword } from './accounts';

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

test('a save based on what a colleague has changed since is refused, naming them, and keeps what was typed', async ({
  browser,
}) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  const mine = await first.newPage();
  const theirs = await second.newPage();
  const colleague = `colleague${Date.now() % 1_000_000}`;
  await createAccountThroughScreen(mine, colleague);
  expect(
    (await theirs.request.post('/api/auth/login', { data: { username: colleague, password: staffPassword } })).status(),
  ).toBe(200);
  const id = await machineThroughApi(mine, `Shared ${Date.now()}`);
  await mine.goto(`/admin/machine/${id}`);
  await theirs.goto(`/admin/machine/${id}`);

  const theirForm = theirs.getByRole('region', { name: 'Name and description' });
  const theirName = theirForm.getByLabel('Name (English)');
  // Typed once the form has hydrated: a value set before would be replaced by the form's own.
  await expect(async () => {
    await theirName.fill('Their name');
    await expect(theirName).toHaveValue('Their name');
    await expect(theirForm.getByRole('button', { name: 'Save' })).toBeEnabled();
  }).toPass();
  await theirForm.getByRole('button', { name: 'Save' }).click();
  await expect(theirForm.getByRole('status')).toHaveText('Saved.');

  const myForm = mine.getByRole('region', { name: 'Name and description' });
  const myName = myForm.getByLabel('Name (English)');
  await expect(async () => {
    await myName.fill('My name');
    await expect(myName).toHaveValue('My name');
    await expect(myForm.getByRole('button', { name: 'Save' })).toBeEnabled();
  }).toPass();
  await myForm.getByRole('button', { name: 'Save' }).click();
  await expect(mine.getByRole('main').getByRole('alert')).toContainText(`${colleague} changed the same thing`);
  await expect(myForm.getByLabel('Name (English)')).toHaveValue('My name');
  const machine = await (await mine.request.get(`/api/machine/${id}`)).json();
  expect(machine.name_en).toBe('Their name');
  await first.close();
  await second.close();
});

import { expect as baseExpect, test } from '@playwright/test';

import { chooseOwnPassword, firstPasswordOf, logInThroughForm, staffPassword } from './accounts';
import { logIn, machineThroughApi } from './admin';

// A login checks a password with argon2, on a machine that other work may keep busy.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test('a translator sees the translation screens only, and edits the texts of its own language only', async ({
  page,
  baseURL,
}) => {
  await logIn(page);
  const id = await machineThroughApi(page, 'Press for a translator');
  const username = 'translator-fr';
  const created = await page.request.post('/api/accounts', {
    data: { username, password: firstPasswordOf(staffPassword), role: 'translator', languages: ['fr'] },
  });
  expect(created.status()).toBe(201);
  await chooseOwnPassword(page, username, firstPasswordOf(staffPassword), staffPassword, baseURL);

  await logInThroughForm(page, username, staffPassword);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const menu = page.getByRole('navigation', { name: 'Back office menu' });
  await expect(menu.getByRole('link')).toHaveText(['Dashboard', 'Translations', 'My account']);
  await expect(page.getByRole('main').getByRole('link', { name: /^Translations/ })).toBeVisible();
  await expect(page.getByTestId('backups')).toHaveCount(0);

  await page.goto(`/admin/machine/${id}`);
  const edit = page.getByRole('region', { name: 'Name and description' });
  await edit.getByRole('tab', { name: /^German/ }).click();
  await expect(edit.getByLabel('Name (German)')).toHaveAttribute('readonly', '');
  await expect(edit.getByRole('tabpanel')).toContainText(
    'Read only: your role changes the texts of your own languages only.',
  );
  await edit.getByRole('tab', { name: /^French/ }).click();
  await edit.getByLabel('Name (French)').fill('Presse traduite');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByRole('status').filter({ hasText: 'Saved.' })).toHaveCount(1);
  // Neither the pictures nor the categories: the catalogue's own.
  await expect(page.getByRole('heading', { name: 'Pictures and videos' })).toHaveCount(0);

  // Into the draft, as every save of the office: published by an editor.
  const draft = await page.request.get(`/api/machine/${id}/draft`);
  expect(await draft.json()).toMatchObject({ name_fr: 'Presse traduite', name_de: 'Press for a translator de' });
  // Over the API as well: the German name stays the office's.
  const refused = await page.request.patch(`/api/machine/${id}`, { data: { name_de: 'Übersetzte Presse' } });
  expect(refused.status()).toBe(403);
  // A screen of another role is not there for it.
  await page.goto('/admin/accounts');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Staff accounts');
});

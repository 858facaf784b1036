import { expect, test } from '@playwright/test';

import { logIn, machineThroughApi } from './admin';

/**
 * The characteristic types screen, reached from the menu: a type added in five languages with its unit, renamed,
 * picked on a machine's screen for a measured characteristic, refused deletion while a characteristic has it, and
 * deleted once none has.
 */
test('a type is added, renamed, used on a machine, and deleted only once unused', async ({ page }) => {
  const name = `Force${Date.now() % 1_000_000}`;
  await logIn(page);
  await page.goto('/admin/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Characteristic types' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Characteristic types');

  const add = page.getByRole('form', { name: 'Add type' });
  for (const [code, language] of [
    ['EN', 'English'],
    ['FR', 'French'],
    ['DE', 'German'],
    ['IT', 'Italian'],
    ['ES', 'Spanish'],
  ] as const)
    await add.getByLabel(`Name in ${language}`).fill(`${name} ${code}`);
  await add.getByLabel('Unit').selectOption('kN');
  await add.getByRole('button', { name: 'Add type' }).click();
  await expect(page.getByRole('status')).toHaveText(`The type “${name} EN” has been added.`);

  const type = page.getByRole('form', { name: `${name} EN` });
  await expect(type.getByLabel('Unit')).toHaveValue('kN');
  await type.getByLabel('Name in French').fill(`${name} FR bis`);
  await type.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await page.reload();
  await expect(type.getByLabel('Name in French')).toHaveValue(`${name} FR bis`);

  // On a machine's screen, the type is suggested as it is typed, and its measure entered.
  const machineId = await machineThroughApi(page, `${name} press`);
  await page.goto(`/admin/machine/${machineId}`);
  await page.getByLabel('Characteristic type').fill(`${name} EN`);
  await page.getByLabel('Value (or from)').fill('1’500');
  await page.getByRole('button', { name: 'Add Measured Characteristic' }).click();
  await expect(page.getByText('The measured characteristic has been added.')).toBeVisible();

  await page.goto('/admin/characteristic-type');
  await expect(type).toContainText('Used by 1 characteristic');
  await type.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'One machine characteristic is of this type' })).toHaveText(
    'One machine characteristic is of this type: change or delete it first, then delete the type.',
  );
  await expect(type).toBeVisible();

  expect((await page.request.delete(`/api/machine/${machineId}`)).status()).toBe(204);
  await page.reload();
  await expect(type).toContainText('Not used yet');
  page.once('dialog', (dialog) => void dialog.accept());
  await type.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status')).toHaveText('The type has been deleted.');
  await expect(type).toBeHidden();
});

import { expect, test } from '@playwright/test';

import { machines } from '../src/server/seed/content';

test('the quote modal opens with the machine chosen, closes with Escape, and sends', async ({ page }) => {
  await page.goto('/en/machine/2');
  const open = page.getByRole('button', { name: 'Request a quote' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Request a quote for this machine' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Machine')).toHaveValue('2');
  await expect(dialog.getByLabel('Machine').locator('option:checked')).toHaveText(machines[1]!.name.en);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Please fill in this field.')).toHaveCount(4);
  await dialog.getByLabel('Name').fill('Luca Bernasconi');
  await dialog.getByLabel('Phone').fill('091 555 44 33');
  await dialog.getByLabel('Subject').fill('Price and delivery time');
  await dialog.getByLabel('Message').fill('Could you send us an offer including delivery to Ticino?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
});

test('the modal asks for a machine when none is chosen', async ({ page }) => {
  await page.goto('/fr/machine/1');
  await page.getByRole('button', { name: 'Demander une offre' }).click();
  const dialog = page.getByRole('dialog');
  // The placeholder cannot be chosen again, but a stale or tampered value is refused by the schema.
  await dialog.getByLabel('Machine').evaluate((select: HTMLSelectElement) => {
    select.options[0]!.disabled = false;
    select.value = '';
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog.getByText('Veuillez choisir une machine.')).toBeVisible();
});

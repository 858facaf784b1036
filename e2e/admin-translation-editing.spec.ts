import { expect, type Locator, type Page, test } from '@playwright/test';

import { logIn, machineThroughApi } from './admin';

/**
 * The other languages of a field, beside it on a wide screen, folded under it on a phone (opened by its button).
 * Answers the region, open.
 */
async function otherLanguages(page: Page, scope: Locator, field: string, isMobile: boolean) {
  const region = scope.getByRole('region', { name: `${field} in the other languages` });
  const toggle = scope.getByRole('button', { name: 'Other languages' });
  if (isMobile) {
    await expect(region).toBeHidden();
    await toggle.click();
  } else {
    await expect(toggle).toBeHidden();
  }
  await expect(region).toBeVisible();
  return region;
}

test('a machine’s fields show their state in each language, the other languages beside them, copy and still right', async ({
  page,
  isMobile,
}) => {
  await logIn(page);
  const name = 'Bilingual press';
  const id = await machineThroughApi(page, name);
  // French renamed: the other four names are out of date. A French description: missing in the four others.
  const changes = { name_fr: `${name} révisée`, description_fr: 'Une presse pour les tôles épaisses.' };
  expect((await page.request.patch(`/api/machine/${id}`, { data: changes })).status()).toBe(200);

  await page.goto(`/admin/machine/${id}`);
  const edit = page.getByRole('region', { name: 'Name and description' });
  const panel = edit.getByRole('tabpanel');
  // The English tab (the office's language) is open; each tab says what its language needs.
  await expect(edit.getByRole('tab', { name: /^German/ })).toContainText('Missing');
  const nameField = panel.locator('[data-localized-field="name_en"]');
  await expect(nameField.getByTestId('translation-state')).toHaveText('Out of date');

  // Beside the name: the four other languages, French first changed and marked so.
  const names = await otherLanguages(page, nameField, 'Name', isMobile);
  const french = names.getByRole('listitem').filter({ hasText: `${name} révisée` });
  await expect(french).toContainText('changed first');
  await expect(names.getByRole('listitem').filter({ hasText: `${name} de` })).toContainText('Out of date');

  // "Still right" on the English name, without retyping it.
  await nameField.getByRole('button', { name: 'Confirm that the English Name is still right' }).click();
  await expect(nameField.getByTestId('translation-state')).toHaveText('Up to date');

  // The English description is empty: copy the French one into it, then save.
  const descriptionField = panel.locator('[data-localized-field="description_en"]');
  await expect(descriptionField.getByTestId('translation-state')).toHaveText('Missing');
  const descriptions = await otherLanguages(page, descriptionField, 'Description', isMobile);
  await descriptions.getByRole('button', { name: 'Copy the French Description into English' }).click();
  await expect(descriptionField.getByLabel('Description (English)')).toHaveValue('Une presse pour les tôles épaisses.');
  // Copied once: a field with text offers no copy.
  await expect(descriptions.getByRole('button', { name: /^Copy the/ })).toHaveCount(0);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(descriptionField.getByTestId('translation-state')).toHaveText('Up to date');

  // No DeepL key here: no suggestion buttons.
  await expect(page.getByRole('button', { name: 'Suggest all missing' })).toHaveCount(0);
  expect((await page.request.delete(`/api/machine/${id}`)).status()).toBe(204);
});

test('an advantage being edited shows the other languages of its text', async ({ page, isMobile }) => {
  await logIn(page);
  const name = 'Advantaged press';
  const id = await machineThroughApi(page, name);
  const texts = { en: 'Fast', fr: 'Rapide', de: 'Schnell', it: 'Veloce', es: 'Rápida' };
  const data = Object.fromEntries(Object.entries(texts).map(([code, text]) => [`description_${code}`, text]));
  const added = await page.request.post(`/api/machine/${id}/advantages`, { data });
  expect(added.status()).toBe(201);
  const advantage = ((await added.json()) as { id: number }).id;
  const patched = await page.request.patch(`/api/machine/${id}/advantages/${advantage}`, {
    data: { description_de: 'Sehr schnell' },
  });
  expect(patched.status()).toBe(200);

  await page.goto(`/admin/machine/${id}`);
  const section = page.getByRole('region', { name: 'Advantages' });
  await section.getByRole('button', { name: 'Edit' }).click();
  const field = section.locator('[data-localized-field="description_en"]');
  await expect(field.getByTestId('translation-state')).toHaveText('Out of date');
  const others = await otherLanguages(page, field, 'Description', isMobile);
  await expect(others.getByRole('listitem').filter({ hasText: 'Sehr schnell' })).toContainText('changed first');
  expect((await page.request.delete(`/api/machine/${id}`)).status()).toBe(204);
});

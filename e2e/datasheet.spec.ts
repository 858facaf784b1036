import { expect, test } from '@playwright/test';

import { logIn } from './admin';

// A datasheet is laid out at its first download, which takes seconds on a busy machine.
test.setTimeout(120_000);

test('the machine page’s link downloads the datasheet, a PDF named after the machine and the language', async ({
  page,
}) => {
  await page.goto('/de/machine/1');
  const link = page.getByRole('link', { name: 'Datenblatt herunterladen (PDF)' });
  await expect(link).toHaveAttribute('href', '/de/machine/1/datasheet.pdf');

  const response = await page.request.get('/de/machine/1/datasheet.pdf');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toBe(
    'attachment; filename=hydraulische-werkstattpresse-hp-100-de.pdf',
  );
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('hydraulische-werkstattpresse-hp-100-de.pdf');
});

test('the admin’s machine screen links the datasheet in each language', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/machine/1');
  for (const [language, name] of [
    ['en', 'English'],
    ['fr', 'Français'],
    ['de', 'Deutsch'],
    ['it', 'Italiano'],
    ['es', 'Español'],
  ]) {
    const link = page.getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', `/${language}/machine/1/datasheet.pdf`);
  }
  // Prensa hidráulica de taller HP-100: the name's own letters in filename*, ASCII in filename.
  const response = await page.request.get('/es/machine/1/datasheet.pdf');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-disposition']).toBe(
    "attachment; filename=prensa-hidraulica-de-taller-hp-100-es.pdf; filename*=UTF-8''prensa-hidr%C3%A1ulica-de-taller-hp-100-es.pdf",
  );
});

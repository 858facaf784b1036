import { expect, test } from '@playwright/test';

import { machines } from '../src/server/seed/content';

const firstMachine = machines[0]!.name;

test.describe('entering without a language', () => {
  test.use({ locale: 'de-CH' });

  test('/ redirects to the browser language and lists the machines in it', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('link', { name: firstMachine.de })).toBeVisible();
  });

  test('the stored language wins over the browser language', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'language', value: 'it', url: baseURL! }]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/it$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('link', { name: firstMachine.it })).toBeVisible();
  });
});

test('a prefixed page renders in its language, whatever the browser says', async ({ page }) => {
  await page.goto('/fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 2, name: 'Nos machines' })).toBeVisible();
  await expect(page.getByRole('link', { name: firstMachine.fr })).toBeVisible();
});

test('machine pictures load from media storage', async ({ page }) => {
  await page.goto('/en');
  const picture = page.getByRole('img', { name: machines[0]!.pictures[0]!.description.en });
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test.describe('unknown paths', () => {
  test.use({ locale: 'de-DE' });

  test('answer 404 with the not-found page in the language of the path', async ({ page }) => {
    const response = await page.goto('/it/questa-pagina-non-esiste');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina non trovata');
    await expect(page.getByRole('link', { name: 'Torna alla pagina iniziale' })).toHaveAttribute('href', '/it');
  });

  test('answer 404 without a language prefix, in the visitor language', async ({ page }) => {
    const response = await page.goto('/gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  });
});

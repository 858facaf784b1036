import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

import { categories } from '../src/server/seed/content';

/** The administrator the e2e server is started with (playwright.config.ts). */
const admin = { username: 'e2e-admin', password: 'e2e-password-123' };

async function logIn(page: Page) {
  expect((await page.request.post('/api/auth/login', { data: admin })).status()).toBe(200);
}

/** Fills the add row: the same text in each language, marked by its language. */
async function fillAddRow(page: Page, name: string, blank: string[] = []) {
  for (const [language, label] of [['EN', 'Name in English'], ['FR', 'Name in French'], ['DE', 'Name in German'], ['ES', 'Name in Spanish'], ['IT', 'Name in Italian']]) {
    await page.getByLabel(label!, { exact: true }).fill(blank.includes(language!) ? '   ' : `${name} ${language}`);
  }
}

test('without a session the categories screen lands on the login page', async ({ page }) => {
  await page.goto('/admin/category');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fcategory$/);
});

test('a category is added, renamed in place, reordered by its priority and deleted after confirming', async ({ page, isMobile, browser, baseURL }) => {
  const name = `Cat${isMobile ? 'M' : 'D'}${Date.now() % 100000}`;
  await logIn(page);
  await page.goto('/admin/category');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();

  // A blank name after trimming: nothing is sent, the empty one is marked.
  let sent = 0;
  page.on('request', (request) => void (request.method() === 'POST' && request.headers()['next-action'] && sent++));
  await fillAddRow(page, name, ['DE']);
  await page.getByRole('button', { name: 'Add Category' }).click();
  await expect(page.getByLabel('Name in German', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toBe(0);

  await fillAddRow(page, name);
  await page.getByRole('button', { name: 'Add Category' }).click();
  const fr = page.getByRole('textbox', { name: `FR, ${name} EN` });
  await expect(fr).toHaveValue(`${name} FR`);
  await expect(page.getByLabel('Name in English', { exact: true })).toHaveValue('');

  // Renamed in place: the public catalogue shows it at the next request.
  await fr.fill(`${name} Presses FR`);
  await page.getByRole('row').filter({ has: fr }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('textbox', { name: `FR, ${name} EN` })).toHaveValue(`${name} Presses FR`);
  // A visitor of their own: visiting /fr would make French the admin's language too.
  const visitor = await browser.newContext({ baseURL });
  const publicPage = await visitor.newPage();
  await publicPage.goto('/fr/nos-machines');
  await expect(publicPage.getByRole('checkbox', { name: `${name} Presses FR` })).toBeAttached();
  await visitor.close();

  // A priority before every other category moves it to the top of the table.
  const priority = page.getByRole('spinbutton', { name: `Priority, ${name} EN` });
  await priority.fill('-5');
  await priority.press('Enter');
  const order = () =>
    page.getByRole('textbox', { name: /^EN, / }).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  await expect.poll(async () => (await order()).indexOf(`${name} EN`) < (await order()).indexOf(categories[0]!.name.en)).toBe(true);
  await expect(page.getByRole('row').filter({ has: priority })).not.toHaveClass(/bg-orange-50/);

  // Delete asks first; cancelling keeps it.
  const row = page.getByRole('row').filter({ has: page.getByRole('textbox', { name: `EN, ${name} EN` }) });
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this categories?');
    void dialog.dismiss();
  });
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});

test('the categories screen has no serious or critical accessibility violation', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/category');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
});

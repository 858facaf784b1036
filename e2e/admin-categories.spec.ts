import { expect, type Page, test } from '@playwright/test';

import { categories } from '../src/server/seed/content';
import { confirmOnSecondTry, logIn, machineThroughApi } from './admin';
import { seriousViolations } from './axe';

// The categories are one list: a reorder saves the whole order its page saw, so this file's tests take turns.
test.describe.configure({ mode: 'default' });

/** Fills the add row: the same text in each language, marked by its language. */
async function fillAddRow(page: Page, name: string, blank: string[] = []) {
  for (const [language, label] of [
    ['EN', 'Name in English'],
    ['FR', 'Name in French'],
    ['DE', 'Name in German'],
    ['ES', 'Name in Spanish'],
    ['IT', 'Name in Italian'],
  ]) {
    await page.getByLabel(label!, { exact: true }).fill(blank.includes(language!) ? '   ' : `${name} ${language}`);
  }
}

/** The English names in the table, top to bottom. */
const order = (page: Page) =>
  page
    .getByRole('textbox', { name: /^EN, / })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

test('without a session the categories screen lands on the login page', async ({ page }) => {
  await page.goto('/admin/category');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fcategory$/);
});

test('a category is added, renamed in place, reordered by its priority and deleted after confirming', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = 'Presses';
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
  const status = page.getByRole('main').getByRole('status').filter({ hasText: /\S/ });
  await expect(status).toHaveText(`The category “${name} EN” has been added.`);

  // Renamed in place: the public catalogue shows it at the next request.
  await fr.fill(`${name} Presses FR`);
  await page.getByRole('row').filter({ has: fr }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('textbox', { name: `FR, ${name} EN` })).toHaveValue(`${name} Presses FR`);
  await expect(status).toHaveText('Saved.');
  // A visitor of their own: visiting /fr would make French the admin's language too.
  const visitor = await browser.newContext({ baseURL });
  const publicPage = await visitor.newPage();
  await publicPage.goto('/fr/nos-machines');
  // A box of the filter panel, named with its count (the panel may be folded on a small screen).
  await expect(
    publicPage.getByRole('checkbox', { name: new RegExp(`^${name} Presses FR \\d+$`), includeHidden: true }),
  ).toBeAttached();
  await visitor.close();

  // A priority before every other category moves it to the top of the table.
  const priority = page.getByRole('spinbutton', { name: `Priority, ${name} EN` });
  await priority.fill('-5');
  await priority.press('Enter');
  await expect
    .poll(async () => (await order(page)).indexOf(`${name} EN`) < (await order(page)).indexOf(categories[0]!.name.en))
    .toBe(true);
  await expect(page.getByRole('row').filter({ has: priority })).not.toHaveClass(/bg-orange-50/);

  // Delete asks first; cancelling keeps it.
  const row = page.getByRole('row').filter({ has: page.getByRole('textbox', { name: `EN, ${name} EN` }) });
  await confirmOnSecondTry(page, row.getByRole('button', { name: 'Delete' }), `Delete the category “${name} EN”?`, {
    kept: () => expect(row).toBeVisible(),
    gone: () => expect(row).toHaveCount(0),
  });
});

test('deleting a category that machines use names them in its confirmation', async ({ page }) => {
  await logIn(page);
  const names = Object.fromEntries(
    ['en', 'fr', 'de', 'it', 'es'].map((code) => [`name_${code}`, `Hydraulic presses ${code.toUpperCase()}`]),
  );
  const created = await page.request.post('/api/category', { data: names });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  for (const machine of ['PB-135 press brake', 'HP-100 workshop press']) {
    const machineId = await machineThroughApi(page, machine);
    expect((await page.request.post(`/api/machine/${machineId}/category`, { data: { id } })).status()).toBe(200);
  }

  await page.goto('/admin/category');
  const row = page.getByRole('row').filter({ has: page.getByRole('textbox', { name: 'EN, Hydraulic presses EN' }) });
  await confirmOnSecondTry(
    page,
    row.getByRole('button', { name: 'Delete' }),
    'Delete the category “Hydraulic presses EN”? It will be removed from 2 machines: HP-100 workshop press en and PB-135 press brake en.',
    {
      kept: () => expect(row).toBeVisible(),
      gone: () => expect(row).toHaveCount(0),
    },
  );
});

test('categories are reordered by keyboard on their handles; the catalogue filter follows', async ({
  page,
  browser,
  baseURL,
}) => {
  const [alpha, beta] = ['Alpha', 'Beta'];
  await logIn(page);
  // Two categories of this test's own, next to each other at the top.
  const ids: number[] = [];
  for (const [index, name] of [alpha, beta].entries()) {
    const names = Object.fromEntries(
      ['en', 'fr', 'de', 'it', 'es'].map((code) => [`name_${code}`, `${name} ${code.toUpperCase()}`]),
    );
    const response = await page.request.post('/api/category', {
      data: { ...names, priority: -900_000 + index },
    });
    expect(response.status()).toBe(201);
    ids.push((await response.json()).id);
  }
  const mine = async () => (await order(page)).filter((name) => name === `${alpha} EN` || name === `${beta} EN`);

  await page.goto('/admin/category');
  expect(await mine()).toEqual([`${alpha} EN`, `${beta} EN`]);
  // Beta picked up with Space, moved up above Alpha, dropped with Space; the new order is saved at once.
  await page.getByRole('button', { name: `Move ${beta} EN` }).focus();
  const live = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press('Space');
  await expect(live).toContainText(`${beta} EN picked up`);
  await page.keyboard.press('ArrowUp');
  await expect(live).toContainText('moved to position');
  await page.keyboard.press('Space');
  await expect(live).toContainText(`${beta} EN dropped`);
  expect(await mine()).toEqual([`${beta} EN`, `${alpha} EN`]);
  // Saved: the priorities shown come back renumbered from the server.
  const betaPriority = page.getByRole('spinbutton', { name: `Priority, ${beta} EN` });
  await expect.poll(async () => Number(await betaPriority.inputValue()), { timeout: 15_000 }).toBeGreaterThan(-1);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);

  await page.reload();
  expect(await mine()).toEqual([`${beta} EN`, `${alpha} EN`]);

  // The public catalogue's filter lists the categories in the new order, at the next request.
  const visitor = await browser.newContext({ baseURL });
  const publicPage = await visitor.newPage();
  await publicPage.goto('/en/nos-machines');
  // Named in the category filter even without machines, with their count.
  const box = (name: string) => publicPage.getByRole('checkbox', { name: `${name} EN 0`, includeHidden: true });
  const betaBox = box(beta);
  await expect(betaBox).toBeAttached();
  const alphaBox = await box(alpha).elementHandle();
  expect(
    await betaBox.evaluate(
      (box, other) => Boolean(box.compareDocumentPosition(other!) & Node.DOCUMENT_POSITION_FOLLOWING),
      alphaBox,
    ),
  ).toBe(true);
  await visitor.close();

  for (const id of ids) expect((await page.request.delete(`/api/category/${id}`)).status()).toBeLessThan(300);
});

test('the categories screen has no serious or critical accessibility violation', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/category');
  expect(await seriousViolations(page)).toEqual([]);
});

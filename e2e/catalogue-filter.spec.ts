import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

import { admin } from './admin';

/**
 * The listing's filter as specified: a panel that opens, one checkbox per category, any number checked, a machine
 * of any of them shown; in the address, with and without JavaScript, and the machine page's way back to the view.
 * Each run makes two categories of its own: A with two machines, B with one, and a machine in both.
 */
const five = (field: string, text: string) =>
  Object.fromEntries(['en', 'fr', 'de', 'it', 'es'].map((code) => [`${field}_${code}`, `${text} ${code}`]));

interface Fixture {
  a: number;
  b: number;
  machineIds: number[];
}

let fixture: Fixture;
let label = '';

async function post(request: APIRequestContext, path: string, data: object) {
  const response = await request.post(path, { data });
  expect([path, response.status()]).toEqual([path, /\/machine\/\d+\/category$/.test(path) ? 200 : 201]);
  return ((await response.json()) as { id: number }).id;
}

test.beforeAll(async ({ playwright, baseURL }, testInfo) => {
  label = `Filter${testInfo.project.name}${testInfo.workerIndex}x${Date.now() % 1_000_000}`;
  const request = await playwright.request.newContext({ baseURL });
  expect((await request.post('/api/auth/login', { data: admin })).status()).toBe(200);
  const a = await post(request, '/api/category', five('name', `${label} A`));
  const b = await post(request, '/api/category', five('name', `${label} B`));
  const machineIds: number[] = [];
  for (const [name, categories] of [
    ['A1', [a]],
    ['A2', [a]],
    ['AB', [a, b]],
    ['B1', [b]],
  ] as const) {
    const id = await post(request, '/api/machine', five('name', `${label} ${name}`));
    for (const category of categories) await post(request, `/api/machine/${id}/category`, { id: category });
    machineIds.push(id);
  }
  fixture = { a, b, machineIds };
  await request.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  expect((await request.post('/api/auth/login', { data: admin })).status()).toBe(200);
  for (const id of fixture.machineIds) expect((await request.delete(`/api/machine/${id}`)).status()).toBe(204);
  for (const id of [fixture.a, fixture.b]) expect((await request.delete(`/api/category/${id}`)).status()).toBe(204);
  await request.dispose();
});

const cards = (page: Page) => page.locator('main li h3');
/** A category's box, also in the closed panel. */
const box = (page: Page, name: 'A' | 'B', count: number) =>
  page.getByRole('checkbox', { name: `${label} ${name} en ${count}`, includeHidden: true });
const union = () => ['A1', 'A2', 'AB', 'B1'].map((name) => `${label} ${name} en`);
const both = () => `?category=${Math.min(fixture.a, fixture.b)}&category=${Math.max(fixture.a, fixture.b)}`;

test.describe('with JavaScript', () => {
  test('checking boxes shows the machines of any of them, in the address, and a machine leads back there', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/en/nos-machines');
    const panel = page.locator('summary', { hasText: 'Filter machines' });
    await expect(box(page, 'A', 3)).toBeHidden();
    await panel.click();
    await expect(box(page, 'A', 3)).toBeVisible();
    await box(page, 'A', 3).check();
    await expect(page).toHaveURL(new RegExp(`\\?category=${fixture.a}$`));
    await expect(cards(page)).toHaveText(union().slice(0, 3));
    await expect(page.getByRole('button', { name: 'Apply' })).toBeHidden();

    await box(page, 'B', 2).check();
    await expect(page).toHaveURL(new RegExp(`${both().replace('?', '\\?')}$`));
    await expect(cards(page)).toHaveText(union());
    await expect(box(page, 'A', 3)).toBeChecked();
    // The panel stays open, the focus on the box just checked.
    await expect(box(page, 'B', 2)).toBeFocused();
    // The language switcher leads to the same view (on a phone it is in the menu, which site-shell tries).
    if (!isMobile) {
      await page.getByRole('button', { name: 'Language: English' }).click();
      await expect(page.getByRole('link', { name: 'Italiano' })).toHaveAttribute('href', `/it/nos-machines${both()}`);
      await page.keyboard.press('Escape');
    }

    await page.getByRole('link', { name: new RegExp(`${label} B1 en`) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${label} B1 en`);
    // Once the page's script runs, its link leads back to the view the visitor came from.
    const back = page.getByRole('link', { name: '← Back to the machines' });
    const view = new RegExp(`/en/nos-machines${both().replace('?', '\\?')}$`);
    await expect(back).toHaveAttribute('href', view);
    await back.click();
    await expect(page).toHaveURL(view);
    await expect(cards(page)).toHaveText(union());

    // Back in the browser's history: the boxes say what the view shows.
    await page.locator('summary', { hasText: 'Filter machines' }).click();
    await box(page, 'A', 3).uncheck();
    await expect(page).toHaveURL(new RegExp(`\\?category=${fixture.b}$`));
    await expect(cards(page)).toHaveText([`${label} AB en`, `${label} B1 en`]);
    await page.goBack();
    await expect(cards(page)).toHaveText(union());
    await expect(box(page, 'A', 3)).toBeChecked();
  });

  test('a machine page opened from elsewhere leads back to the whole listing', async ({ page }) => {
    await page.goto(`/en/machine/${fixture.machineIds[0]}`);
    await expect(page.getByRole('link', { name: '← Back to the machines' })).toHaveAttribute(
      'href',
      '/en/nos-machines',
    );
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the boxes are a form that "Apply" sends, and the view opens at its canonical address', async ({ page }) => {
    await page.goto('/de/nos-machines');
    await page.locator('summary', { hasText: 'Maschinen filtern' }).click();
    await page.getByRole('checkbox', { name: `${label} B de 2` }).check();
    await page.getByRole('checkbox', { name: `${label} A de 3` }).check();
    await page.getByRole('button', { name: 'Anwenden' }).click();
    await expect(page).toHaveURL(new RegExp(`/de/nos-machines${both().replace('?', '\\?')}$`));
    await expect(cards(page)).toHaveText(['A1', 'A2', 'AB', 'B1'].map((name) => `${label} ${name} de`));
  });
});

test('a shared address in another order, or with a category twice, is redirected to the one view', async ({
  request,
}) => {
  const [low, high] = [Math.min(fixture.a, fixture.b), Math.max(fixture.a, fixture.b)];
  for (const query of [`category=${high}&category=${low}`, `category=${low}&category=${high}&category=${low}`]) {
    const response = await request.get(`/fr/nos-machines?${query}`, { maxRedirects: 0 });
    expect([query, response.status(), response.headers().location]).toEqual([
      query,
      308,
      expect.stringMatching(new RegExp(`/fr/nos-machines${both().replace('?', '\\?')}$`)),
    ]);
  }
  const many = Array.from({ length: 300 }, () => `category=${low}`).join('&');
  expect((await request.get(`/fr/nos-machines?${many}`, { maxRedirects: 0 })).status()).toBe(308);
  for (const query of [`category=${low}&category=99999`, `category=${low}&category=x`, `category=${low}&page=2`])
    expect([query, (await request.get(`/fr/nos-machines?${query}`)).status()]).toEqual([query, 404]);
});

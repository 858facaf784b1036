import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

import { admin } from './admin';

/**
 * The listing's range filters on a phone, where the filter panel matters most: a range with and without
 * JavaScript, at its canonical address, shared, and the machine page's way back to it. Each run makes a category
 * and a characteristic type of its own, with machines of 100 kN, 250.5 kN and 400–600 kN, and one without.
 */
const five = (field: string, text: string) =>
  Object.fromEntries(['en', 'fr', 'de', 'it', 'es'].map((code) => [`${field}_${code}`, `${text} ${code}`]));

let label = '';
const fixture = { category: 0, type: 0, machineIds: [] as number[] };

async function post(request: APIRequestContext, path: string, data: object) {
  const response = await request.post(path, { data });
  expect([path, response.status()]).toEqual([path, /\/machine\/\d+\/category$/.test(path) ? 200 : 201]);
  return ((await response.json()) as { id: number }).id;
}

test.beforeAll(async ({ playwright, baseURL }, testInfo) => {
  label = `Range${testInfo.workerIndex}x${Date.now() % 1_000_000}`;
  const request = await playwright.request.newContext({ baseURL });
  expect((await request.post('/api/auth/login', { data: admin })).status()).toBe(200);
  fixture.category = await post(request, '/api/category', five('name', `${label} C`));
  fixture.type = await post(request, '/api/characteristic-type', { ...five('name', `${label} force`), unit: 'kN' });
  for (const [name, measure] of [
    ['R1', { min: 100 }],
    ['R2', { min: '250.5' }],
    ['R3', { min: 400, max: 600 }],
    ['R4', null],
  ] as const) {
    const id = await post(request, '/api/machine', five('name', `${label} ${name}`));
    await post(request, `/api/machine/${id}/category`, { id: fixture.category });
    if (measure)
      await post(request, `/api/machine/${id}/technical-characteristics`, {
        type: fixture.type,
        measure: { ...measure, unit: 'kN' },
      });
    fixture.machineIds.push(id);
  }
  await request.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  expect((await request.post('/api/auth/login', { data: admin })).status()).toBe(200);
  for (const id of fixture.machineIds) expect((await request.delete(`/api/machine/${id}`)).status()).toBe(204);
  expect((await request.delete(`/api/category/${fixture.category}`)).status()).toBe(204);
  expect((await request.delete(`/api/characteristic-type/${fixture.type}`)).status()).toBe(204);
  await request.dispose();
});

const cards = (page: Page) => page.locator('main li h3');
const named = (language: string, ...names: string[]) => names.map((name) => `${label} ${name} ${language}`);
const range = (page: Page, language: string) =>
  page.getByRole('group', { name: new RegExp(`^${label} force ${language} \\(kN\\)`) });

test('with JavaScript, a range applies as it is typed, at an address that can be shared and come back to', async ({
  page,
  context,
}) => {
  const view = `?category=${fixture.category}`;
  await page.goto(`/en/nos-machines${view}`);
  await page.locator('summary', { hasText: 'Filter machines' }).click();
  // Three of the view's machines have a measure of the type: from 100 to 600.
  await expect(range(page, 'en')).toContainText('3');
  const min = range(page, 'en').getByLabel('Min');
  await expect(min).toHaveAttribute('placeholder', '100');
  await expect(range(page, 'en').getByLabel('Max')).toHaveAttribute('placeholder', '600');
  await min.fill('250.5');
  await min.press('Tab');
  const filtered = new RegExp(`/en/nos-machines\\?category=${fixture.category}&t${fixture.type}=250\\.5\\.\\.$`);
  await expect(page).toHaveURL(filtered);
  await expect(cards(page)).toHaveText(named('en', 'R2', 'R3'));
  // The category's count is now that of the range.
  await expect(page.getByRole('checkbox', { name: `${label} C en 2` })).toBeChecked();

  await page.getByRole('link', { name: named('en', 'R3')[0] }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(named('en', 'R3')[0]!);
  // Once the page's script runs, its link leads back to the view the visitor came from.
  const back = page.getByRole('link', { name: '← Back to the machines' });
  await expect(back).toHaveAttribute('href', filtered);
  await back.click();
  await expect(page).toHaveURL(filtered);
  await expect(cards(page)).toHaveText(named('en', 'R2', 'R3'));

  // The same address, shared: the same view, its range in the inputs.
  const shared = await context.newPage();
  await shared.goto(page.url());
  await expect(cards(shared)).toHaveText(named('en', 'R2', 'R3'));
  await shared.locator('summary', { hasText: 'Filter machines' }).click();
  await expect(range(shared, 'en').getByLabel('Min')).toHaveValue('250.5');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('"Apply" sends the range, and the view opens at its canonical address', async ({ page }) => {
    await page.goto(`/fr/nos-machines?category=${fixture.category}`);
    await page.locator('summary', { hasText: 'Filtrer les machines' }).click();
    await range(page, 'fr').getByLabel('Max.').fill('300');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/fr/nos-machines\\?category=${fixture.category}&t${fixture.type}=\\.\\.300$`),
    );
    await expect(cards(page)).toHaveText(named('fr', 'R1', 'R2'));
  });
});

test('a range written otherwise is redirected to its view; an unknown type is not found', async ({ request }) => {
  const [c, t] = [fixture.category, fixture.type];
  for (const [query, location] of [
    [`t${t}=300..100&category=${c}`, `?category=${c}&t${t}=100..300`],
    [`category=${c}&t${t}=abc..300`, `?category=${c}&t${t}=..300`],
    [`category=${c}&t${t}=1e309..`, `?category=${c}`],
  ]) {
    const response = await request.get(`/en/nos-machines?${query}`, { maxRedirects: 0 });
    expect([query, response.status(), response.headers().location]).toEqual([
      query,
      308,
      expect.stringMatching(new RegExp(`/en/nos-machines${location!.replaceAll('?', '\\?').replaceAll('.', '\\.')}$`)),
    ]);
  }
  expect((await request.get(`/en/nos-machines?category=${c}&t999999=1..2`)).status()).toBe(404);
});

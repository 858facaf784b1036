import { type APIRequestContext, expect, test } from '@playwright/test';

import { admin } from './admin';

/**
 * The listing a page at a time: 24 machines, the category and the page in the URL, "show more" with JavaScript,
 * previous and next links without. Each project makes a category of its own with 26 machines, so that it has two
 * pages whatever the other tests add meanwhile.
 */
const five = (field: string, text: string) =>
  Object.fromEntries(['en', 'fr', 'de', 'it', 'es'].map((code) => [`${field}_${code}`, `${text} ${code}`]));

async function makeCategory(request: APIRequestContext, label: string) {
  expect((await request.post('/api/auth/login', { data: admin })).status()).toBe(200);
  const category = await request.post('/api/category', { data: five('name', label) });
  expect(category.status()).toBe(201);
  const categoryId = ((await category.json()) as { id: number }).id;
  const machineIds: number[] = [];
  for (let index = 1; index <= 26; index++) {
    const machine = await request.post('/api/machine', {
      data: five('name', `${label} ${String(index).padStart(2, '0')}`),
    });
    expect(machine.status()).toBe(201);
    const { id } = (await machine.json()) as { id: number };
    expect((await request.post(`/api/machine/${id}/category`, { data: { id: categoryId } })).status()).toBe(200);
    machineIds.push(id);
  }
  return { categoryId, machineIds };
}

async function removeCategory(request: APIRequestContext, fixture: { categoryId: number; machineIds: number[] }) {
  for (const id of fixture.machineIds) expect((await request.delete(`/api/machine/${id}`)).status()).toBe(204);
  expect((await request.delete(`/api/category/${fixture.categoryId}`)).status()).toBe(204);
}

const names = (label: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `${label} ${String(from + index).padStart(2, '0')} en`);

let fixture: { categoryId: number; machineIds: number[] };
let label = '';

test.beforeAll(async ({ playwright, baseURL }, testInfo) => {
  label = `Paging${testInfo.project.name}${Date.now() % 1_000_000}`;
  const request = await playwright.request.newContext({ baseURL });
  fixture = await makeCategory(request, label);
  await request.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  expect((await request.post('/api/auth/login', { data: admin })).status()).toBe(200);
  await removeCategory(request, fixture);
  await request.dispose();
});

test.describe('with JavaScript', () => {
  test('the filter is in the URL, with its count, and "show more" appends the next page', async ({ page }) => {
    await page.goto('/en/nos-machines');
    await page.locator('summary', { hasText: 'Filter machines' }).click();
    await page.getByRole('checkbox', { name: `${label} en 26` }).check();
    await expect(page).toHaveURL(new RegExp(`/en/nos-machines\\?category=${fixture.categoryId}$`));
    await expect(page.getByRole('checkbox', { name: `${label} en 26` })).toBeChecked();
    // The language switcher leads to the same view, by the address visitors see.
    await page.getByRole('button', { name: 'Language: English' }).click();
    await expect(page.getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
      'href',
      `/de/nos-machines?category=${fixture.categoryId}`,
    );
    await page.keyboard.press('Escape');

    const cards = page.locator('main li h3');
    await expect(cards).toHaveText(names(label, 1, 24));
    await page.getByRole('button', { name: 'Show more machines' }).click();
    await expect(cards).toHaveText(names(label, 1, 26));
    // The first card added takes the focus; nothing more to show, and the page links gave way.
    await expect(page.getByRole('link', { name: new RegExp(`${label} 25 en`) })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Show more machines' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Pages' })).toBeHidden();
    // An added card puts its machine in the quote list like the first page's.
    const added = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `${label} 26 en` }) });
    await added.getByRole('button', { name: 'Add to my quote request' }).click();
    await expect(added.getByRole('link', { name: 'View my quote request' })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('next and previous are links to the pages, with the filter kept', async ({ page }) => {
    await page.goto(`/de/nos-machines?category=${fixture.categoryId}`);
    const cards = page.locator('main li h3');
    await expect(cards).toHaveCount(24);
    await expect(page.getByRole('button', { name: 'Weitere Maschinen anzeigen' })).toHaveCount(0);
    const pages = page.getByRole('navigation', { name: 'Seiten' });
    await expect(pages).toContainText('Seite 1 von 2');
    await expect(pages.locator('a[rel="prev"]')).toHaveCount(0);

    await pages.getByRole('link', { name: 'Nächste Seite' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?category=${fixture.categoryId}&page=2$`));
    await expect(cards).toHaveText(names(label, 25, 26).map((name) => name.replace(/ en$/, ' de')));
    await expect(pages.locator('a[rel="next"]')).toHaveCount(0);

    await pages.getByRole('link', { name: 'Vorherige Seite' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?category=${fixture.categoryId}$`));
    await expect(cards).toHaveCount(24);
  });
});

test('each view has the canonical search engines want, and a nonsense view is not found', async ({ request }) => {
  const canonical = async (path: string) => {
    const response = await request.get(path);
    expect([path, response.status()]).toEqual([path, 200]);
    return /<link rel="canonical" href="[^"]*?(\/en\/nos-machines[^"]*)"/.exec(await response.text())?.[1];
  };
  // Every machine's page 2 is a page of its own; a view of some categories is a part of the listing.
  expect(await canonical('/en/nos-machines?page=2')).toBe('/en/nos-machines?page=2');
  expect(await canonical(`/en/nos-machines?category=${fixture.categoryId}&page=2`)).toBe('/en/nos-machines');
  expect(await canonical(`/en/nos-machines?category=${fixture.categoryId}`)).toBe('/en/nos-machines');
  expect(await canonical('/en/nos-machines?page=1')).toBe('/en/nos-machines');

  for (const query of ['page=0', 'page=x', 'page=2.0', 'page=999', 'category=x', 'category=0', 'category=99999']) {
    expect([query, (await request.get(`/en/nos-machines?${query}`)).status()]).toEqual([query, 404]);
  }
  expect((await request.get(`/en/nos-machines?category=${fixture.categoryId}&page=3`)).status()).toBe(404);
});

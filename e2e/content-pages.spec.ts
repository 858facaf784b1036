import { expect, test } from '@playwright/test';

test('the R&D page shows two projects, adds two at a time, then goes back to two', async ({ page }) => {
  await page.goto('/en/r&d');
  const list = page.getByRole('region', { name: 'Selected projects' });
  // Every project is in the page; those not shown yet are hidden.
  await expect(list.locator('article')).toHaveCount(5);
  const projects = list.locator('article:visible');
  await expect(projects).toHaveCount(2);
  await page.getByRole('button', { name: 'Show more projects' }).click();
  await expect(projects).toHaveCount(4);
  await page.getByRole('button', { name: 'Show more projects' }).click();
  await expect(projects).toHaveCount(5);
  await page.getByRole('button', { name: 'Show fewer projects' }).click();
  await expect(projects).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Show more projects' })).toBeVisible();
  // Shrunk back, the list's top is scrolled to, clear of the sticky header.
  const header = await page.locator('body > header, header').first().boundingBox();
  const top = await list.locator('ol').boundingBox();
  expect(top!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the R&D page shows every project, and no button that would do nothing', async ({ page }) => {
    await page.goto('/de/r&d');
    await expect(page.locator('section[aria-labelledby="projects-title"] article:visible')).toHaveCount(5);
    await expect(page.getByRole('button', { name: 'Weitere Projekte anzeigen' })).toBeHidden();
  });
});

test('the R&D page answers under its percent-encoded path too', async ({ page }) => {
  const response = await page.goto('/fr/r%26d');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recherche et développement');
});

test('the oxycoupage page has the steel grades and the tolerance table', async ({ page }) => {
  await page.goto('/de/oxycoupage');
  for (const grade of ['S235', 'S355', 'Quard', 'Quend', 'Hardox', 'Weldox']) {
    await expect(page.getByText(grade, { exact: true })).toBeVisible();
  }
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: '2000–4000' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2 + 5);
  await expect(table.getByRole('row', { name: /^2–35/ }).getByRole('cell').first()).toHaveText('±2,0');
  await expect(
    table
      .getByRole('row', { name: /^150–200/ })
      .getByRole('cell')
      .last(),
  ).toHaveText('±7,0');
});

test('the hydraulique page lists its seven services', async ({ page }) => {
  await page.goto('/it/hydraulique');
  await expect(page.getByRole('region', { name: /servizi/i }).getByRole('listitem')).toHaveCount(7);
});

test('the history page alternates its entries, with highlighted texts and links', async ({ page }) => {
  await page.goto('/fr/notre-histoire');
  await expect(page.getByRole('heading', { level: 2, name: '1971' })).toBeVisible();
  await expect(page.getByText(/40\s+m³/).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /→/ }).first()).toHaveAttribute(
    'href',
    '/fr/oxycoupage',
  );
});

test('the contact map loads from its provider only when asked', async ({ page }) => {
  const external: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) external.push(request.url());
  });
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ body: '<p>map</p>', contentType: 'text/html' }),
  );
  await page.goto('/en/contact');
  await expect(page.getByRole('img', { name: /map/i })).toBeVisible();
  expect(external).toEqual([]);
  await page.getByRole('link', { name: 'Show the interactive map' }).click();
  await expect(page.locator('iframe')).toHaveAttribute('src', /openstreetmap\.org\/export\/embed/);
});

for (const [path, heading] of [
  ['/en/a-propos', 'About us'],
  ['/es/contact', 'Contacto'],
  ['/it/oxycoupage', 'Ossitaglio'],
] as const) {
  test(`${path} has one h1 and a quote or contact form`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    await expect(page.getByRole('main').locator('form')).toBeVisible();
  });
}

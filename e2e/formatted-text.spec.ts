import { expect, type Locator, type Page, test } from '@playwright/test';

import { logIn } from './admin';

const languages = ['en', 'fr', 'de', 'it', 'es'];

/** A text with each formatting the subset has, and what it must not let through. */
const formatted = [
  'The press gives **100 tonnes** of *steady* force.',
  'A second line.',
  '',
  '- Welded frame',
  '- Two-stage pump',
  '',
  'Ask [our workshop](https://example.com/workshop) or [us](/en/contact). <img src=x onerror=alert(1)> [no](javascript:alert(1))',
].join('\n');

const inEveryLanguage = (field: string, text: (code: string) => string) =>
  Object.fromEntries(languages.map((code) => [`${field}_${code}`, text(code)]));

async function created(page: Page, path: string, data: Record<string, string>): Promise<number> {
  const response = await page.request.post(path, { data });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** The formatted text within `scope` as the site must show it: formatted, its link to another site opening apart. */
async function expectFormatted(scope: Locator) {
  // The text's own element: the one that holds its first paragraph.
  const region = scope.locator('p', { hasText: 'The press gives' }).locator('..');
  await expect(region.locator('strong')).toHaveText('100 tonnes');
  await expect(region.locator('em')).toHaveText('steady');
  await expect(region.locator('br')).toHaveCount(1);
  await expect(region.getByRole('listitem')).toHaveText(['Welded frame', 'Two-stage pump']);
  const external = region.getByRole('link', { name: 'our workshop' });
  await expect(external).toHaveAttribute('href', 'https://example.com/workshop');
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(region.getByRole('link', { name: 'us', exact: true })).toHaveAttribute('href', '/en/contact');
  await expect(region.getByRole('link', { name: 'no' })).toHaveCount(0);
  await expect(region.locator('img')).toHaveCount(0);
  await expect(region).toContainText('<img src=x onerror=alert(1)> [no](javascript:alert(1))');
}

test.describe('formatted text', () => {
  test.beforeEach(async ({ page }) => logIn(page));

  test('a machine description is shown formatted, and its meta description without the marks', async ({ page }) => {
    const id = await created(page, '/api/machine', {
      ...inEveryLanguage('name', (code) => `Formatted press ${code}`),
      ...inEveryLanguage('description', () => formatted),
      ...inEveryLanguage('metadescription', () => ''),
    });
    await page.goto(`/en/machine/${id}`);
    await expectFormatted(page.locator('main'));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^The press gives 100 tonnes of steady force\. A second line\. Welded frame Two-stage pump/,
    );
  });

  test('a news block is shown formatted', async ({ page }) => {
    const id = await created(
      page,
      '/api/news',
      inEveryLanguage('title', (code) => `Formatted news ${code}`),
    );
    await created(page, `/api/news/${id}/content`, {
      ...inEveryLanguage('title', (code) => `Block ${code}`),
      ...inEveryLanguage('content', () => formatted),
    });
    await page.goto(`/en/actualites/${id}`);
    await expectFormatted(page.getByRole('article'));
  });

  test('the back office previews a description as the site shows it', async ({ page }) => {
    const id = await created(page, '/api/machine', {
      ...inEveryLanguage('name', (code) => `Previewed press ${code}`),
      ...inEveryLanguage('description', () => ''),
      ...inEveryLanguage('metadescription', () => ''),
    });
    await page.goto(`/admin/machine/${id}`);
    const edit = page.getByRole('region', { name: 'Name and description' });
    const field = edit.getByLabel('Description (English)', { exact: true });
    await expect(field).toHaveAccessibleDescription('Formatting: **bold**, *italic*, - list, [link](https://…)');
    await field.fill(formatted);
    await edit.getByRole('button', { name: 'Preview' }).click();
    await expectFormatted(edit.getByRole('region', { name: 'Preview: Description (English)' }));
    await field.fill('Now **different**');
    await expect(edit.getByRole('region', { name: 'Preview: Description (English)' }).locator('strong')).toHaveText(
      'different',
    );
  });
});

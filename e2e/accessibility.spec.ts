import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/** Every kind of public page, each in one language or two. */
const pages = [
  '/de',
  '/en/nos-machines',
  '/fr/nos-machines?category=1',
  '/it/machine/1',
  '/es/actualites/1',
  '/de/actualites/2',
  '/fr/cette-page-n-existe-pas',
  '/de/contact',
  '/en/contact',
  '/fr/hydraulique',
  '/it/oxycoupage',
  '/es/r&d',
  '/en/a-propos',
  '/de/notre-histoire',
  '/fr/confidentialite',
];

for (const path of pages) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
}

test('a form with errors has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/fr/contact');
  await page.getByRole('main').getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Veuillez remplir ce champ.').first()).toBeVisible();
  const results = await new AxeBuilder({ page })
    .include('main form')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
  ).toEqual([]);
});

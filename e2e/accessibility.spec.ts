import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/** Every kind of public page there is so far, in two languages. */
const pages = [
  '/de',
  '/en/nos-machines',
  '/fr/nos-machines?category=1',
  '/it/machine/1',
  '/es/actualites/1',
  '/de/actualites/2',
  '/fr/cette-page-n-existe-pas',
];

for (const path of pages) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
}

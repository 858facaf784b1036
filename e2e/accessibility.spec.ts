import { expect, type Page, test } from '@playwright/test';

import { logIn } from './admin';
import { seriousViolations } from './axe';

/** Every kind of public page, each in one language or two. */
const pages = [
  '/de',
  '/en/nos-machines',
  '/fr/nos-machines?category=1',
  '/it/machine/1',
  '/es/actualites/1',
  '/de/actualites/2',
  '/it/actualites',
  '/fr/cette-page-n-existe-pas',
  '/de/contact',
  '/en/contact',
  '/fr/hydraulique',
  '/it/oxycoupage',
  '/es/r&d',
  '/en/a-propos',
  '/de/notre-histoire',
  '/fr/confidentialite',
  '/fr/recherche?q=presses%20plieuses',
  '/de/recherche?q=Hydrolik',
  '/en/recherche',
];

/**
 * The pages whose rules axe checks at a phone's width too: one of each layout the phone changes most (the menu,
 * the listing's cards, the gallery, a form). Colours, names and roles are the same at every width: the desktop run
 * checks every page; the phone run checks every page's reflow (below).
 */
const checkedOnPhones = new Set([
  '/de',
  '/en/nos-machines',
  '/it/machine/1',
  '/es/actualites/1',
  '/de/contact',
  '/fr/recherche?q=presses%20plieuses',
]);

/** Every screen of the back office that a list or a table can make wide (a table scrolls in its own box). */
const adminScreens = [
  '/admin/dashboard',
  '/admin/machine',
  '/admin/machine/1',
  '/admin/category',
  '/admin/news',
  '/admin/translations',
  '/admin/inbox',
  '/admin/accounts',
  '/admin/activity',
  '/admin/account',
];

/** How far the page scrolls sideways: none, at any width down to a phone's (WCAG 1.4.10, reflow). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const path of pages) {
  test(`${path} does not scroll sideways and has no serious or critical accessibility violation`, async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile && !checkedOnPhones.has(path), 'checked at the desktop width; its reflow below');
    await page.goto(path);
    expect(await sideways(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('no public page scrolls sideways on a phone', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'each desktop page is checked with its accessibility');
  for (const path of pages) {
    await page.goto(path);
    expect(await sideways(page), path).toBe(0);
  }
});

test('no screen of the back office scrolls sideways', async ({ page }) => {
  await logIn(page);
  for (const path of adminScreens) {
    await page.goto(path);
    expect(await sideways(page), path).toBe(0);
  }
});

test('a form with errors has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/fr/contact');
  await page.getByRole('main').getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Veuillez remplir ce champ.').first()).toBeVisible();
  expect(await seriousViolations(page, 'main form')).toEqual([]);
});

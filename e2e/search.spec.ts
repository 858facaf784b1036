import { expect, type Page, test } from '@playwright/test';

/**
 * The header's search field: on a desktop, opened by its button (which, the field being empty and required, gives
 * it the focus, which opens it); on a phone, in the menu, opened first.
 */
async function headerSearchField(page: Page, isMobile: boolean, javaScript: boolean) {
  const header = page.getByRole('banner');
  if (!isMobile) await header.getByRole('button', { name: 'Rechercher' }).click();
  else {
    const menu = header.getByRole('button', { name: 'Menu' });
    // Without JavaScript the menu opens while its button has the focus (and stays open while the focus is inside).
    if (javaScript) await menu.click();
    else await menu.focus();
  }
  return header.getByRole('searchbox', { name: 'Rechercher sur le site' }).locator('visible=true');
}

for (const javaScript of [true, false]) {
  test.describe(javaScript ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: javaScript });

    test('the header search finds a machine by another form of its words, and offers the word for a typo', async ({
      page,
      isMobile,
    }) => {
      await page.goto('/fr/contact');
      const field = await headerSearchField(page, isMobile, javaScript);
      await field.fill('presses plieuses');
      await field.press('Enter');
      await expect(page).toHaveURL(/\/fr\/recherche\?q=presses\+plieuses$/);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2 })).toContainText('pour «\u202Fpresses plieuses\u202F»');
      await main.getByRole('link', { name: 'Presse plieuse hydraulique PB-135' }).click();
      await expect(page).toHaveURL(/\/fr\/machine\/\d+$/);

      await page.goto('/fr/recherche');
      await main.getByRole('searchbox', { name: 'Rechercher sur le site' }).fill('hydrolique');
      await main.getByRole('button', { name: 'Rechercher' }).click();
      await expect(main.getByText('Vouliez-vous dire «\u202Fhydraulique\u202F»\u202F?')).toBeVisible();
      await expect(main.locator('ol > li').first()).toBeVisible();
      await expect(main.locator('mark').first()).toBeVisible();
    });
  });
}

test("a model number written another way finds its machine, in the page's language", async ({ page }) => {
  await page.goto('/de/recherche?q=pb135');
  await expect(page.getByRole('main').getByRole('link', { name: 'Hydraulische Abkantpresse PB-135' })).toBeVisible();
});

test('a search of punctuation only says what to type', async ({ page }) => {
  await page.goto('/it/recherche?q=%21%3F%26');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Scrivi almeno una lettera o una cifra.');
});

import { expect, test } from '@playwright/test';

import { logIn, machineThroughApi } from './admin';

/**
 * The admin lists a page at a time, searched with a GET form: the search and the page are in the URL, and the
 * links work without JavaScript too.
 */
test.use({ javaScriptEnabled: false });

test('the machine list is searched by name in any language, case and accents aside, and paged', async ({ page }) => {
  // 51 machines made through the API first: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  await logIn(page);
  const label = 'Listed';
  const ids: number[] = [];
  // 51: more than one page of 50.
  for (let index = 1; index <= 51; index++) ids.push(await machineThroughApi(page, `${label} Presse Élan ${index}`));

  await page.goto('/admin/machine');
  const search = page.getByRole('search');
  await search.getByRole('searchbox', { name: 'Search' }).fill(`${label.toUpperCase()} presse elan`);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/machine\\?q=${label.toUpperCase()}\\+presse\\+elan$`));
  const main = page.getByRole('main');
  await expect(main).toContainText(`51 results for “${label.toUpperCase()} presse elan”.`);
  const rows = main.locator('tbody tr');
  await expect(rows).toHaveCount(50);
  // Newest first: the machine just added is on top.
  await expect(rows.first()).toContainText(`${label} Presse Élan 51 en`);

  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages).toContainText('Page 1 of 2');
  await pages.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2$/);
  await expect(page).toHaveURL(/q=/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${label} Presse Élan 1 en`);
  await pages.getByRole('link', { name: 'Previous page' }).click();
  await expect(rows).toHaveCount(50);
  // A page past the end (an old link, a list that got shorter) leads to the last one, and the address says so.
  await page.goto(`/admin/machine?q=${encodeURIComponent(label)}&page=9`);
  await expect(page).toHaveURL(/[?&]page=2$/);
  await expect(pages).toContainText('Page 2 of 2');
  await expect(rows).toHaveCount(1);

  await search.getByRole('link', { name: 'Show all' }).click();
  await expect(page).toHaveURL(/\/admin\/machine$/);
  await expect(search.getByRole('searchbox', { name: 'Search' })).toHaveValue('');

  for (const id of ids) expect((await page.request.delete(`/api/machine/${id}`)).status()).toBe(204);
});

// The news list's search is the machine list's form and pager over listNewsPage, whose search src/tests/paging.test.ts
// proves.

import { expect, test } from '@playwright/test';

import { logIn } from './admin';

/**
 * The back office's overview of publication: the machine and news lists say where each item stands and filter by
 * it, and the dashboard lists what is scheduled, each entry leading to its item.
 */
test('the lists show each item’s publication and filter by it; the dashboard lists what is scheduled', async ({
  page,
}) => {
  await logIn(page);
  const label = `Overview ${Date.now()}`;
  const fields = (name: string) =>
    Object.fromEntries(['en', 'fr', 'de', 'it', 'es'].map((code) => [`name_${code}`, `${name} ${code}`]));
  const create = async (name: string, status: 'draft' | 'published') => {
    const response = await page.request.post('/api/machine', { data: { ...fields(name), status } });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const draft = await create(`${label} draft`, 'draft');
  const changed = await create(`${label} changed`, 'published');
  const draftSave = await page.request.patch(`/api/machine/${changed}/draft`, {
    data: { name_fr: 'Presse modifiée', name_de: 'Presse geändert' },
  });
  expect(draftSave.status()).toBe(200);
  const scheduled = await create(`${label} scheduled`, 'draft');
  // 09:00 Swiss time the day after tomorrow: among the soonest things scheduled, which the dashboard lists.
  const day = new Date(Date.now() + 2 * 86_400_000);
  const zurich = (options: Intl.DateTimeFormatOptions, locale = 'en-CH') =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'Europe/Zurich' }).format(day);
  const at = `${zurich({ dateStyle: 'short' }, 'sv-SE')}T09:00`;
  const when = `${zurich({ dateStyle: 'long' })} at 09:00`;
  expect((await page.request.post(`/api/machine/${scheduled}/publish`, { data: { at } })).status()).toBe(200);
  const off = await create(`${label} off`, 'published');
  expect((await page.request.post(`/api/machine/${off}/unpublish`)).status()).toBe(200);
  const plain = await create(`${label} plain`, 'published');

  await page.goto(`/admin/machine?q=${encodeURIComponent(label)}`);
  const row = (id: number) =>
    page
      .getByRole('main')
      .locator('tbody tr')
      .filter({ has: page.locator(`a[href="/admin/machine/${id}"]`) });
  await expect(row(draft).getByTestId('publication')).toHaveText('Draft');
  await expect(row(changed).getByTestId('publication')).toHaveText('Unpublished changes (FR, DE)');
  await expect(row(scheduled).getByTestId('publication')).toHaveText(`Scheduled for ${when} (Swiss time)`);
  await expect(row(off).getByTestId('publication')).toHaveText('Unpublished');
  await expect(row(plain).getByTestId('publication')).toHaveCount(0);

  // The filter keeps the search, and the search keeps the filter.
  const filter = page.getByRole('navigation', { name: 'Publication' });
  await filter.getByRole('link', { name: 'Drafts and unpublished changes' }).click();
  await expect(page).toHaveURL(/\/admin\/machine\?q=Overview\+\d+&state=drafts$/);
  await expect(filter.getByRole('link', { name: 'Drafts and unpublished changes' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const names = page.getByRole('main').locator('tbody tr a');
  await expect(names).toHaveText([`${label} scheduled en`, `${label} changed en`, `${label} draft en`]);
  await filter.getByRole('link', { name: 'Unpublished', exact: true }).click();
  await expect(names).toHaveText([`${label} off en`]);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/state=unpublished/);
  await expect(names).toHaveText([`${label} off en`]);
  await filter.getByRole('link', { name: 'All' }).click();
  await expect(names).toHaveCount(5);

  await page.goto('/admin/dashboard');
  const schedule = page.getByTestId('scheduled');
  await expect(schedule.getByRole('heading', { name: 'Scheduled publications' })).toBeVisible();
  const entry = schedule.getByRole('listitem').filter({ hasText: `${label} scheduled en` });
  await expect(entry).toContainText(when);
  await expect(entry).toContainText('Publication');
  await entry.getByRole('link', { name: `${label} scheduled en` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/machine/${scheduled}$`));
});

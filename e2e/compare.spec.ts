import { expect, test } from '@playwright/test';

import { logIn, machineThroughApi } from './admin';

/**
 * Three machines compared: collected with "Compare" on their pages, opened from the header's count, the rows that
 * read the same hidden by "only differences", then all three asked for in one quote request. On a phone two
 * machines show beside the row names, which stay in place while the table scrolls.
 */
test('three machines compared, only their differences, then a quote request for them', async ({ page }, testInfo) => {
  const label = `Cmp${testInfo.project.name}${Date.now() % 1_000_000}`;
  const five = (text: string) =>
    Object.fromEntries(['en', 'fr', 'de', 'it', 'es'].map((code) => [`name_${code}`, `${text} ${code}`]));
  await logIn(page);
  const typeAnswer = await page.request.post('/api/characteristic-type', {
    data: { ...five(`${label} force`), unit: 'kN' },
  });
  const type = ((await typeAnswer.json()) as { id: number }).id;
  const ids: number[] = [];
  for (const [index, stroke] of [200, 250, 200].entries()) {
    const id = await machineThroughApi(page, `${label} P${index + 1}`);
    ids.push(id);
    for (const data of [
      { type, measure: { min: 1500, unit: 'kN' } },
      {
        ...five('Stroke'),
        value_en: `${stroke} mm`,
        value_fr: `${stroke} mm`,
        value_de: `${stroke} mm`,
        value_it: `${stroke} mm`,
        value_es: `${stroke} mm`,
      },
    ])
      expect((await page.request.post(`/api/machine/${id}/technical-characteristics`, { data })).status()).toBe(201);
  }

  for (const id of ids) {
    await page.goto(`/en/machine/${id}`);
    await page.getByRole('button', { name: 'Compare', pressed: false }).click();
    await expect(page.getByRole('button', { name: 'Compare', pressed: true })).toBeVisible();
  }
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Compare 3/ })
    .click();
  await expect(page).toHaveURL(`/en/comparer?ids=${ids.join(',')}`);
  const table = page.getByRole('table');
  await expect(table.locator('thead').getByRole('columnheader')).toHaveCount(4);
  const force = table.getByRole('row', { name: `${label} force en (kN)` });
  const stroke = table.getByRole('row', { name: 'Stroke en' });
  await expect(force.getByRole('cell')).toHaveText(['1’500', '1’500', '1’500']);
  await expect(stroke.getByRole('cell')).toHaveText(['200 mm', '250 mm', '200 mm']);

  await page.getByRole('checkbox', { name: 'Only differences' }).check();
  await expect(force).toBeHidden();
  await expect(stroke).toBeVisible();
  await expect(page).toHaveURL(`/en/comparer?ids=${ids.join(',')}&diff=1`);

  if (testInfo.project.name === 'phone') {
    // Two machines beside the names; the names stay at the left as the machines scroll.
    const [name, third] = [stroke.getByRole('rowheader'), stroke.getByRole('cell').nth(2)];
    expect((await third.boundingBox())!.x).toBeGreaterThanOrEqual(370);
    await table.evaluate((element) => element.parentElement!.scrollBy(400, 0));
    await expect.poll(async () => (await third.boundingBox())!.x).toBeLessThan(375);
    expect((await name.boundingBox())!.x).toBeLessThanOrEqual(1);
  }

  await page.getByRole('button', { name: 'Request a quote for these' }).click();
  await expect(page).toHaveURL(/\/en\/demande-de-devis$/);
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(3);

  for (const id of ids) expect((await page.request.delete(`/api/machine/${id}`)).status()).toBe(204);
  expect((await page.request.delete(`/api/characteristic-type/${type}`)).status()).toBe(204);
});

import { expect, test } from '@playwright/test';

import { structuredDataProblems } from '../src/components/seo/required-properties';
import { logIn, machineThroughApi } from './admin';

/**
 * Measured technical characteristics: the office picks a characteristic type among the suggestions and types a
 * value the Swiss way; the machine page writes it in each language's Swiss form, and its JSON-LD gives the number
 * with the unit's UN/CEFACT code, and the machine's price as an offer in francs.
 */
const five = (text: string) =>
  Object.fromEntries(['en', 'fr', 'de', 'it', 'es'].map((code) => [`name_${code}`, `${text} ${code}`]));

test('a measured characteristic, added in the back office, in French and German and for search engines', async ({
  page,
}) => {
  const label = `Force${Date.now() % 1_000_000}`;
  await logIn(page);
  const type = await page.request.post('/api/characteristic-type', { data: { ...five(label), unit: 'kN' } });
  expect(type.status()).toBe(201);
  const typeId = ((await type.json()) as { id: number }).id;
  const machineId = await machineThroughApi(page, `${label} press`);

  await page.goto(`/admin/machine/${machineId}`);
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'A measured characteristic' }) });
  await form.getByLabel('Characteristic type').fill(`${label} e`);
  await expect(form.locator(`datalist option[value="${label} en"]`)).toHaveCount(1);
  await form.getByLabel('Characteristic type').fill(`${label} en`);
  await expect(form.getByText('kN', { exact: true })).toBeVisible();
  await form.getByLabel('Value (or from)').fill('1’500,5');
  await form.getByRole('button', { name: 'Add Measured Characteristic' }).click();
  await expect(form.getByRole('status')).toHaveText('The measured characteristic has been added.');
  // Into the draft, as every save of the office; published, the site shows it.
  expect((await page.request.post(`/api/machine/${machineId}/publish`)).status()).toBe(200);

  const characteristics = await (await page.request.get(`/api/machine/${machineId}?lang=en`)).json();
  expect(characteristics.technical_characteristics).toEqual([
    expect.objectContaining({ type: typeId, measure: { min: 1500.5, unit: 'kN' }, name: `${label} en` }),
  ]);

  await page.goto(`/fr/machine/${machineId}`);
  await expect(page.getByText('Prix sur demande')).toBeVisible();
  expect((await page.request.patch(`/api/machine/${machineId}`, { data: { price: '12500.5' } })).status()).toBe(200);

  for (const [lang, section, value, price] of [
    ['fr', 'Caractéristiques techniques', '1\u202f500,5\u00a0kN', 'Prix\u202f: CHF\u00a012\u202f500,50'],
    ['de', 'Technische Daten', '1’500.5\u00a0kN', 'Preis: CHF\u00a012’500.50'],
  ] as const) {
    await page.goto(`/${lang}/machine/${machineId}`);
    expect(await page.getByText(/CHF/).textContent()).toBe(price);
    await page.getByRole('heading', { name: section }).click();
    const cell = page.getByRole('row', { name: `${label} ${lang}` }).getByRole('cell');
    await expect(cell).toBeVisible();
    // Exactly, spaces included: toHaveText would take a narrow or no-break space for any space.
    expect(await cell.textContent()).toBe(value);
  }
  const records = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = records.map((text) => JSON.parse(text)).find((record) => record['@type'] === 'Product');
  expect(product).toMatchObject({
    additionalProperty: [{ '@type': 'PropertyValue', name: `${label} de`, value: 1500.5, unitCode: 'B47' }],
    offers: { '@type': 'Offer', price: '12500.5', priceCurrency: 'CHF' },
  });
  expect(structuredDataProblems(product)).toEqual([]);

  expect((await page.request.delete(`/api/machine/${machineId}`)).status()).toBe(204);
  expect((await page.request.delete(`/api/characteristic-type/${typeId}`)).status()).toBe(204);
});

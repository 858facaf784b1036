import { expect, type Page, type Request, test } from '@playwright/test';

import { machines } from '../src/server/seed/content';

const isAction = (request: Request) => request.method() === 'POST' && !!request.headers()['next-action'];

/** The machines a form post carries (multipart: `name="products"`, `"_1_products"` through React, then the JSON). */
const productsSent = (request: Request) =>
  JSON.parse(/name="(?:_\d+_)?products"\r\n\r\n(.*)\r\n/.exec(request.postData() ?? '')?.[1] ?? 'null') as unknown;

const headerLink = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('link', { name: `Quote ${count}`, exact: true });

test('machines added from two machine pages, in two tabs, are edited and sent as one request', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/en/machine/1');
  await second.goto('/en/machine/2');
  await expect(first.getByRole('banner').getByRole('link', { name: /^Quote \d/ })).toHaveCount(0);

  await first.getByRole('button', { name: 'Add to my quote request' }).click();
  await expect(first.getByText('In your quote request')).toBeVisible();
  await expect(headerLink(first, 1)).toBeVisible();
  // The other tab hears of it without a reload.
  await expect(headerLink(second, 1)).toBeVisible();

  await second.getByRole('button', { name: 'Add to my quote request' }).click();
  await expect(headerLink(second, 2)).toBeVisible();
  await expect(headerLink(first, 2)).toBeVisible();
  await first.close();

  const page = second;
  await page.getByRole('link', { name: 'View my quote request' }).click();
  await expect(page).toHaveURL(/\/en\/demande-de-devis$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your quote request' })).toBeVisible();
  const rows = page.getByRole('main').getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByRole('heading', { name: machines[0]!.name.en })).toBeVisible();
  await expect(rows.nth(1).getByRole('heading', { name: machines[1]!.name.en })).toBeVisible();

  const quantity = rows.nth(1).getByLabel('Quantity');
  await expect(quantity).toHaveValue('1');
  await quantity.fill('0');
  await expect(rows.nth(1).getByText('Enter a whole number from 1 to 999.')).toBeVisible();
  await quantity.fill('3');
  await expect(rows.nth(1).getByText('Enter a whole number from 1 to 999.')).toBeHidden();
  await rows.nth(0).getByLabel('Note (optional)').fill('With the tooling, please.');

  const form = page.getByRole('region', { name: 'Your contact details' });
  await form.getByLabel('Name').fill('Luca Bernasconi');
  await form.getByLabel('Company').fill('Bernasconi SA');
  await form.getByLabel('E-mail').fill('luca@bernasconi.example');
  await form.getByLabel('Phone').fill('091 555 44 33');
  await form.getByLabel('Message').fill('Could you send us an offer for both, delivered to Ticino?');
  const sent = page.waitForRequest(isAction);
  await form.getByRole('button', { name: 'Send' }).click();
  expect(productsSent(await sent)).toEqual([
    { id: 1, quantity: 1, note: 'With the tooling, please.' },
    { id: 2, quantity: 3, note: '' },
  ]);
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: 'Thank you, your quote request has been sent.' }),
  ).toBeVisible();
  // The list is sent: it is empty, and the header no longer shows it.
  await expect(page.getByRole('banner').getByRole('link', { name: /^Quote \d/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Browse our machines' })).toBeVisible();
});

test('a card of the listing adds its machine, in French; a machine is removed from the list', async ({ page }) => {
  await page.goto('/fr/nos-machines');
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: machines[2]!.name.fr });
  // The buttons are part of its card: inside the card's frame, "compare" beside or below this one at its bottom.
  const add = card.getByRole('button', { name: 'Ajouter à ma demande d’offre' });
  const compare = card.getByRole('button', { name: 'Comparer' });
  expect(await card.evaluate((item) => getComputedStyle(item).borderTopWidth)).toBe('1px');
  const [frame, button, last] = [
    (await card.boundingBox())!,
    (await add.boundingBox())!,
    (await compare.boundingBox())!,
  ];
  expect(button.y).toBeGreaterThan(frame.y);
  expect(last.y).toBeGreaterThanOrEqual(button.y);
  expect(frame.y + frame.height - (last.y + last.height)).toBeLessThanOrEqual(20);
  expect(button.x).toBeGreaterThan(frame.x);
  await add.click();
  await expect(card.getByText('Dans votre demande d’offre')).toBeVisible();
  // The header says what its count is, in a word, and still fits a phone's width.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Devis 1', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await card.getByRole('link', { name: 'Voir ma demande d’offre' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Votre demande d’offre' })).toBeVisible();
  await page.getByRole('button', { name: `Retirer ${machines[2]!.name.fr}` }).click();
  await expect(page.getByText(/Votre demande d’offre est vide/)).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the machine page shows no add button, and the list page says it needs JavaScript', async ({ page }) => {
    await page.goto('/en/machine/2');
    await expect(page.getByRole('button', { name: 'Add to my quote request' })).toHaveCount(0);
    await page.goto('/en/demande-de-devis');
    // Chromium parses <noscript> as text when scripts are only switched off, as here: its text is read instead.
    expect(await page.locator('noscript').textContent()).toContain('This list needs JavaScript.');
  });
});

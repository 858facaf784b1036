import { expect, type Request, test } from '@playwright/test';

import { machines } from '../src/server/seed/content';
import { admin } from './admin';

/** The machine id a form post carries (multipart: `name="product"`, `"_1_product"` through React, then the value). */
const productSent = (request: Request) => /name="(?:_\d+_)?product"\r\n\r\n(\d*)/.exec(request.postData() ?? '')?.[1];

const isAction = (request: Request) => request.method() === 'POST' && !!request.headers()['next-action'];

test('the quote modal opens with the machine chosen, closes with Escape, and sends', async ({ page }) => {
  await page.goto('/en/machine/2');
  const open = page.getByRole('button', { name: 'Request a quote' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Request a quote for this machine' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Machine')).toHaveValue(machines[1]!.name.en);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // A tap outside the dialog closes it; one inside does not.
  await open.click();
  await dialog.getByRole('heading', { name: 'Request a quote for this machine' }).click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(4, 4);
  await expect(dialog).toBeHidden();

  await open.click();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Please fill in this field.')).toHaveCount(4);
  await dialog.getByLabel('Name').fill('Luca Bernasconi');
  await dialog.getByLabel('Phone').fill('091 555 44 33');
  await dialog.getByLabel('Subject').fill('Price and delivery time');
  await dialog.getByLabel('Message').fill('Could you send us an offer including delivery to Ticino?');
  // The empty form went to the server too (for it to name every mistake), so this request is told by its name.
  const sent = page.waitForRequest((request) => isAction(request) && !!request.postData()?.includes('Luca Bernasconi'));
  await dialog.getByRole('button', { name: 'Send' }).click();
  const request = await sent;
  expect(productSent(request)).toBe('2');
  // That the solved spam check goes with it is the policy test's (content-security-policy.spec.ts).
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
});

test('the modal takes an e-mail address and a company, which the inbox then shows', async ({ page }) => {
  const name = `Zoë Machine Quote ${Date.now() % 1_000_000}`;
  await page.goto('/en/machine/2');
  await page.getByRole('button', { name: 'Request a quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a quote for this machine' });
  await expect(dialog.getByText('Fields marked optional and the files may be left out')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Phone').fill('091 555 44 33');
  await dialog.getByLabel('E-mail (optional)').fill('not an address');
  await dialog.getByLabel('Subject').fill('Price');
  await dialog.getByLabel('Message').fill('An offer in writing, please.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByLabel('E-mail (optional)')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('E-mail (optional)').fill('zoe@example.ch');
  await dialog.getByLabel('Company (optional)').fill('Officina Bernasconi SA');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden({ timeout: 10_000 });

  expect((await page.request.post('/api/auth/login', { data: admin })).status()).toBe(200);
  await page.goto(`/admin/inbox?q=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('link', { name: 'zoe@example.ch' })).toHaveAttribute('href', 'mailto:zoe@example.ch');
  await expect(page.getByText('Officina Bernasconi SA')).toBeVisible();
});

test('the page holds its own machine only; another one is found by its name and sent', async ({ page }) => {
  const other = machines[2]!.name.fr;
  await page.goto('/fr/machine/1');
  // The catalogue is not in the page: no other machine's name, in the markup or in the React payload.
  expect(await page.content()).not.toContain(other);
  await page.getByRole('button', { name: 'Demander une offre' }).click();
  const dialog = page.getByRole('dialog');
  const machine = dialog.getByLabel('Machine');
  await expect(machine).toHaveAccessibleDescription(/choisissez-la dans la liste/);

  const searched = page.waitForResponse((response) => response.url().includes('/api/machine/search'));
  await machine.fill(other.slice(0, 6));
  expect((await searched).status()).toBe(200);
  await expect(dialog.locator(`datalist option[value="${other}"]`)).toHaveCount(1);
  await machine.fill(other);

  await dialog.getByLabel('Nom').fill('Luca Bernasconi');
  await dialog.getByLabel('Téléphone').fill('091 555 44 33');
  await dialog.getByLabel('Objet').fill('Prix et délai');
  await dialog.getByLabel('Message').fill('Pourriez-vous nous faire une offre ?');
  const sent = page.waitForRequest(isAction);
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  expect(productSent(await sent)).toBe('3');
  await expect(dialog).toBeHidden();
});

test('the modal asks for a machine when the name typed matches none', async ({ page }) => {
  await page.goto('/fr/machine/1');
  await page.getByRole('button', { name: 'Demander une offre' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Machine').fill('Aucune machine de ce nom');
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog.getByText('Veuillez choisir une machine.')).toBeVisible();
  await expect(dialog.getByLabel('Machine')).toHaveAttribute('aria-invalid', 'true');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the modal sends the machine of the page', async ({ page }) => {
    await page.goto('/de/machine/2');
    await page.getByRole('button', { name: 'Offerte anfordern' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Maschine')).toHaveValue(machines[1]!.name.de);
    await expect(dialog.getByLabel('Maschine')).toHaveAttribute('readonly', '');
    await dialog.getByLabel('Name').fill('Luca Bernasconi');
    await dialog.getByLabel('Telefon').fill('091 555 44 33');
    await dialog.getByLabel('Betreff').fill('Preis');
    await dialog.getByLabel('Nachricht').fill('Bitte um eine Offerte.');
    const sent = page.waitForRequest((request) => request.method() === 'POST');
    await dialog.getByRole('button', { name: 'Senden' }).click();
    expect(productSent(await sent)).toBe('2');
    // The answer is the page again, its form saying that the request was sent.
    await page.getByRole('button', { name: 'Offerte anfordern' }).click();
    await expect(page.getByRole('dialog').getByRole('status')).toContainText('Vielen Dank');
  });
});

import { expect, test } from '@playwright/test';

import { admin } from './admin';
import { solvedChallenge } from './altcha';

test.describe.configure({ mode: 'serial' });

test('a machine created and renamed through the API shows on the public page at the next request', async ({
  page,
  request,
}) => {
  expect((await request.post('/api/auth/login', { data: admin })).status()).toBe(200);
  const name = (text: string) => Object.fromEntries(['en', 'fr', 'de', 'it', 'es'].map((l) => [`name_${l}`, text]));
  // In a category of its own, whose view of the listing shows it on its first page whatever other tests add.
  const category = await request.post('/api/category', { data: name(`Test benches ${Date.now()}`) });
  expect(category.status()).toBe(201);
  const { id: categoryId } = await category.json();
  await page.goto(`/en/nos-machines?category=${categoryId}`);
  const created = await request.post('/api/machine', { data: name(`Test bench ${Date.now()}`) });
  expect(created.status()).toBe(201);
  const { id, name: createdName } = await created.json();
  expect((await request.post(`/api/machine/${id}/category`, { data: { id: categoryId } })).status()).toBe(200);

  await page.reload();
  await expect(page.getByRole('link', { name: createdName })).toBeVisible();

  const renamed = `${createdName} (revised)`;
  expect((await request.patch(`/api/machine/${id}`, { data: { name_en: renamed } })).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('link', { name: renamed })).toBeVisible();

  // Leave the demo catalogue as the other tests expect it.
  expect((await request.delete(`/api/machine/${id}`)).status()).toBe(204);
  await page.reload();
  await expect(page.getByRole('link', { name: renamed })).toBeHidden();
  expect((await request.delete(`/api/category/${categoryId}`)).status()).toBe(204);
});

test('a machine page is cached, yet follows each change: not found, created, renamed, deleted', async ({
  page,
  request,
}) => {
  expect((await request.post('/api/auth/login', { data: admin })).status()).toBe(200);
  const fields = (text: string) => Object.fromEntries(['en', 'fr', 'de', 'it', 'es'].map((l) => [`name_${l}`, text]));
  // The next id: create and delete one, then visit the page of the id after it before it exists.
  const probe = await (await request.post('/api/machine', { data: fields('Probe') })).json();
  expect((await request.delete(`/api/machine/${probe.id}`)).status()).toBe(204);
  const nextId = probe.id + 1;
  expect((await page.goto(`/de/machine/${nextId}`))?.status()).toBe(404);

  const created = await request.post('/api/machine', { data: fields('Kantenpresse KP-40') });
  expect((await created.json()).id).toBe(nextId);
  expect((await page.goto(`/de/machine/${nextId}`))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kantenpresse KP-40');

  await request.patch(`/api/machine/${nextId}`, { data: { name_de: 'Kantenpresse KP-60' } });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kantenpresse KP-60');

  expect((await request.delete(`/api/machine/${nextId}`)).status()).toBe(204);
  expect((await page.reload())?.status()).toBe(404);
});

test('the API refuses writes without a session and answers JSON errors', async ({ playwright, baseURL }) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  const refused = await anonymous.post('/api/category', {
    data: { name_en: 'x', name_fr: 'x', name_de: 'x', name_it: 'x', name_es: 'x' },
  });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ detail: expect.any(String) });
  const unknown = await anonymous.get('/api/machine/999999');
  expect(unknown.status()).toBe(404);
  await anonymous.dispose();
});

test('a contact request is accepted with 204 and no body', async ({ request }) => {
  const response = await request.post('/api/contact', {
    data: {
      name: 'Anna Muster',
      entreprise: 'Muster AG',
      email: 'anna@example.com',
      phonenumber: '+41 21 555 00 00',
      message: 'Bitte rufen Sie mich an.',
      altcha: await solvedChallenge(request),
    },
  });
  expect(response.status()).toBe(204);
  expect(await response.text()).toBe('');
});

test('public pages let a shared cache keep them a second; the API is not cached', async ({ request }) => {
  for (const path of ['/fr/contact', '/de/machine/1']) {
    expect((await request.get(path)).headers()['cache-control']).toBe(
      'public, max-age=0, s-maxage=1, stale-while-revalidate=59',
    );
  }
  expect((await request.get('/api/machine')).headers()['cache-control'] ?? '').not.toContain('s-maxage');
});

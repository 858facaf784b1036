import { expect, test } from '@playwright/test';

import { admin } from './admin';
import { solvedChallenge } from './altcha';
import { serverPage, textOf } from './http';

test.describe.configure({ mode: 'serial' });

test('a machine created and renamed through the API shows on the public page at the next request', async ({
  request,
}) => {
  expect((await request.post('/api/auth/login', { data: admin })).status()).toBe(200);
  const name = (text: string) => Object.fromEntries(['en', 'fr', 'de', 'it', 'es'].map((l) => [`name_${l}`, text]));
  // In a category of its own, whose view of the listing shows it on its first page whatever other tests add.
  const category = await request.post('/api/category', { data: name(`Test benches ${Date.now()}`) });
  expect(category.status()).toBe(201);
  const { id: categoryId } = await category.json();
  const listing = `/en/nos-machines?category=${categoryId}`;
  /** What the listing's view shows. */
  const cards = async () => textOf((await serverPage(request, listing)).document.querySelector('main'));
  expect(await cards()).not.toContain('Test bench ');
  const created = await request.post('/api/machine', { data: name(`Test bench ${Date.now()}`) });
  expect(created.status()).toBe(201);
  const { id, name: createdName } = await created.json();
  expect((await request.post(`/api/machine/${id}/category`, { data: { id: categoryId } })).status()).toBe(200);
  expect(await cards()).toContain(createdName);

  const renamed = `${createdName} (revised)`;
  expect((await request.patch(`/api/machine/${id}`, { data: { name_en: renamed } })).status()).toBe(200);
  expect(await cards()).toContain(renamed);

  // Leave the demo catalogue as the other tests expect it.
  expect((await request.delete(`/api/machine/${id}`)).status()).toBe(204);
  expect(await cards()).not.toContain(renamed);
  expect((await request.delete(`/api/category/${categoryId}`)).status()).toBe(204);
});

test('a machine page is cached, yet follows each change: not found, created, renamed, deleted', async ({ request }) => {
  expect((await request.post('/api/auth/login', { data: admin })).status()).toBe(200);
  const fields = (text: string) => Object.fromEntries(['en', 'fr', 'de', 'it', 'es'].map((l) => [`name_${l}`, text]));
  // The next id: create and delete one, then visit the page of the id after it before it exists.
  const probe = await (await request.post('/api/machine', { data: fields('Probe') })).json();
  expect((await request.delete(`/api/machine/${probe.id}`)).status()).toBe(204);
  const nextId = probe.id + 1;
  const machinePage = () => serverPage(request, `/de/machine/${nextId}`);
  expect((await machinePage()).response.status()).toBe(404);

  const created = await request.post('/api/machine', { data: fields('Kantenpresse KP-40') });
  expect((await created.json()).id).toBe(nextId);
  let { response, document } = await machinePage();
  expect(response.status()).toBe(200);
  expect(textOf(document.querySelector('h1'))).toBe('Kantenpresse KP-40');

  await request.patch(`/api/machine/${nextId}`, { data: { name_de: 'Kantenpresse KP-60' } });
  ({ response, document } = await machinePage());
  expect(textOf(document.querySelector('h1'))).toBe('Kantenpresse KP-60');

  expect((await request.delete(`/api/machine/${nextId}`)).status()).toBe(204);
  expect((await machinePage()).response.status()).toBe(404);
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

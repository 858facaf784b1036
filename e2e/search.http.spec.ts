import { expect, test } from '@playwright/test';

test('search pages are rendered for each request and never kept', async ({ request }) => {
  const response = await request.get(`/fr/recherche?q=${encodeURIComponent(`presse ${Date.now()}`)}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('no-store');
  expect(response.headers()['x-nextjs-cache']).toBeUndefined();
});

test('bad searches get a clear page or a 422, never an error', async ({ request }) => {
  const hostile = ['', '!!!', 'a'.repeat(2000), "'&|!:*\\", '\u0000\u0001presse', 'x:* & !y'];
  for (const words of hostile) {
    const page = await request.get(`/fr/recherche?q=${encodeURIComponent(words)}`);
    expect(page.status(), words).toBe(200);
    const api = await request.get(`/api/search?lang=fr&q=${encodeURIComponent(words)}`);
    expect([200, 422], words).toContain(api.status());
  }
  const many = Array.from({ length: 50 }, (_, index) => `q=w${index}`).join('&');
  expect((await request.get(`/fr/recherche?${many}`)).status()).toBe(200);
  expect((await request.get(`/api/search?${many}`)).status()).toBe(422);
});

test('GET /api/search answers the best results first, as JSON', async ({ request }) => {
  const response = await request.get('/api/search?q=PK%20135&lang=en&limit=3');
  expect(response.status()).toBe(200);
  const results = (await response.json()) as { kind: string; title: string; url: string; snippet: string }[];
  expect(results.length).toBeLessThanOrEqual(3);
  const pb = await (await request.get('/api/search?q=pb-135&lang=en&limit=3')).json();
  expect(pb[0]).toMatchObject({
    kind: 'machine',
    title: 'PB-135 hydraulic press brake',
    url: expect.stringMatching(/^\/en\/machine\/\d+$/),
  });
});

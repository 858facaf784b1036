import { expect, test } from '@playwright/test';

import { admin } from './admin';

// The running server's own schedule (src/server/publication/schedule.ts, a round every ten seconds): an article set
// to appear a few seconds from now appears then, with nobody asking for it. The rules of scheduling (once across
// rounds and instances, a time already past) are the integration tests'; the back office's Publication box is
// admin-news.spec.ts's.

test('the server publishes a scheduled article at its time on its own', async ({ request }) => {
  expect((await request.post('/api/auth/login', { data: admin })).status()).toBe(200);
  const title = `Scheduled open day ${Date.now()}`;
  const titles = Object.fromEntries(
    ['en', 'fr', 'de', 'it', 'es'].map((code) => [`title_${code}`, `${title} ${code}`]),
  );
  const created = await request.post('/api/news', { data: { ...titles, status: 'draft' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  const at = new Date(Date.now() + 3000);
  const scheduled = await request.post(`/api/news/${id}/publish`, { data: { at: at.toISOString() } });
  expect(scheduled.status()).toBe(200);
  expect(await scheduled.json()).toMatchObject({ status: 'scheduled' });
  expect((await request.get(`/en/actualites/${id}`)).status()).toBe(404);

  await expect
    .poll(async () => (await request.get(`/en/actualites/${id}`)).status(), { timeout: 30_000, intervals: [1000] })
    .toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  expect(await (await request.get(`/en/actualites/${id}`)).text()).toContain(`${title} en`);
  expect((await request.delete(`/api/news/${id}`)).status()).toBe(204);
});

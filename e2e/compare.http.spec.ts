import { expect, test } from '@playwright/test';

/**
 * The compare page's address: any query is answered with the nearest valid view, at one address, without a 500 and
 * without a page kept for it; the page is for the visitor, not for search engines.
 */
test('the compare page redirects a query written otherwise to its one address, and is not indexed', async ({
  request,
}) => {
  const machines = (await (await request.get('/api/machine?lang=fr')).json()) as { id: number }[];
  const [a, b, c] = machines.map((machine) => machine.id) as [number, number, number];
  const target = async (query: string) => {
    const answer = await request.get(`/fr/comparer${query}`, { maxRedirects: 0 });
    return [answer.status(), answer.headers()['location']?.replace(/^https?:\/\/[^/]+/, '')];
  };
  const fifty = Array.from({ length: 50 }, (_, index) => index + a).join(',');
  expect(await target(`?ids=${fifty}`)).toEqual([308, `/fr/comparer?ids=${a},${a + 1},${a + 2},${a + 3}`]);
  expect(await target(`?ids=${b},${b},abc,${a}&diff=yes`)).toEqual([308, `/fr/comparer?ids=${b},${a}`]);
  expect(await target(`?ids=${c}&ids=${a}&diff=1`)).toEqual([308, `/fr/comparer?ids=${c},${a}&diff=1`]);
  expect(await target('?ids=x')).toEqual([308, '/fr/comparer']);
  // A machine that does not exist is left out.
  expect(await target(`?ids=${a},2000000000`)).toEqual([307, `/fr/comparer?ids=${a}`]);

  const page = await request.get(`/fr/comparer?ids=${a},${b}`);
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toMatch(/<meta name="robots" content="noindex, follow"\/>/);
  expect(page.headers()['cache-control']).toMatch(/no-store|private/);
  expect((await request.get('/fr/comparer')).status()).toBe(200);
});

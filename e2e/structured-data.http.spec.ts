import { expect, test } from '@playwright/test';

import { structuredDataProblems } from '../src/components/seo/required-properties';

/** The JSON-LD records of a page's server HTML, parsed. */
async function records(request: import('@playwright/test').APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => match[1]!);
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

test('every JSON-LD block parses and carries what schema.org and the search engines require', async ({ request }) => {
  const machines = (await (await request.get('/api/machine?lang=de')).json()) as { id: number }[];
  const news = (await (await request.get('/api/news?lang=fr')).json()) as { id: number; image_type: string }[];
  const video = news.find((article) => article.image_type.startsWith('video/'));
  const expected: [string, string[]][] = [
    ['/fr', ['LocalBusiness']],
    ['/de/contact', ['LocalBusiness']],
    [`/de/machine/${machines[0]!.id}`, ['Product', 'BreadcrumbList']],
    [`/fr/actualites/${news.find((article) => article !== video)!.id}`, ['NewsArticle', 'BreadcrumbList']],
    ...(video ? [[`/it/actualites/${video.id}`, ['NewsArticle', 'BreadcrumbList', 'VideoObject']]] : []),
  ] as [string, string[]][];
  for (const [path, types] of expected) {
    const found = await records(request, path);
    expect(
      found.map((record) => record['@type']),
      path,
    ).toEqual(types);
    for (const record of found) expect(structuredDataProblems(record), path).toEqual([]);
  }
});

test('a page without a picture of its own is shared with a generated card of its title', async ({ request }) => {
  const html = await (await request.get('/de/contact')).text();
  const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
  expect(image).toMatch(/\/de\/card\/contact$/);
  const card = await request.get(new URL(image!).pathname);
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
  expect((await card.body()).length).toBeGreaterThan(5_000);
  expect((await request.get('/de/card/machine/999999')).status()).toBe(404);
  expect((await request.get('/de/card/no-such-page')).status()).toBe(404);
});

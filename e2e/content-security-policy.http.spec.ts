import { expect, test } from '@playwright/test';

import { resourcePolicy, sitePolicy } from './policies';

// The policy's headers on each kind of answer; what the browser does with them is content-security-policy.spec.ts.

test('the public pages stay shared: the same policy comes from the page cache', async ({ request }) => {
  await request.get('/de/hydraulique');
  const response = await request.get('/de/hydraulique');
  expect(response.headers()['x-nextjs-cache']).toBe('HIT');
  expect(response.headers()['cache-control']).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=59');
  expect(response.headers()['content-security-policy']).toBe(sitePolicy);
  // No nonce attribute in the shared HTML.
  expect(await response.text()).not.toMatch(/\snonce="/);
});

test('what is not a page forbids everything: the API, media, Next.js files, the health check', async ({ request }) => {
  const machine = (await (await request.get('/api/machine?lang=en')).json()) as {
    pictures?: { url?: string }[];
  }[];
  const media = machine.flatMap((entry) => entry.pictures ?? []).find((picture) => picture.url?.startsWith('/media/'));
  expect(media).toBeDefined();
  const home = await (await request.get('/en')).text();
  const chunk = /\/_next\/static\/[^"]+\.js/.exec(home)?.[0];
  expect(chunk).toBeDefined();

  for (const path of ['/api/machine', '/api/auth', media!.url!, chunk!, '/healthz']) {
    const response = await request.get(path);
    const policies = response.headersArray().filter(({ name }) => name.toLowerCase() === 'content-security-policy');
    expect(
      policies.map(({ value }) => value),
      path,
    ).toEqual([resourcePolicy]);
  }
  // A file of the site, which the proxy also sees: the site's policy.
  for (const path of ['/robots.txt', '/illustrations/contact-map.svg']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-security-policy'], path).toBe(sitePolicy);
  }
});

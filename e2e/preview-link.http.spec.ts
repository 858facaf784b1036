import { expect, test } from '@playwright/test';

import { admin } from './admin';
import { serverPage, textOf } from './http';

// A preview link that no longer opens its draft: what a colleague's browser, a cache on the way and a search engine
// get from the server.

const expired = {
  de: {
    title: 'Vorschau-Link nicht mehr gültig',
    message:
      'Dieser Vorschau-Link ist abgelaufen oder ungültig. Bitten Sie die Person, die ihn Ihnen geschickt hat, um einen neuen.',
  },
  fr: {
    title: 'Lien d’aperçu plus valable',
    message:
      'Ce lien d’aperçu a expiré ou n’est pas valable. Demandez-en un nouveau à la personne qui vous l’a envoyé.',
  },
};

test('an altered, misaddressed or outdated preview link answers 404, says so in its language, and shows nothing of the item', async ({
  request,
}) => {
  expect((await request.post('/api/auth/login', { data: admin })).status()).toBe(200);
  const name = `Geheimpresse ${Date.now()}`;
  const names = Object.fromEntries(['en', 'fr', 'de', 'it', 'es'].map((code) => [`name_${code}`, `${name} ${code}`]));
  const created = await request.post('/api/machine', { data: { ...names, status: 'draft' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const preview = await request.post(`/api/machine/${id}/preview`, { data: { language: 'de' } });
  const path = new URL(((await preview.json()) as { url: string }).url).pathname;
  const token = path.split('/').pop()!;
  const valid = await serverPage(request, path);
  expect(valid.response.status()).toBe(200);
  expect(textOf(valid.document.querySelector('h1'))).toBe(`${name} de`);

  // The signature's last character changed; the German link opened under /fr; the machine deleted since.
  const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
  const cases = [
    { what: 'an altered link', path: `/de/apercu/${altered}`, locale: 'de' as const },
    { what: 'a link opened in another language', path: `/fr/apercu/${token}`, locale: 'fr' as const },
  ];
  const check = async ({ what, path: target, locale }: (typeof cases)[number]) => {
    const { response, document } = await serverPage(request, target);
    expect(response.status(), what).toBe(404);
    expect(response.headers()['cache-control'], what).toBe('private, no-store');
    expect(response.headers()['x-robots-tag'], what).toMatch(/noindex/);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content'), what).toMatch(/noindex/);
    expect(document.documentElement.lang, what).toBe(locale);
    expect(textOf(document.querySelector('h1')), what).toBe(expired[locale].title);
    expect(textOf(document.querySelector('main')), what).toContain(expired[locale].message);
    expect(document.title, what).toMatch(new RegExp(`^${expired[locale].title}`));
    expect(document.documentElement.outerHTML, what).not.toContain(name);
  };
  for (const each of cases) await check(each);

  expect((await request.delete(`/api/machine/${id}`)).status()).toBe(204);
  await check({ what: 'a link to a machine deleted since', path, locale: 'de' });
});

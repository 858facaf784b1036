import { expect, test } from '@playwright/test';

test('an unprefixed page and a news alias redirect to their prefixed path in the visitor’s language', async ({
  request,
}) => {
  const contact = await request.get('/contact', { maxRedirects: 0, headers: { 'Accept-Language': 'es-ES' } });
  expect(contact.status()).toBe(307);
  expect(contact.headers().location).toMatch(/\/es\/contact$/);
  const article = await request.get('/news/1', { maxRedirects: 0, headers: { 'Accept-Language': 'fr' } });
  expect(article.headers().location).toMatch(/\/fr\/actualites\/1$/);
  // The stored language wins over the browser's.
  const stored = await request.get('/', {
    maxRedirects: 0,
    headers: { 'Accept-Language': 'de-CH', Cookie: 'language=it' },
  });
  expect(stored.headers().location).toMatch(/\/it$/);
});

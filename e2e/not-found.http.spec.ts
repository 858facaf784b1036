import { expect, test } from '@playwright/test';

import { serverPage, textOf } from './http';

// What a search engine or a link preview reads: the server's HTML alone, no script run.

const texts = {
  fr: {
    title: 'Page introuvable',
    message: 'Désolé, la page que vous cherchez n’existe pas.',
    home: 'Retour à l’accueil',
  },
  de: { title: 'Seite nicht gefunden', message: 'Die gesuchte Seite existiert leider nicht.', home: 'Zur Startseite' },
  en: { title: 'Page Not Found', message: 'Sorry, the page you are looking for does not exist.', home: 'Go to Home' },
};

const unknown = [
  { what: 'an unknown path', path: (locale: string) => `/${locale}/cette-page-n-existe-pas` },
  { what: 'an unknown machine', path: (locale: string) => `/${locale}/machine/999999` },
  { what: 'a malformed machine id', path: (locale: string) => `/${locale}/machine/x1` },
  { what: 'an unknown article', path: (locale: string) => `/${locale}/actualites/999999` },
  { what: 'a malformed article id', path: (locale: string) => `/${locale}/actualites/0x1` },
  { what: 'a news archive page that is no number', path: (locale: string) => `/${locale}/actualites?page=deux` },
  { what: 'a news archive page past the end', path: (locale: string) => `/${locale}/actualites?page=99999` },
  { what: 'a deeper unknown path', path: (locale: string) => `/${locale}/no/such/page` },
];

/** The link of the page's main part whose text is `name`. */
const mainLink = (document: Document, name: string) =>
  [...document.querySelectorAll('main a')].find((link) => textOf(link) === name);

for (const locale of ['fr', 'de'] as const) {
  test(`unknown pages in ${locale} answer 404 with the translated not-found page in the HTML`, async ({ request }) => {
    for (const { what, path } of unknown) {
      const { response, document } = await serverPage(request, path(locale));
      expect(response.status(), what).toBe(404);
      expect(document.documentElement.lang, what).toBe(locale);
      expect(document.title, what).toMatch(new RegExp(`^${texts[locale].title} \\|`));
      expect(textOf(document.querySelector('h1')), what).toBe(texts[locale].title);
      expect(textOf(document.querySelector('main')), what).toContain(texts[locale].message);
      expect(mainLink(document, texts[locale].home)?.getAttribute('href'), what).toBe(`/${locale}`);
      // Inside the site: its header and footer, and no canonical link for a page that does not exist.
      expect(document.querySelector('header'), what).not.toBeNull();
      expect(document.querySelector('footer'), what).not.toBeNull();
      expect(document.querySelector('link[rel="canonical"]'), what).toBeNull();
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content'), what).toMatch(/noindex/);
    }
  });
}

test('a path whose first segment is no language answers 404 in the visitor’s language, else English', async ({
  request,
}) => {
  const { response, document } = await serverPage(request, '/wp-login.php');
  expect(response.status()).toBe(404);
  expect(document.documentElement.lang).toBe('en');
  expect(textOf(document.querySelector('h1'))).toBe(texts.en.title);
  expect(mainLink(document, texts.en.home)?.getAttribute('href')).toBe('/en');

  const german = await serverPage(request, '/gibt-es-nicht', { 'Accept-Language': 'de-DE' });
  expect(german.response.status()).toBe(404);
  expect(textOf(german.document.querySelector('h1'))).toBe(texts.de.title);
});

for (const path of [
  '/fr/machine/999999/datasheet.pdf',
  '/fr/machine/x1/datasheet.pdf',
  '/fr/machine/0x1/datasheet.pdf',
]) {
  test(`${path} answers the not-found page, not a PDF`, async ({ request }) => {
    const { response, document } = await serverPage(request, path);
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    expect(textOf(document.querySelector('h1'))).toBe('Page introuvable');
    expect(document.documentElement.lang).toBe('fr');
    // The language links lead to the same datasheet in the other languages.
    expect(document.querySelector('a[hreflang="de"]')?.getAttribute('href')).toBe(path.replace(/^\/fr/, '/de'));
    expect(response.headers()['content-security-policy']).toContain("default-src 'none'");
  });
}

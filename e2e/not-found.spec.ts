import { expect, test } from '@playwright/test';

import { logIn } from './admin';

// What a search engine or a link preview reads: the server's HTML alone, no script run.
test.use({ javaScriptEnabled: false });

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
];

for (const locale of ['fr', 'de'] as const) {
  for (const { what, path } of unknown) {
    test(`${what} in ${locale} answers 404 with the translated not-found page in the HTML`, async ({ page }) => {
      const response = await page.goto(path(locale));
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(new RegExp(`^${texts[locale].title} \\|`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts[locale].title);
      await expect(page.getByText(texts[locale].message)).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: texts[locale].home })).toHaveAttribute(
        'href',
        `/${locale}`,
      );
      // Inside the site: its header and footer, and no canonical link for a page that does not exist.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  }
}

test('a path whose first segment is no language answers 404 in English', async ({ page }) => {
  const response = await page.goto('/wp-login.php');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.en.title);
  await expect(page.getByRole('main').getByRole('link', { name: texts.en.home })).toHaveAttribute('href', '/en');
});

test('the not-found page stays the same once scripts run, without errors', async ({ browser, baseURL, isMobile }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // An id of each project's own: of two first requests for one unknown page at the same moment, the browser of one
  // may report React's #419 (a boundary switched to client rendering) while hydrating; a request alone never does.
  // The page shows the same either way; that race is left open (src/components/NotFoundPage.tsx).
  expect((await page.goto(`/de/machine/${isMobile ? 999_998 : 999_999}`))?.status()).toBe(404);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.de.title);
  await expect(page.getByRole('main').getByRole('link', { name: texts.de.home })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('an unknown back-office address answers the back office’s own 404, in the admin’s language', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: true });
  await context.addCookies([{ name: 'language', value: 'de', url: baseURL! }]);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  // The document's own 404 is logged as a failed load; what counts is a refused script or an error.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('404')) problems.push(message.text());
  });
  await logIn(page);
  for (const path of ['/admin/does-not-exist', '/admin/machines/99999', '/admin/category/1/x']) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.de.title);
    // The back office's own page: its header, and the way back to its dashboard.
    await expect(page.getByRole('link', { name: 'Zur Website' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zurück zur Übersicht' })).toHaveAttribute('href', '/admin/dashboard');
  }
  await page.waitForLoadState('networkidle');
  // Its scripts run under the back office's policy: nothing refused, no error.
  expect(problems).toEqual([]);
  await context.close();
});

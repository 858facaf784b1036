import { expect, type Page, test } from '@playwright/test';

import { logIn } from './admin';

const languages = ['en', 'fr', 'de', 'it', 'es'] as const;

/** A machine written in the five languages, made through the API; its French description is `French`. */
async function writtenMachine(page: Page, name: string): Promise<number> {
  const data = Object.fromEntries(
    languages.flatMap((code) => [
      [`name_${code}`, `${name} ${code}`],
      [`description_${code}`, code === 'fr' ? 'Une presse solide et précise.' : `A solid press, ${code}.`],
      [`metadescription_${code}`, ''],
    ]),
  );
  const response = await page.request.post('/api/machine', { data });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function setGermanDescription(page: Page, id: number, text: string) {
  const response = await page.request.patch(`/api/machine/${id}`, { data: { description_de: text } });
  expect(response.status()).toBe(200);
}

test.describe('a machine whose German description is not written yet', () => {
  test('shows the French text marked as French, says so, and is not offered as a German page until written', async ({
    page,
  }) => {
    await logIn(page);
    const name = 'Fallback';
    const id = await writtenMachine(page, name);
    try {
      await setGermanDescription(page, id, '');

      await page.goto(`/de/machine/${id}`);
      const main = page.locator('main');
      const title = main.getByRole('heading', { level: 1 });
      await expect(title).toHaveText(`${name} de`);
      // The name is German: nothing to mark.
      await expect(title).not.toHaveAttribute('lang');
      const notice = main.getByTestId('fallback-notice');
      await expect(notice).toHaveText('Dieser Text ist noch nicht auf Deutsch verfügbar.');
      await expect(notice).toBeVisible();
      const description = main.getByText('Une presse solide et précise.');
      await expect(description).toBeVisible();
      await expect(main.locator('[lang="fr"]')).toHaveText('Une presse solide et précise.');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
      await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveCount(0);
      await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveCount(1);
      const sitemap = await (await page.request.get('/sitemap.xml')).text();
      expect(sitemap).not.toContain(`/de/machine/${id}</loc>`);
      expect(sitemap).toContain(`/fr/machine/${id}</loc>`);

      // The French page is French throughout.
      await page.goto(`/fr/machine/${id}`);
      await expect(page.locator('main').getByTestId('fallback-notice')).toHaveCount(0);
      await expect(page.locator('main [lang]')).toHaveCount(0);

      await setGermanDescription(page, id, 'Eine solide und präzise Presse.');
      await page.goto(`/de/machine/${id}`);
      await expect(main.getByText('Eine solide und präzise Presse.')).toBeVisible();
      await expect(main.getByTestId('fallback-notice')).toHaveCount(0);
      await expect(main.locator('[lang]')).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveCount(1);
      expect(await (await page.request.get('/sitemap.xml')).text()).toContain(`/de/machine/${id}</loc>`);
    } finally {
      expect((await page.request.delete(`/api/machine/${id}`)).status()).toBe(204);
    }
  });
});

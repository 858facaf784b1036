import { expect, type Page, test } from '@playwright/test';

import { logIn, machineThroughApi } from './admin';

/** The fonts Chromium drew the text of `selector` with: each family's name and whether it came from the page. */
async function fontsOf(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map(({ familyName, isCustomFont }) => ({ familyName, isCustomFont }));
}

/**
 * Expects the text of `selector` drawn in IBM Plex Sans alone. The typeface is shown only if it is there within a
 * tenth of a second (`font-display: optional`, so that a late font never moves the text): on a busy machine the
 * first view may keep the fallback, so the page is shown again once its fonts are in the browser's cache.
 */
async function setInTheTypeface(page: Page, selector: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.reload();
  await page.evaluate(() => document.fonts.ready);
  expect(await fontsOf(page, selector)).toEqual([{ familyName: 'IBM Plex Sans', isCustomFont: true }]);
}

/** The page's layout shifts so far, summed as CLS counts them (none caused by the visitor's input). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) sum += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 300);
      }),
  );

test("the site's typeface is loaded with the page, and its text is set in it", async ({ page }) => {
  const fontFiles: { url: string; type: string | undefined }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') {
      fontFiles.push({ url: response.url(), type: response.headers()['content-type'] });
    }
  });
  await page.goto('/de/nos-machines');
  await setInTheTypeface(page, 'h1');
  expect(fontFiles.length).toBeGreaterThan(0);
  for (const { type } of fontFiles) expect(type).toBe('font/woff2');
});

test('letters of extended Latin are set in the same typeface', async ({ page }) => {
  await logIn(page);
  const name = 'Łódź-Škoda';
  const id = await machineThroughApi(page, name);
  await page.goto(`/fr/machine/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} fr`);
  await setInTheTypeface(page, 'h1');
});

for (const path of ['/fr', '/de/nos-machines', '/it/machine/1', '/es/actualites/1', '/en/contact']) {
  test(`${path} does not move while its font and scripts load`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    // Google's threshold of a good page is 0.1. A font swapped in late moved the listing's cards by 0.06 on a phone.
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });
}

test('French text with œ is set from the Latin file alone: the extended one is not loaded for it', async ({ page }) => {
  const fontFiles: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontFiles.push(request.url());
  });
  await page.goto('/fr/contact');
  // The map's caption, "Au cœur du Gros-de-Vaud".
  const caption = 'main section p.font-semibold';
  await expect(page.locator(caption)).toHaveText('Au cœur du Gros-de-Vaud');
  await setInTheTypeface(page, caption);
  expect(fontFiles.length).toBeGreaterThan(0);
  expect(fontFiles.filter((url) => url.includes('latin_ext'))).toEqual([]);
});

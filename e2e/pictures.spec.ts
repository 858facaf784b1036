import { expect, test } from '@playwright/test';

import { cardWidths } from '../src/config/picture-widths.mjs';
import { photoLikeJpeg } from '../src/tests/photo';
import { logIn, machineThroughApi } from './admin';

/** Chromium's own Accept header for pictures, which names AVIF. */
const avifAccept = /image\/avif/;

test('a phone at 3 device pixels per CSS pixel gets a card picture no wider than twice its slot, in AVIF', async ({
  page,
  browser,
  isMobile,
}, testInfo) => {
  test.skip(!isMobile, 'A phone screen of its own is opened; one run is enough.');
  test.setTimeout(180_000);

  // A machine with a 3-megapixel photo (wider than any phone's size; bench:pictures takes a 12-megapixel one),
  // alone in a category of its own so that the listing shows its card.
  await logIn(page);
  const name = 'Photo';
  const machineId = await machineThroughApi(page, name);
  const category = await page.request.post('/api/category', {
    data: Object.fromEntries(['en', 'fr', 'de', 'it', 'es'].map((code) => [`name_${code}`, `${name} ${code}`])),
  });
  expect(category.status()).toBe(201);
  const categoryId = ((await category.json()) as { id: number }).id;
  expect((await page.request.post(`/api/machine/${machineId}/category`, { data: { id: categoryId } })).status()).toBe(
    200,
  );
  const photo = await photoLikeJpeg(2000, 1500);
  const upload = await page.request.post(`/api/machine/${machineId}/picture`, {
    data: { type: 'image/jpeg', image: Buffer.from(photo).toString('base64') },
  });
  expect(upload.status()).toBe(201);
  // The card sizes are made in the background after the upload, one after the other, and a request for a size not
  // made yet makes it out of turn: wait until every card size answers in AVIF for good (asking makes the ones still
  // missing), so that the phone finds its own made, whichever the browser picks, and nothing is left running.
  const { url } = (await upload.json()) as { url: string };
  await expect
    .poll(
      async () => {
        const answers = await Promise.all(
          cardWidths.map((width) =>
            page.request.get(`${url}?w=${width}`, { headers: { accept: 'image/avif,image/webp,*/*' } }),
          ),
        );
        return answers.every((response) => response.headers()['cache-control']?.includes('immutable'));
      },
      { timeout: 90_000, intervals: [1_000] },
    )
    .toBe(true);

  const phone = await browser.newContext({
    viewport: { width: 375, height: 740 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const visitor = await phone.newPage();
    const pictures: { url: string; accept: string; type: string; bytes: number }[] = [];
    visitor.on('response', (response) => {
      if (!response.url().includes('/media/')) return;
      // Read while the page is open; a response still arriving when the test closes it is of no interest.
      void Promise.all([response.request().headerValue('accept'), response.body()]).then(
        ([accept, body]) =>
          pictures.push({
            url: response.url(),
            accept: accept ?? '',
            type: response.headers()['content-type'] ?? '',
            bytes: body.length,
          }),
        () => undefined,
      );
    });
    await visitor.goto(`/en/nos-machines?category=${categoryId}`);
    const image = visitor.getByRole('link', { name: new RegExp(name) }).locator('img');
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 20_000 })
      .toBeTruthy();
    // The picture's own width in pixels (naturalWidth is divided by the density the browser gave the candidate).
    const { slot, natural, currentSrc } = await image.evaluate(async (img: HTMLImageElement) => ({
      slot: img.getBoundingClientRect().width,
      natural: (await createImageBitmap(await (await fetch(img.currentSrc)).blob())).width,
      currentSrc: img.currentSrc,
    }));
    expect(slot).toBeGreaterThan(300);
    expect(natural).toBeLessThanOrEqual(2 * slot);
    // Not much less either: the 2× candidate, not the 1×.
    expect(natural).toBeGreaterThan(1.5 * slot);
    expect(new URL(currentSrc).searchParams.get('w')).toBe(String(natural));

    await expect.poll(() => pictures.find((picture) => picture.url === currentSrc)).toBeTruthy();
    const fetched = pictures.find((picture) => picture.url === currentSrc)!;
    expect(fetched.accept).toMatch(avifAccept);
    expect(fetched.type).toBe('image/avif');
    expect(fetched.bytes).toBeLessThanOrEqual(60_000);
    testInfo.annotations.push({
      type: 'card picture',
      description: `${natural} px for a ${slot} px slot, ${fetched.type}, ${fetched.bytes} bytes`,
    });
    // Only that one size of the picture was fetched (the page's fetch above asked for it again).
    expect(new Set(pictures.filter((p) => p.url.includes(`/machines/${machineId}/`)).map((p) => p.url))).toEqual(
      new Set([currentSrc]),
    );
  } finally {
    await phone.close();
  }
});

import fs from 'node:fs';

import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';

import { confirmOnSecondTry, logIn, machineThroughApi } from './admin';

const video = fs.readFileSync('src/server/seed/assets/cutting-table.mp4');

/** The pictures in their shown order, by their drag handles' names. */
const order = (page: Page) =>
  page
    .getByRole('region', { name: 'Pictures and videos' })
    .getByRole('button', { name: /^Move / })
    .evaluateAll((handles) => handles.map((handle) => handle.getAttribute('aria-label')!.slice(5)));

test('pictures and videos are sent with the files chooser, described, reordered, published to the site and deleted', async ({
  page,
  isMobile,
  browser,
  baseURL,
}) => {
  const name = 'Pictured';
  await logIn(page);
  const id = await machineThroughApi(page, name);
  await page.goto(`/admin/machine/${id}`);
  const section = page.getByRole('region', { name: 'Pictures and videos' });
  await expect(section).toContainText('No pictures yet.');

  // An image, a video and a text file dressed as a PNG: the first two join the gallery, the third is refused.
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#e8590c' } })
    .png()
    .toBuffer();
  await section.getByLabel('Add Pictures or Videos').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: png },
    { name: 'cutting.mp4', mimeType: 'video/mp4', buffer: video },
    { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') },
  ]);
  await expect(section.getByText('notes.png:').locator('..')).toContainText(
    'notes.png: This file is not a supported image or video.',
    { timeout: 15_000 },
  );
  await expect.poll(() => order(page), { timeout: 15_000 }).toEqual(['picture 1', 'picture 2']);
  await expect(section.locator('video[controls]')).toHaveCount(1);
  await expect(section.locator('img')).toHaveCount(1);

  // The image's alt text, in English.
  await section.getByRole('button', { name: 'Edit Alt Text' }).first().click();
  // The editor's language tabs stay inside the card at every width, the last one too once scrolled to.
  const editor = section.getByRole('listitem').filter({ has: page.getByRole('tablist') });
  for (const width of [1280, 1024, 700, 375]) {
    await page.setViewportSize({ width, height: 800 });
    const spanish = editor.getByRole('tab', { name: /^Spanish/ });
    await spanish.scrollIntoViewIfNeeded();
    const card = (await editor.boundingBox())!;
    for (const inside of [(await editor.getByRole('tablist').boundingBox())!, (await spanish.boundingBox())!]) {
      expect(inside.x).toBeGreaterThanOrEqual(card.x);
      expect(inside.x + inside.width).toBeLessThanOrEqual(card.x + card.width + 0.5);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await section.getByLabel('Alt text (English)').fill(`${name} front view`);
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByRole('img', { name: `${name} front view` })).toBeVisible({ timeout: 15_000 });
  await expect(section.getByRole('status').filter({ hasText: 'Saved.' })).toHaveCount(1);
  await expect.poll(() => order(page)).toEqual([`${name} front view`, 'picture 2']);

  // The video moved first by keyboard: the catalogue then shows it first.
  const live = page.locator('[id^="DndLiveRegion"]', { hasText: 'picture 2' });
  await section.getByRole('button', { name: 'Move picture 2' }).focus();
  await page.keyboard.press('Space');
  await expect(live).toContainText('picture 2 picked up');
  await page.keyboard.press(isMobile ? 'ArrowUp' : 'ArrowLeft');
  await expect(live).toContainText('position 1 of 2');
  await page.keyboard.press('Space');
  await expect.poll(() => order(page), { timeout: 15_000 }).toEqual(['picture 1', `${name} front view`]);
  await page.reload();
  await expect.poll(() => order(page), { timeout: 15_000 }).toEqual(['picture 1', `${name} front view`]);

  // The draft's pictures, once published, are the page's.
  const publication = page.getByRole('region', { name: 'Publication', exact: true });
  await publication.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(publication.getByRole('status')).toHaveText('Published.');
  const visitor = await browser.newContext({ baseURL });
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/en/machine/${id}`);
  await expect(publicPage.locator('main video').first()).toBeVisible();
  await publicPage.getByRole('button', { name: 'Show picture 2 of 2' }).click();
  await expect(publicPage.getByRole('img', { name: `${name} front view` })).toBeVisible();
  await visitor.close();

  // Delete asks first; cancelling keeps the picture.
  const card = section.getByRole('listitem').filter({ has: page.getByRole('img', { name: `${name} front view` }) });
  await confirmOnSecondTry(
    page,
    card.getByRole('button', { name: 'Delete' }),
    `Delete the picture “${name} front view”?`,
    {
      kept: () => expect(card).toBeVisible(),
      gone: () => expect.poll(() => order(page), { timeout: 15_000 }).toEqual(['picture 1']),
    },
  );
});

// A file over the size limit is refused before it is sent: the server refuses its ticket (src/tests/uploads.test.ts),
// no byte goes without one (src/components/admin/uploadFile.test.ts), and the screen says why
// (MachinePictures.test.tsx).

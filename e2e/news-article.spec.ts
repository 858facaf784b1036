import { expect, test } from '@playwright/test';

import { formatDate } from '../src/i18n/dates';
import { news } from '../src/server/seed/content';

// The demo articles are seeded in order into a new database: the first has id 1.
const videoIndex = news.findIndex((article) => article.cover.kind === 'video');
const imageIndex = news.findIndex((article) => article.cover.kind === 'image');

test('a news article shows its title, its first block beside the cover, then the other blocks', async ({ page }) => {
  const article = news[imageIndex]!;
  await page.goto(`/de/actualites/${imageIndex + 1}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle(new RegExp(article.title.de.slice(0, 20)));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title.de);
  const subtitles = page.getByRole('article').getByRole('heading', { level: 2 });
  await expect(subtitles).toHaveText(article.blocks.map((block) => block.title.de));
  const cover = page.getByRole('img', { name: article.title.de });
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: /Alle Neuigkeiten/ })).toHaveAttribute('href', '/de/actualites');
});

test('a news article shows its publication date in the form of its language', async ({ page }) => {
  for (const locale of ['de', 'en'] as const) {
    await page.goto(`/${locale}/actualites/${imageIndex + 1}`);
    const date = page.getByRole('article').locator('time');
    const day = await date.getAttribute('datetime');
    expect(day).toMatch(/^\d{4}-\d\d-\d\d$/);
    // Midday of that day is the same day in the office's time zone.
    await expect(date).toHaveText(formatDate(locale, `${day}T12:00:00Z`, 'day'));
  }
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    /\/en\/actualites\/feed\.xml$/,
  );
});

test('a video cover plays looping and muted', async ({ page }) => {
  await page.goto(`/fr/actualites/${videoIndex + 1}`);
  const video = page.locator('article video');
  await expect(video).toHaveAttribute('loop', '');
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
});

test('the news alias leads to the article in the visitor language', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'it-CH', baseURL });
  const page = await context.newPage();
  await page.goto(`/news/${imageIndex + 1}`);
  await expect(page).toHaveURL(new RegExp(`/it/actualites/${imageIndex + 1}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(news[imageIndex]!.title.it);
  await context.close();
});

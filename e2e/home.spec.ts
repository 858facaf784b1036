import { expect, test } from '@playwright/test';

import { machines, news } from '../src/server/seed/content';

test('the home page leads to the about page, the services, the machines and the news', async ({ page }) => {
  await page.goto('/fr');
  await expect(page.getByRole('main').getByRole('link', { name: 'Découvrir l’entreprise' })).toHaveAttribute(
    'href',
    '/fr/a-propos',
  );

  const services = page.getByRole('region', { name: 'Nos métiers' });
  await expect(services.getByRole('link')).toHaveCount(3);
  await expect(services.getByRole('link', { name: /Oxycoupage/ })).toHaveAttribute('href', '/fr/oxycoupage');

  const teaser = page.getByRole('region', { name: 'Nos machines' });
  await expect(teaser.getByRole('link', { name: machines[0]!.name.fr })).toBeVisible();
  await expect(teaser.getByRole('link', { name: /Toutes nos machines/ })).toHaveAttribute('href', '/fr/nos-machines');

  // Newest first: the last demo article is the first card, with its first block's title as subtitle.
  const latest = news[news.length - 1]!;
  const carousel = page.getByRole('region', { name: 'Actualités' });
  const card = carousel.getByRole('link').first();
  await expect(card).toContainText(latest.title.fr);
  await expect(card).toContainText(latest.blocks[0]!.title.fr);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/fr/actualites/${news.length}$`));
});

test('the news carousel scrolls sideways and plays the video card muted', async ({ page }) => {
  await page.goto('/en');
  const carousel = page.getByRole('region', { name: 'News' }).getByRole('list');
  const scrolls = await carousel.evaluate((list) => list.scrollWidth > list.clientWidth);
  expect(scrolls).toBe(true);
  const video = carousel.locator('video');
  await expect(video).toHaveCount(news.filter((article) => article.cover.kind === 'video').length);
  expect(await video.first().evaluate((element: HTMLVideoElement) => element.muted && element.loop)).toBe(true);
});

test('the home page shows the 14 client logos', async ({ page }) => {
  await page.goto('/de');
  await expect(page.getByRole('region', { name: 'Sie vertrauen uns' }).getByRole('listitem')).toHaveCount(14);
});

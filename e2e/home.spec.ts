import { expect, test } from '@playwright/test';

import { formatDate } from '../src/i18n/dates';
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

  // Newest first: the last demo article comes before the one before it (other tests may add newer ones), with its
  // date and its first block's title as subtitle.
  const latest = news[news.length - 1]!;
  const carousel = page.getByRole('region', { name: 'Actualités' });
  await expect(carousel.getByRole('link', { name: /Toutes les actualités/ })).toHaveAttribute('href', '/fr/actualites');
  const titles = await carousel.getByRole('listitem').allTextContents();
  const position = (title: string) => titles.findIndex((text) => text.includes(title));
  expect(position(latest.title.fr)).toBeGreaterThanOrEqual(0);
  expect(position(latest.title.fr)).toBeLessThan(position(news[news.length - 2]!.title.fr));
  const card = carousel.getByRole('listitem').filter({ hasText: latest.title.fr }).getByRole('link');
  await expect(card).toContainText(latest.blocks[0]!.title.fr);
  const date = card.locator('time');
  const day = await date.getAttribute('datetime');
  expect(day).toMatch(/^\d{4}-\d\d-\d\d$/);
  await expect(date).toHaveText(formatDate('fr', `${day}T12:00:00Z`, 'day'));
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/fr/actualites/${news.length}$`));
});

test('the news carousel moves with its previous and next buttons, by pointer and keyboard, and with a wheel', async ({
  page,
}) => {
  await page.goto('/de');
  const section = page.getByRole('region', { name: 'Aktuelles' });
  const list = section.getByRole('list');
  const scrolled = () => list.evaluate((element) => element.scrollLeft);
  const previous = section.getByRole('button', { name: 'Vorherige Neuigkeiten' });
  const next = section.getByRole('button', { name: 'Nächste Neuigkeiten' });
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();

  await next.click();
  await expect.poll(scrolled).toBeGreaterThan(0);
  await expect(previous).toBeEnabled();
  await previous.click();
  await expect.poll(scrolled).toBe(0);
  await expect(previous).toBeDisabled();

  // By keyboard to the last card: the button keeps the focus, disabled at the end.
  await next.focus();
  const end = await list.evaluate((element) => element.scrollWidth - element.clientWidth);
  for (let press = 0; press < 20 && (await scrolled()) < end - 1; press++) {
    // Listening before the key is pressed, then waiting for the scroll it starts to end.
    await list.evaluate((element) => {
      (window as unknown as { moved: Promise<unknown> }).moved = new Promise((resolve) =>
        element.addEventListener('scrollend', resolve, { once: true }),
      );
    });
    await page.keyboard.press('Enter');
    await page.evaluate(() => (window as unknown as { moved: Promise<unknown> }).moved);
  }
  await expect(next).toBeDisabled();
  await expect(next).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(previous).toBeFocused();
  await page.keyboard.press('Space');
  await expect.poll(scrolled).toBeLessThan(await list.evaluate((element) => element.scrollWidth - element.clientWidth));

  // A vertical wheel over the list moves it sideways, and the page stays where it is.
  await previous.evaluate((button) => button.scrollIntoView({ block: 'start' }));
  await list.evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }));
  const pageScrolled = await page.evaluate(() => window.scrollY);
  const box = (await list.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, 120);
  await expect.poll(scrolled).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(pageScrolled);
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

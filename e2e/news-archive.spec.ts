import { expect, test } from '@playwright/test';

import { formatDate } from '../src/i18n/dates';
import { news } from '../src/server/seed/content';

// The demo articles are seeded in order into a new database, a month apart: the first has id 1, the last is newest.
const newestFirst = news.map((article, index) => ({ ...article, id: index + 1 })).reverse();

for (const locale of ['fr', 'de'] as const) {
  test(`the news archive in ${locale} lists the articles newest first, each with its date, cover and link`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/actualites`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'fr' ? 'Actualités' : 'Aktuelles');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${locale}/actualites$`));

    // Articles the other tests write may come first; the demo ones keep their order.
    const cards = page.getByRole('main').getByRole('listitem');
    const titles = await cards.getByRole('heading', { level: 2 }).allTextContents();
    const demoTitles = newestFirst.map((article) => article.title[locale]);
    expect(titles.filter((title) => demoTitles.includes(title))).toEqual(demoTitles);

    let previousDay = '9999-12-31';
    for (const article of newestFirst) {
      const card = cards.filter({ has: page.getByRole('heading', { name: article.title[locale], exact: true }) });
      await expect(card.getByRole('link')).toHaveAttribute('href', `/${locale}/actualites/${article.id}`);
      const day = (await card.locator('time').getAttribute('datetime'))!;
      expect(day <= previousDay).toBe(true);
      previousDay = day;
      await expect(card.locator('time')).toHaveText(formatDate(locale, `${day}T12:00:00Z`, 'day'));
      await expect(card.locator('img, video')).toHaveCount(1);
    }

    // The feed is linked for people and announced for feed readers.
    const feed = `/${locale}/actualites/feed.xml`;
    await expect(page.getByRole('link', { name: /Atom/ })).toHaveAttribute('href', feed);
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      'href',
      new RegExp(`${feed.replace(/\./g, '\\.')}$`),
    );

    // A card leads to its article, whose link leads back to the archive.
    const latest = newestFirst[0]!;
    await cards
      .filter({ has: page.getByRole('heading', { name: latest.title[locale], exact: true }) })
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/actualites/${latest.id}$`));
    await page
      .getByRole('article')
      .getByRole('link', { name: locale === 'fr' ? /Toutes les actualités/ : /Alle Neuigkeiten/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/actualites$`));
  });
}

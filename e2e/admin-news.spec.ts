import { expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';

import { formatDate } from '../src/i18n/dates';
import { confirmOnSecondTry, logIn } from './admin';
import { seriousViolations } from './axe';

const languages = { en: 'English', fr: 'French', de: 'German', it: 'Italian', es: 'Spanish' } as const;

/** Fills `field` in each language tab of `scope`: `{text} EN`, `{text} FR`… */
async function fillLanguages(scope: Locator, field: string, text: string) {
  for (const [code, language] of Object.entries(languages)) {
    await scope.getByRole('tab', { name: language }).click();
    await scope.getByLabel(`${field} (${language})`).fill(`${text} ${code.toUpperCase()}`);
  }
}

/** Chooses `file` in the file chooser that `open` makes appear. */
async function chooseFile(
  page: Page,
  open: () => Promise<void>,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await open();
  await (await chooser).setFiles(file);
}

/**
 * The next minute that is at least 10 seconds away (the time to fill the field and send it), in Swiss time: as the back office's field takes it
 * (`2026-03-15T09:00`) and as the Publication box shows it (`15 Mar 2026, 09:00`).
 */
function nextMinuteInSwissTime(): { field: string; shown: string } {
  const at = new Date(Math.ceil((Date.now() + 10_000) / 60_000) * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Zurich',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    field: `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`,
    shown: formatDate('en', at, 'moment'),
  };
}

test('without a session the news screens land on the login page', async ({ page }) => {
  await page.goto('/admin/news');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fnews$/);
  await page.goto('/admin/news/1');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fnews%2F1$/);
});

test('an unknown or malformed article id is not found', async ({ page }) => {
  await logIn(page);
  expect((await page.goto('/admin/news/999999'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/admin/dashboard');
  expect((await page.goto('/admin/news/abc'))?.status()).toBe(404);
});

test('a news article is created as a draft, given content blocks and a cover, scheduled, published at once after all, then deleted', async ({
  page,
  browser,
  baseURL,
}) => {
  // About a hundred steps (five languages per form): some 22 s on an idle machine, twice that beside another worker;
  // then up to a minute and a round of the schedule before the article appears.
  test.setTimeout(200_000);
  const title = 'Trade fair';
  await logIn(page);
  await page.goto('/admin/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  const main = page.getByRole('main');

  // A create refused because the session ended in the meantime leads to the login page, which comes back here
  // (admin-unsaved.spec.ts shows the typed titles coming back after it).
  const create = page.getByRole('region', { name: 'New article' });
  await fillLanguages(create, 'Title', title);
  await page.context().clearCookies();
  await create.getByRole('button', { name: 'Create News' }).click();
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fnews&ended=1$/, { timeout: 15_000 });

  // Created: the article's own screen opens, for its content and cover.
  await logIn(page);
  await page.goto('/admin/news');
  await fillLanguages(create, 'Title', title);
  await create.getByRole('button', { name: 'Create News' }).click();
  await expect(page).toHaveURL(/\/admin\/news\/\d+$/, { timeout: 15_000 });
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} EN`);
  await expect(page.getByRole('link', { name: /View on site/ })).toHaveAttribute('href', `/en/actualites/${id}`);

  // A title edited in place is the draft's: the article is on no public page before it is published.
  const titles = page.getByRole('region', { name: 'Titles' });
  await titles.getByLabel('Title (English)').fill(`${title} Open day`);
  await titles.getByRole('button', { name: 'Save' }).click();
  await expect(titles.getByRole('status')).toHaveText('Saved.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} Open day`);
  const visitor = await browser.newContext({ baseURL });
  const publicPage = await visitor.newPage();
  expect((await publicPage.goto(`/en/actualites/${id}`))?.status()).toBe(404);

  // The publication date, changed on its own, is the one the article's page shows.
  const publication = page.getByRole('region', { name: 'Publication date', exact: true });
  await publication.getByLabel('Published on').fill('2019-05-20');
  await publication.getByRole('button', { name: 'Save date' }).click();
  await expect(publication.getByRole('status')).toHaveText('Saved.');

  // Two content blocks, added last each time.
  const blocks = page.getByRole('region', { name: 'Content blocks' });
  const add = blocks.getByRole('form', { name: 'New content block' });
  for (const name of ['First', 'Second']) {
    await fillLanguages(add, 'Subtitle', `${name} block`);
    await fillLanguages(add, 'Content', `${name} text`);
    await add.getByRole('button', { name: 'Add Content' }).click();
    await expect(blocks.getByRole('cell', { name: `${name} block EN`, exact: true })).toBeVisible();
  }
  const subtitles = () => blocks.getByRole('row').locator('td:nth-child(3)').allTextContents();
  expect(await subtitles()).toEqual(['First block EN', 'Second block EN']);

  // A priority before the other's, applied with Enter, reorders the table.
  const priority = blocks.getByRole('spinbutton', { name: 'Priority, Second block EN' });
  await priority.fill('-1');
  await priority.press('Enter');
  await expect.poll(subtitles).toEqual(['Second block EN', 'First block EN']);

  // By keyboard on its handle: First picked up, moved above Second and dropped; the order is saved.
  await blocks.getByRole('button', { name: 'Move First block EN' }).focus();
  const live = page.locator('[id^="DndLiveRegion"]', { hasText: 'First block EN' });
  await page.keyboard.press('Space');
  await expect(live).toContainText('First block EN picked up');
  await page.keyboard.press('ArrowUp');
  await expect(live).toContainText('position 1 of 2');
  await page.keyboard.press('Space');
  await expect(live).toContainText('First block EN dropped at position 1 of 2');
  // Generous waits: a save reloads the page's data, slow on a busy 2-core machine.
  await expect(blocks.getByRole('spinbutton', { name: 'Priority, First block EN' })).toHaveValue('0', {
    timeout: 15_000,
  });
  await page.reload();
  await expect.poll(subtitles).toEqual(['First block EN', 'Second block EN']);
  await expect(blocks.getByRole('spinbutton', { name: 'Priority, Second block EN' })).toHaveValue('1');
  await expect(blocks.getByRole('alert')).toHaveCount(0);

  // Edited in place: the five subtitles and contents open under Edit.
  const first = blocks.getByRole('row').filter({ hasText: 'First block EN' });
  await first.getByRole('button', { name: 'Edit' }).click();
  const edit = blocks.getByRole('form', { name: 'Edit: First block EN' });
  await expect(edit.getByLabel('Content (English)')).toHaveValue('First text EN');
  await edit.getByLabel('Subtitle (English)').fill('Renamed block EN');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect.poll(subtitles).toEqual(['Renamed block EN', 'Second block EN']);
  await expect(blocks.getByRole('status')).toHaveText('Saved.');

  // Delete asks first: dismissing keeps the block, accepting deletes it.
  const renamed = blocks.getByRole('row').filter({ hasText: 'Renamed block EN' });
  await confirmOnSecondTry(
    page,
    renamed.getByRole('button', { name: 'Delete' }),
    'Delete the content block “Renamed block EN”?',
    {
      kept: () => expect(renamed).toBeVisible(),
      gone: () => expect(renamed).toHaveCount(0),
    },
  );

  // The cover: a PNG chosen with Change Cover shows at once, and on the public page.
  const cover = page.getByRole('region', { name: 'Cover' });
  // No cover yet: no image to click, so no hint about clicking it.
  await expect(cover).toContainText('No cover yet');
  await expect(cover).not.toContainText('(click the image to change it)');
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();
  await chooseFile(page, () => cover.getByRole('button', { name: 'Change Cover' }).click(), {
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: png,
  });
  const image = cover.getByRole('img', { name: `Cover of “${title} Open day”` });
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await expect(cover).toContainText('(click the image to change it)');

  // Prepared to appear at a set time (the next minute, Swiss time), then published at once after all. That the
  // server publishes at the time on its own is shown without a browser (publication.http.spec.ts).
  const panel = page.getByRole('region', { name: 'Publication', exact: true });
  await expect(panel).toContainText('Draft: not on the site yet.');
  const at = nextMinuteInSwissTime();
  await panel.getByLabel('Date and time (Swiss time)').fill(at.field);
  await panel.getByRole('button', { name: 'Publish at this time' }).click();
  await expect(panel.getByRole('status')).toHaveText('Scheduled.');
  await expect(panel).toContainText(`Scheduled: published on ${at.shown}`);
  expect((await publicPage.goto(`/en/actualites/${id}`))?.status()).toBe(404);
  await panel.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(panel.getByRole('status')).toHaveText('Published.');
  expect((await publicPage.goto(`/en/actualites/${id}`))?.status()).toBe(200);
  await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(`${title} Open day`);
  await expect(publicPage.getByRole('article').locator('time')).toHaveText('20 May 2019');
  const publicCover = publicPage.getByRole('img', { name: `${title} Open day` });
  await expect.poll(() => publicCover.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  await visitor.close();
  await page.reload();
  await expect(panel).toContainText('Published: visitors see it.');

  // Clicking the image chooses again; a text file named .png is refused with the server's reason.
  const text = { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') };
  await chooseFile(page, () => image.click(), text);
  await expect(cover.getByRole('alert')).toHaveText(
    'The cover could not be changed. This file is not a supported image or video.',
  );
  await expect(image).toBeVisible();

  // Delete news asks first, naming it, then returns to the list, without the article, which says it was deleted.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(`Delete the article “${title} Open day”? You can restore it from the trash.`);
    void dialog.accept();
  });
  await titles.getByRole('button', { name: 'Delete news' }).click();
  await expect(page).toHaveURL(/\/admin\/news\?deleted=/);
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expect(main.getByRole('status').first()).toHaveText(`The article “${title} Open day” has been deleted.`);
  await expect(main.getByRole('link', { name: `${title} Open day` })).toHaveCount(0);
});

test('a click anywhere on a row of the news list opens its article', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/news');
  // The oldest demo article: no other test deletes it.
  const row = page
    .getByRole('main')
    .getByRole('row')
    .filter({ has: page.locator('a[href="/admin/news/1"]') });
  await row.getByRole('cell').first().click();
  await expect(page).toHaveURL(/\/admin\/news\/1$/);
  await expect(page.getByRole('region', { name: 'Cover' })).toBeVisible();
});

test('the news screens have no serious or critical accessibility violation', async ({ page }) => {
  await logIn(page);
  for (const path of ['/admin/news', '/admin/news/1']) {
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
  }
});

import { expect, type Locator, test } from '@playwright/test';

import { categories as seedCategories } from '../src/server/seed/content';
import { logIn } from './admin';
import { seriousViolations } from './axe';

const languages = { en: 'English', fr: 'French', de: 'German', it: 'Italian', es: 'Spanish' } as const;
type Code = keyof typeof languages;

/** Fills localized fields tab by tab: `values[label](code)` goes into "label (Language)". */
async function fillLanguages(scope: Locator, values: Record<string, (code: Code) => string>) {
  for (const [code, language] of Object.entries(languages) as [Code, string][]) {
    await scope.getByRole('tab', { name: language }).click();
    for (const [label, value] of Object.entries(values))
      await scope.getByLabel(`${label} (${language})`).fill(value(code));
  }
}

/**
 * The machine screens' one path from end to end: created from the list as a draft, opened by its row, renamed, given
 * a category and one item of each list, previewed in German, published and shown on the public page and the listing,
 * then deleted. The rules of each part (blank
 * fields, priorities, reordering, confirmations, failures) are proven by the components' tests
 * (src/components/admin/*.test.tsx) and the domain's integration tests.
 */
test('a machine is created as a draft, edited, previewed in German, published to the listing, then deleted', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const name = 'Press PX';
  await logIn(page);
  await page.goto('/admin/machine');
  await expect(page.getByRole('heading', { level: 1, name: 'Machines' })).toBeVisible();

  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create Machine' }) });
  await fillLanguages(form, { Name: (code) => `${name} ${code}`, Description: (code) => `About ${code}` });
  await form.getByRole('button', { name: 'Create Machine' }).click();
  // The new machine's screen opens, saying what is next.
  // A creation reloads the list's data first: generous on a busy two-core machine.
  await expect(page).toHaveURL(/\/admin\/machine\/\d+\?created=1$/, { timeout: 15_000 });
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: `${name} en Details` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'The machine has been created as a draft' })).toBeVisible();

  // The list shows it, and a click anywhere on its row opens it.
  await page.goto('/admin/machine');
  await expect(form.getByLabel('Name (English)')).toHaveValue('');
  const link = page.getByRole('link', { name: `${name} en`, exact: true });
  // Marked a draft, with what it still lacks.
  await expect(page.getByRole('row').filter({ has: link }).getByRole('listitem')).toHaveText([
    'Draft',
    'No picture',
    'No category',
  ]);
  await page.getByRole('row').filter({ has: link }).getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/admin/machine/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${name} en Details` })).toBeVisible();
  await expect(page.getByRole('link', { name: /View on site/ })).toHaveAttribute('href', `/en/machine/${id}`);

  const edit = page.getByRole('region', { name: 'Name and description' });
  const save = edit.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await edit.getByLabel('Name (English)').fill(`${name} renamed`);
  await save.click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} renamed Details` })).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(edit.getByRole('status')).toHaveText('Saved.');

  const categories = page.getByRole('region', { name: 'Categories' });
  const category = seedCategories[0]!.name.en;
  await categories.getByRole('combobox', { name: 'Select a Category' }).selectOption({ label: category });
  await categories.getByRole('button', { name: 'Add Category' }).click();
  await expect(categories.getByRole('row').filter({ hasText: category })).toBeVisible();
  // It is no longer offered.
  await expect(categories.getByRole('option', { name: category })).toHaveCount(0);

  const advantages = page.getByRole('region', { name: 'Advantages' });
  await fillLanguages(advantages, { Description: (code) => `Quiet ${code}` });
  await advantages.getByRole('button', { name: 'Add Advantage' }).click();
  await expect(advantages.getByRole('button', { name: 'Move Quiet en' })).toBeVisible();
  await expect(advantages.getByRole('status')).toHaveText('The advantage has been added.');
  const options = page.getByRole('region', { name: 'Options' });
  await fillLanguages(options, { Name: (code) => `Remote ${code}`, Value: (code) => `Radio ${code}` });
  await options.getByRole('button', { name: 'Add Option' }).click();
  await expect(options.getByRole('row').filter({ hasText: 'Radio en' })).toBeVisible();
  const characteristics = page.getByRole('region', { name: 'Technical Characteristics' });
  await fillLanguages(characteristics, { Name: (code) => `Force ${code}`, Value: (code) => `100 kN ${code}` });
  await characteristics.getByRole('button', { name: 'Add Technical Characteristic' }).click();
  await expect(characteristics.getByRole('row').filter({ hasText: '100 kN en' })).toBeVisible();

  // All of it is a draft: no visitor sees the machine yet.
  const visitor = await browser.newContext({ baseURL });
  const publicPage = await visitor.newPage();
  expect((await publicPage.goto(`/en/machine/${id}`))?.status()).toBe(404);
  // The list names it as its screen does, by its draft's name, before any publication.
  await page.goto('/admin/machine');
  await expect(page.getByRole('link', { name: `${name} renamed`, exact: true })).toBeVisible();
  await page.goto(`/admin/machine/${id}`);

  // The preview shows the page as it will be, in German, through a link that needs no account.
  const publication = page.getByRole('region', { name: 'Publication', exact: true });
  await expect(publication).toContainText('Draft: not on the site yet.');
  await publication.getByLabel('Language of the preview').selectOption('de');
  const opened = page.waitForEvent('popup');
  await publication.getByRole('button', { name: 'Preview' }).click();
  const previewLink = await publication.getByRole('link', { name: /\/de\/apercu\// }).getAttribute('href');
  await (await opened).close();
  const preview = await visitor.newPage();
  const previewed = await preview.goto(previewLink!);
  expect(previewed?.headers()['cache-control']).toContain('no-store');
  await expect(preview.getByText('Vorschau – nicht veröffentlicht')).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(`${name} de`);
  await expect(preview.getByRole('main')).toContainText('100 kN de');

  // Published, a visitor sees it all at the next request, on its page and in the listing.
  await publication.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(publication.getByRole('status')).toHaveText('Published.');
  await expect(publication).toContainText('Published: visitors see it.');
  await publicPage.goto(`/en/machine/${id}`);
  await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(`${name} renamed`);
  await expect(publicPage.getByRole('main')).toContainText(category);
  // In the page, in its closed sections.
  for (const text of ['Quiet en', 'Radio en', '100 kN en'])
    await expect(publicPage.getByRole('main')).toContainText(text);
  await publicPage.goto('/en/nos-machines');
  await expect(publicPage.getByRole('link', { name: new RegExp(`${name} renamed`) }).first()).toBeVisible();
  await visitor.close();

  // Delete Machine asks first, naming it, then returns to the list without it, which says it was deleted.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(`Delete the machine “${name} renamed”? You can restore it from the trash.`);
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Delete Machine' }).click();
  await expect(page).toHaveURL(/\/admin\/machine\?deleted=Press\+PX\+renamed$/, { timeout: 15_000 });
  await expect(page.getByRole('main').getByRole('status').first()).toHaveText(
    `The machine “${name} renamed” has been deleted.`,
  );
  await expect(page.getByRole('link', { name: `${name} renamed`, exact: true })).toHaveCount(0);
});

test('the machine screens have no serious or critical accessibility violation', async ({ page }) => {
  await logIn(page);
  for (const path of ['/admin/machine', '/admin/machine/3']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
});

test('after a refused creation, a sentence typed into the field it marks goes there whole', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/machine');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create Machine' }) });
  await form.getByRole('button', { name: 'Create Machine' }).click();
  const english = form.getByLabel('Name (English)');
  await expect(english).toHaveAttribute('aria-invalid', 'true');
  // Typed a key at a time, as a person types: the field put right must not send the rest to another language.
  await english.pressSequentially('LT-2000 lifting table');
  await expect(english).toHaveValue('LT-2000 lifting table');
  await expect(english).toBeFocused();
  await expect(form.getByRole('tab', { selected: true })).toHaveText('English');
  await expect(form.getByRole('tab', { name: /French/ })).toContainText('●');
});

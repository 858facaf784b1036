import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, test } from '@playwright/test';

import { categories } from '../src/server/seed/content';
import { confirmOnSecondTry, logIn, machineThroughApi, unique } from './admin';

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

/** The items of a section in their shown order, by their drag handles' names. */
const order = (section: Locator) =>
  section
    .getByRole('button', { name: /^Move / })
    .evaluateAll((handles) => handles.map((handle) => handle.getAttribute('aria-label')!.slice(5)));

test('without a session the machine screens land on the login page', async ({ page }) => {
  await page.goto('/admin/machine');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fmachine$/);
  await page.goto('/admin/machine/1');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fmachine%2F1$/);
});

test('a machine is created from the list, opened by its row, and an edit shows on the public page', async ({
  page,
  isMobile,
  browser,
  baseURL,
}) => {
  const name = unique(isMobile, 'Press');
  await logIn(page);
  await page.goto('/admin/machine');
  await expect(page.getByRole('heading', { level: 1, name: 'Machines' })).toBeVisible();

  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create Machine' }) });
  await fillLanguages(form, { Name: (code) => `${name} ${code}`, Description: (code) => `About ${code}` });
  await form.getByRole('button', { name: 'Create Machine' }).click();
  const link = page.getByRole('link', { name: `${name} en`, exact: true });
  await expect(link).toBeVisible();
  await expect(form.getByLabel('Name (English)')).toHaveValue('');

  // A click anywhere on the row opens the machine.
  await page.getByRole('row').filter({ has: link }).getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(/\/admin\/machine\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: `${name} en Details` })).toBeVisible();
  await expect(page.getByRole('link', { name: /View on site/ })).toHaveAttribute('href', `/en/machine/${id}`);

  const edit = page.getByRole('region', { name: 'Name and description' });
  const save = edit.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await edit.getByLabel('Name (English)').fill(`${name} renamed`);
  await save.click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} renamed Details` })).toBeVisible();
  await expect(save).toBeDisabled();

  // A visitor of their own sees the new name at the next request.
  const visitor = await browser.newContext({ baseURL });
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/en/machine/${id}`);
  await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(`${name} renamed`);
  await visitor.close();
});

test('a category is added to a machine and removed after confirming', async ({ page, isMobile }) => {
  await logIn(page);
  const id = await machineThroughApi(page, unique(isMobile, 'Cat'));
  await page.goto(`/admin/machine/${id}`);
  const section = page.getByRole('region', { name: 'Categories' });
  const category = categories[0]!.name.en;
  await expect(section.getByText('This machine has no category yet.')).toBeVisible();

  await section.getByRole('combobox', { name: 'Select a Category' }).selectOption({ label: category });
  await section.getByRole('button', { name: 'Add Category' }).click();
  const row = section.getByRole('row').filter({ hasText: category });
  await expect(row).toBeVisible();
  // It is no longer offered.
  await expect(section.getByRole('option', { name: category })).toHaveCount(0);

  await confirmOnSecondTry(
    page,
    row.getByRole('button', { name: /^Remove/ }),
    'Are you sure you want to remove this categorie?',
    {
      kept: () => expect(row).toBeVisible(),
      gone: () => expect(row).toHaveCount(0),
    },
  );
  await expect(section.getByRole('option', { name: category })).toHaveCount(1);
});

test('advantages, options and technical characteristics are added, reordered and deleted after confirming', async ({
  page,
  isMobile,
}) => {
  // Three lists of five languages each: some 47 s beside another worker on two cores.
  test.setTimeout(120_000);
  await logIn(page);
  const tag = unique(isMobile, 'Items');
  const id = await machineThroughApi(page, tag);
  await page.goto(`/admin/machine/${id}`);

  const advantages = page.getByRole('region', { name: 'Advantages' });
  for (const label of ['First', 'Second', 'Third']) {
    await fillLanguages(advantages, { Description: (code) => `${label} ${code}` });
    await advantages.getByRole('button', { name: 'Add Advantage' }).click();
    await expect(advantages.getByRole('button', { name: `Move ${label} en` })).toBeVisible();
  }
  expect(await order(advantages)).toEqual(['First en', 'Second en', 'Third en']);

  const options = page.getByRole('region', { name: 'Options' });
  await fillLanguages(options, { Name: (code) => `Remote ${code}`, Value: (code) => `Radio ${code}` });
  await options.getByRole('button', { name: 'Add Option' }).click();
  await expect(options.getByRole('row').filter({ hasText: 'Radio en' })).toBeVisible();

  const characteristics = page.getByRole('region', { name: 'Technical Characteristics' });
  await fillLanguages(characteristics, { Name: (code) => `Force ${code}`, Value: (code) => `100 kN ${code}` });
  await characteristics.getByRole('button', { name: 'Add Technical Characteristic' }).click();
  await expect(characteristics.getByRole('row').filter({ hasText: '100 kN en' })).toBeVisible();

  // A priority before the others moves the item to the top.
  const priority = advantages.getByRole('spinbutton', { name: 'Priority, Third en' });
  await priority.fill('-1');
  await priority.press('Enter');
  // Generous waits: a save reloads the page's data, slow on a busy 2-core machine.
  await expect.poll(() => order(advantages), { timeout: 15_000 }).toEqual(['Third en', 'First en', 'Second en']);

  // By keyboard: pick Second up, move it up twice, drop it; the order is saved.
  const handle = advantages.getByRole('button', { name: 'Move Second en' });
  // The live region of this section's list, read by screen readers.
  const live = page.locator('[id^="DndLiveRegion"]', { hasText: 'Second en' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(live).toContainText('Second en picked up');
  await page.keyboard.press('ArrowUp');
  await expect(live).toContainText('position 2 of 3');
  await page.keyboard.press('ArrowUp');
  await expect(live).toContainText('position 1 of 3');
  await page.keyboard.press('Space');
  await expect(live).toContainText('Second en dropped at position 1 of 3');
  await expect.poll(() => order(advantages), { timeout: 15_000 }).toEqual(['Second en', 'Third en', 'First en']);
  await expect(advantages.getByRole('spinbutton', { name: 'Priority, Second en' })).toHaveValue('0', {
    timeout: 15_000,
  });
  await page.reload();
  await expect.poll(() => order(advantages)).toEqual(['Second en', 'Third en', 'First en']);
  await expect(advantages.getByRole('spinbutton', { name: 'Priority, Second en' })).toHaveValue('0');

  // Deleting asks first, in the wording of each kind; cancelling keeps the item.
  for (const [section, item, prompt] of [
    [advantages, 'First en', 'Are you sure you want to delete this machine advantage?'],
    [options, 'Remote en', 'Are you sure you want to delete this machine option?'],
    [characteristics, 'Force en', 'Are you sure you want to delete this machine technical characteristic?'],
  ] as const) {
    const row = section.getByRole('row').filter({ has: page.getByRole('button', { name: `Move ${item}` }) });
    await confirmOnSecondTry(page, row.getByRole('button', { name: 'Delete' }), prompt, {
      kept: () => expect(row).toBeVisible(),
      gone: () => expect(row).toHaveCount(0),
    });
  }
});

test('a failed call shows its message in the red line at the top of the machine screen', async ({ page, isMobile }) => {
  await logIn(page);
  const name = unique(isMobile, 'Gone');
  const id = await machineThroughApi(page, name);
  await page.goto(`/admin/machine/${id}`);
  const edit = page.getByRole('region', { name: 'Name and description' });
  await edit.getByLabel('Name (English)').fill(`${name} changed`);

  // Deleted elsewhere in the meantime: the save cannot find it.
  expect((await page.request.delete(`/api/machine/${id}`)).status()).toBe(204);
  await edit.getByRole('button', { name: 'Save' }).click();
  const line = page.getByRole('main').getByRole('alert').first();
  await expect(line).toHaveText('This item no longer exists. Reload the page.');
  await expect(line).toHaveClass(/text-red/);
});

test('Delete Machine asks first, then returns to the list without it', async ({ page, isMobile }) => {
  await logIn(page);
  const name = unique(isMobile, 'Doomed');
  const id = await machineThroughApi(page, name);
  await page.goto(`/admin/machine/${id}`);
  await confirmOnSecondTry(
    page,
    page.getByRole('button', { name: 'Delete Machine' }),
    'Are you sure you want to delete this machine?',
    {
      kept: () => expect(page).toHaveURL(new RegExp(`/admin/machine/${id}$`)),
      gone: () => expect(page).toHaveURL(/\/admin\/machine$/),
    },
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Machines' })).toBeVisible();
  await expect(page.getByRole('link', { name: `${name} en`, exact: true })).toHaveCount(0);
});

test('an unknown or malformed machine id shows the not-found page', async ({ page }) => {
  await logIn(page);
  for (const id of ['999999', 'abc']) {
    await page.goto(`/admin/machine/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  }
});

test('the machine screens have no serious or critical accessibility violation', async ({ page }) => {
  await logIn(page);
  for (const path of ['/admin/machine', '/admin/machine/3']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(
      results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
    ).toEqual([]);
  }
});

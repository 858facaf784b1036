import { expect, test } from '@playwright/test';

import { categories, machines } from '../src/server/seed/content';
import type { SeedNameValue } from '../src/server/seed/content/types';

// The demo content is seeded in order into a new database: ids follow the order of the content files.
const categoryId = (key: string) => categories.findIndex((category) => category.key === key) + 1;
const machinesIn = (...keys: string[]) =>
  machines.filter((machine) => machine.categories.some((key) => keys.includes(key))).map((machine) => machine.name.en);

test.describe('the machine catalogue', () => {
  test('shows every machine, then only those of the chosen category, in the URL', async ({ page }) => {
    await page.goto('/en/nos-machines');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our machines');
    const names = page.locator('main li h3');
    // Other tests may add machines of their own for a moment, after the demo's: never before them.
    await expect(names).toContainText(machines.map((machine) => machine.name.en));

    const [first] = categories;
    await page.locator('summary', { hasText: 'Filter machines' }).click();
    await page.getByRole('checkbox', { name: new RegExp(`^${first!.name.en} \\d+$`) }).check();
    await expect(page).toHaveURL(new RegExp(`\\?category=${categoryId(first!.key)}$`));
    await expect(names).toHaveText(machinesIn(first!.key));
    await expect(page.getByRole('checkbox', { name: new RegExp(`^${first!.name.en} \\d+$`) })).toBeChecked();

    await page.goBack();
    await expect(page).toHaveURL(/\/en\/nos-machines$/);
    await expect(names).toContainText(machines.map((machine) => machine.name.en));
  });

  test('a shared filtered link opens filtered', async ({ page }) => {
    const key = categories[1]!.key;
    await page.goto(`/de/nos-machines?category=${categoryId(key)}`);
    await expect(page.locator('main li h3')).toHaveText(
      machines.filter((machine) => machine.categories.includes(key)).map((machine) => machine.name.de),
    );
  });

  test('each card leads to its machine', async ({ page }) => {
    await page.goto('/fr/nos-machines');
    await page.getByRole('link', { name: new RegExp(machines[2]!.name.fr) }).click();
    await expect(page).toHaveURL(/\/fr\/machine\/3$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(machines[2]!.name.fr);
  });
});

test.describe('a machine', () => {
  const machine = machines[0]!;

  test('has its name, categories, description, and its title and description metadata', async ({ page }) => {
    await page.goto('/de/machine/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(machine.name.de);
    await expect(page).toHaveTitle(new RegExp(machine.name.de));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', machine.metadescription.de);
    const categoryNames = machine.categories.map((key) => categories.find((category) => category.key === key)!);
    await expect(
      page.getByText(
        categoryNames
          .sort((a, b) => a.priority - b.priority)
          .map((c) => c.name.de)
          .join(' - '),
      ),
    ).toBeVisible();
  });

  test('opens its closed sections on demand', async ({ page }) => {
    await page.goto('/en/machine/1');
    // A free-text one: a measured characteristic takes its type's name and its measure's value.
    const characteristic = machine.technicalCharacteristics.find((item): item is SeedNameValue => 'name' in item)!;
    const row = page.getByRole('row', { name: new RegExp(characteristic.name.en) });
    await expect(row).toBeHidden();
    await page.getByText('Technical characteristics').click();
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell')).toHaveText(characteristic.value.en);
    await expect(page.getByText(machine.advantages[0]!.en)).toBeHidden();
  });

  test('keeps its model name whole and each value with its unit on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/de/machine/1');
    const model = page.getByRole('heading', { level: 1 }).getByText('HP-100', { exact: true });
    expect(await model.evaluate((name) => name.getClientRects().length)).toBe(1);
    await page.getByText('Technische Daten').click();
    const motor = page.getByRole('row', { name: /Pumpenmotor/ }).getByRole('cell');
    expect(await motor.evaluate((cell) => cell.textContent)).toBe('5,5\u00a0kW, 400\u00a0V');
    const force = page.getByRole('row', { name: /Presskraft/ }).getByRole('cell');
    expect(await force.evaluate((cell) => cell.textContent)).toBe('1’000\u00a0kN');
  });

  test('opens its main picture larger; Escape, the close button and a click outside close it', async ({ page }) => {
    await page.goto('/en/machine/1');
    const description = machine.pictures[0]!.description.en;
    const gallery = page.getByRole('region', { name: 'Pictures and videos' });
    const link = gallery.getByRole('link', { name: `${description} (enlarge)` });
    const dialog = page.getByRole('dialog', { name: 'Enlarged picture' });
    const close = dialog.getByRole('button', { name: 'Close the enlarged picture' });
    await expect(dialog).toBeHidden();

    await link.click();
    const large = dialog.getByRole('img', { name: description });
    await expect(large).toBeVisible();
    // Not fetched with the page (docs/performance.md, "Pictures preloaded for nothing"): loaded once shown.
    await expect.poll(() => large.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(close).toBeFocused();
    expect((await large.boundingBox())!.width).toBeGreaterThan((await link.boundingBox())!.width);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(large).toBeVisible();
    await close.click();
    await expect(dialog).toBeHidden();

    await link.click();
    // A click on the picture keeps it; one beside it closes it.
    await large.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test('moves through its pictures with the thumbnails and the arrow keys', async ({ page }) => {
    await page.goto('/en/machine/1');
    const gallery = page.getByRole('region', { name: 'Pictures and videos' });
    await expect(gallery.getByRole('img', { name: machine.pictures[0]!.description.en })).toBeVisible();
    await gallery.getByRole('button', { name: 'Show picture 2 of 2' }).click();
    const second = gallery.getByRole('img', { name: machine.pictures[1]!.description.en });
    await expect(second).toBeVisible();
    await expect.poll(() => second.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByRole('img', { name: machine.pictures[0]!.description.en })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a machine’s main picture is a link to its large picture', async ({ page }) => {
    await page.goto('/en/machine/1');
    const link = page.getByRole('link', { name: `${machines[0]!.pictures[0]!.description.en} (enlarge)` });
    const response = await page.request.get((await link.getAttribute('href'))!);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toMatch(/^image\//);
  });
});

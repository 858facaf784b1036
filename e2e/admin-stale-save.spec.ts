import { expect, type Page, test } from '@playwright/test';

import { machineThroughApi } from './admin';
import { createAccountThroughScreen, staffPassword } from './accounts';

/** The options section of the machine's screen, and its one option's row. */
const optionRow = (page: Page) =>
  page
    .getByRole('region', { name: 'Options' })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Edit' }) });

/** Opens the option's editor, types `text` as its English name once the page has hydrated, and saves. */
async function renameOption(page: Page, text: string) {
  const options = page.getByRole('region', { name: 'Options' });
  await expect(async () => {
    await optionRow(page).getByRole('button', { name: 'Edit' }).click();
    await expect(options.getByRole('table').getByLabel('Name (English)')).toBeVisible({ timeout: 1000 });
  }).toPass();
  const name = options.getByRole('table').getByLabel('Name (English)');
  await name.fill(text);
  await options.getByRole('table').getByRole('button', { name: 'Save' }).click();
}

test('a stale save of an option is refused, naming the colleague; Reload shows theirs and keeps what was typed', async ({
  browser,
}) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  const mine = await first.newPage();
  const theirs = await second.newPage();
  const colleague = `colleague${Date.now() % 1_000_000}`;
  await createAccountThroughScreen(mine, colleague);
  expect(
    (await theirs.request.post('/api/auth/login', { data: { username: colleague, password: staffPassword } })).status(),
  ).toBe(200);
  const id = await machineThroughApi(mine, `Shared ${Date.now()}`);
  const option = Object.fromEntries(
    ['en', 'fr', 'de', 'it', 'es'].flatMap((code) => [
      [`name_${code}`, `Stroke ${code}`],
      [`value_${code}`, '300 mm'],
    ]),
  );
  expect((await mine.request.post(`/api/machine/${id}/options`, { data: option })).status()).toBe(201);
  await mine.goto(`/admin/machine/${id}`);
  await theirs.goto(`/admin/machine/${id}`);

  await renameOption(theirs, 'Their stroke');
  await expect(theirs.getByRole('region', { name: 'Options' }).getByRole('status')).toHaveText('Saved.');

  await renameOption(mine, 'My stroke');
  const alert = mine.getByRole('main').getByRole('alert').filter({ hasText: 'changed the same thing' });
  await expect(alert).toContainText(`${colleague} changed the same thing`);
  await alert.getByRole('button', { name: 'Reload' }).click();

  // Their name in the field, mine under it, to copy or put back.
  const options = mine.getByRole('region', { name: 'Options' });
  const name = options.getByRole('table').getByLabel('Name (English)');
  await expect(name).toHaveValue('Their stroke');
  const kept = options.getByRole('group', { name: 'Your unsaved text for Name' });
  await expect(kept).toContainText('My stroke');
  await kept.getByRole('button', { name: 'Put back in the field' }).click();
  await expect(name).toHaveValue('My stroke');
  await options.getByRole('table').getByRole('button', { name: 'Save' }).click();
  await expect(options.getByRole('status')).toHaveText('Saved.');
  const machine = (await (await mine.request.get(`/api/machine/${id}?lang=en`)).json()) as {
    options: { name_en: string }[];
  };
  expect(machine.options.map((item) => item.name_en)).toEqual(['My stroke']);
  await first.close();
  await second.close();
});

import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';

import { machineThroughApi } from './admin';
import { createAccountThroughScreen, staffPassword } from './accounts';

/** Opens the picture's alt text editor once the page has hydrated, types `text` in English, and saves. */
async function describePicture(page: Page, text: string) {
  const pictures = page.getByRole('region', { name: 'Pictures and videos' });
  const field = pictures.getByLabel('Alt text (English)');
  const edit = pictures.getByRole('button', { name: 'Edit Alt Text' });
  // A click before the page has hydrated opens nothing: clicked again until the editor is there.
  await expect(async () => {
    if (await edit.isVisible()) await edit.click();
    await expect(field).toBeVisible({ timeout: 3000 });
  }).toPass();
  await field.fill(text);
  await pictures.getByRole('button', { name: 'Save' }).click();
  return pictures;
}

test('a stale alt text is refused, naming the colleague; Reload shows theirs and keeps what was typed', async ({
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
  const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();
  const upload = await mine.request.post(`/api/machine/${id}/picture`, {
    data: { image: image.toString('base64'), type: 'image/png', description_en: 'Front view' },
  });
  expect(upload.status()).toBe(201);
  await mine.goto(`/admin/machine/${id}`);
  await theirs.goto(`/admin/machine/${id}`);

  await describePicture(theirs, 'Front, from the gate');
  await expect(theirs.getByRole('region', { name: 'Pictures and videos' }).getByRole('status')).toHaveText('Saved.');

  const pictures = await describePicture(mine, 'Front, guard open');
  const alert = mine.getByRole('main').getByRole('alert').filter({ hasText: 'changed the same thing' });
  await expect(alert).toContainText(`${colleague} changed the same thing`);
  await alert.getByRole('button', { name: 'Reload' }).click();

  // Their text in the field, mine under it, to copy or put back.
  const field = pictures.getByLabel('Alt text (English)');
  await expect(field).toHaveValue('Front, from the gate');
  const kept = pictures.getByRole('group', { name: 'Your unsaved text for Alt text' });
  await expect(kept).toContainText('Front, guard open');
  await kept.getByRole('button', { name: 'Put back in the field' }).click();
  await expect(field).toHaveValue('Front, guard open');
  await pictures.getByRole('button', { name: 'Save' }).click();
  await expect(pictures.getByRole('status')).toHaveText('Saved.');
  const machine = (await (await mine.request.get(`/api/machine/${id}/draft`)).json()) as {
    pictures: { description_en: string }[];
  };
  expect(machine.pictures.map((picture) => picture.description_en)).toEqual(['Front, guard open']);
  await first.close();
  await second.close();
});

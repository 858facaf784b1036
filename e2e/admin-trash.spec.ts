import { expect, test } from '@playwright/test';
import sharp from 'sharp';

import { logIn, machineThroughApi } from './admin';

test('a machine deleted with its picture leaves the site, and comes back whole from the trash', async ({ page }) => {
  await logIn(page);
  const name = `Trashed ${Date.now()}`;
  const id = await machineThroughApi(page, name);
  const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();
  const upload = await page.request.post(`/api/machine/${id}/picture`, {
    data: { image: image.toString('base64'), type: 'image/png', description_en: 'Front view' },
  });
  expect(upload.status()).toBe(201);
  const pictureUrl = ((await upload.json()) as { url: string }).url;

  await page.goto(`/admin/machine/${id}`);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete Machine' }).click();
  await expect(page).toHaveURL(/\/admin\/machine\?deleted=/);
  expect((await page.request.get(`/en/machine/${id}`)).status()).toBe(404);

  await page.goto('/admin/trash');
  const entry = page.getByRole('listitem').filter({ hasText: `Machine “${name} en”` });
  await expect(entry).toContainText('by e2e-admin');
  await entry.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('main').getByRole('status').first()).toHaveText(`Machine “${name} en”: restored.`);
  await expect(entry).toHaveCount(0);

  await page.goto(`/en/machine/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${name} en` })).toBeVisible();
  expect((await page.request.get(pictureUrl)).status()).toBe(200);
  const machine = (await (await page.request.get(`/api/machine/${id}`)).json()) as { pictures: { url: string }[] };
  expect(machine.pictures.map((picture) => picture.url)).toEqual([pictureUrl]);
});

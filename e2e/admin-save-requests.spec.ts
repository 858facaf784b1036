import { expect, type Request, test } from '@playwright/test';

import { logIn, machineThroughApi, unique } from './admin';

// A server action that revalidates answers with the refreshed screen: a save is one request, not a second
// render fetched after it.
test('saving a machine name makes one request, which brings back the refreshed screen', async ({ page, isMobile }) => {
  await logIn(page);
  const name = unique(isMobile, 'Counted');
  const id = await machineThroughApi(page, name);
  await page.goto(`/admin/machine/${id}`);
  const edit = page.getByRole('region', { name: 'Name and description' });
  await edit.getByLabel('Name (English)').fill(`${name} renamed`);
  await page.waitForLoadState('networkidle');

  const sent: Request[] = [];
  const record = (request: Request) => void sent.push(request);
  page.on('request', record);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} renamed Details` })).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('request', record);

  const described = sent.map((request) => `${request.method()} ${new URL(request.url()).pathname}`);
  console.log(`A save of a machine's name made ${sent.length} request(s): ${described.join(', ')}`);
  expect(described).toEqual([`POST /admin/machine/${id}`]);
});

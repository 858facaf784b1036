import { expect, type Request, test } from '@playwright/test';

import { logIn, machineThroughApi } from './admin';

// A server action that revalidates answers with the refreshed screen: a save is one request, not a second
// render fetched after it. (The revalidation also drops the router's prefetched links, which it fetches again
// in the background: those are prefetches, told apart by their header, and not part of the save.)
test('saving a machine name makes one request, which brings back the refreshed screen', async ({ page }) => {
  await logIn(page);
  const name = 'Counted';
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

  const describe = (requests: Request[]) =>
    requests.map((request) => `${request.method()} ${new URL(request.url()).pathname}`);
  const prefetch = (request: Request) => request.headers()['next-router-prefetch'] === '1';
  const renders = sent.filter((request) => !prefetch(request));
  console.log(
    `A save of a machine's name: ${renders.length} request(s) (${describe(renders).join(', ')}), ` +
      `then ${sent.length - renders.length} prefetch(es) of links (${describe(sent.filter(prefetch)).join(', ')})`,
  );
  expect(describe(renders)).toEqual([`POST /admin/machine/${id}`]);
});

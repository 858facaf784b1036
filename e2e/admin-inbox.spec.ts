import { expect, test } from '@playwright/test';

import { machines } from '../src/server/seed/content';
import { admin } from './admin';
import { solvedChallenge } from './altcha';

test('the inbox shows a request just sent, newest first, with its machine and e-mail state', async ({
  page,
  isMobile,
}) => {
  const message = `Offer for two units, please (${isMobile ? 'phone' : 'desktop'} ${Date.now()})`;
  const sent = await page.request.post('/api/contact', {
    data: {
      name: 'Luca Bernasconi',
      product: 1,
      object: 'Price',
      phonenumber: '091 555 44 33',
      message,
      altcha: await solvedChallenge(page.request),
    },
  });
  expect(sent.status()).toBe(204);

  await page.goto('/admin/inbox');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Finbox$/);
  expect((await page.request.post('/api/auth/login', { data: admin })).status()).toBe(200);
  await page.goto('/admin/inbox');
  const request = page.getByRole('article').filter({ hasText: message });
  await expect(request.getByRole('heading')).toContainText('Machine quote · Luca Bernasconi');
  await expect(request.getByRole('link', { name: machines[0]!.name.en })).toHaveAttribute('href', '/en/machine/1');
  await expect(request.getByRole('link', { name: '091 555 44 33' })).toHaveAttribute('href', 'tel:0915554433');
  // The e2e server has no SMTP server configured.
  await expect(request).toContainText('No e-mail configured');

  await page.goto('/admin/dashboard');
  await expect(page.getByRole('link', { name: /Inbox/ })).toHaveAttribute('href', '/admin/inbox');
});

import { expect as baseExpect, test } from '@playwright/test';

import { createAccountThroughScreen, staffPassword } from './accounts';
import { admin } from './admin';
import { seriousViolations } from './axe';

// Each login checks a password with argon2, on a machine that other work may keep busy.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test('the activity screen lists a failed sign-in with its address, filtered by person and kind', async ({ page }) => {
  const username = `activity-${Date.now().toString(36)}`;
  await createAccountThroughScreen(page, username, staffPassword, { keepFirstPassword: true });

  // Another browser signs in as that account, then mistypes its password: the failure counts against that browser
  // alone (a known device), not against the address every test shares.
  const other = await page.context().browser()!.newContext({ baseURL: page.url() });
  expect((await other.request.post('/api/auth/login', { data: { username, password: staffPassword } })).status()).toBe(
    200,
  );
  const wrong = await other.request.post('/api/auth/login', { data: { username, password: 'Grey heron, mistyped' } });
  expect(wrong.status()).toBe(401);
  await other.close();

  await page.goto('/admin/dashboard');
  await page.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await page.getByLabel('Person').fill(username);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/activity\\?user=${username}(&|$)`));

  const rows = page.getByRole('main').getByRole('row');
  // The header, the failure, the sign-in; newest first.
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Sign-in failed: wrong username or password');
  await expect(rows.nth(1)).toContainText(/127\.0\.0\.1/);
  await expect(rows.nth(2)).toContainText('Signed in');
  await expect(page.getByRole('main')).not.toContainText('mistyped');

  await page.getByLabel('What').selectOption({ label: 'Failed sign-in' });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Sign-in failed');

  // Who created the account: the administrator, found by a click on their name and the kind.
  await page.getByRole('link', { name: 'Clear the filters' }).click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  await expect(page.getByLabel('Person')).toHaveValue('');
  await page.getByLabel('What').selectOption({ label: 'Account created' });
  await page.getByRole('button', { name: 'Show' }).click();
  const created = rows.filter({ hasText: `Created the account ${username}` });
  await expect(created).toHaveCount(1);
  await created.getByRole('link', { name: admin.username }).click();
  await expect(page).toHaveURL(new RegExp(`user=${admin.username}`));
  await expect(page.getByLabel('Person')).toHaveValue(admin.username);
  expect(await seriousViolations(page)).toEqual([]);
  await expect(rows.filter({ hasText: `Created the account ${username}` })).toHaveCount(1);
});

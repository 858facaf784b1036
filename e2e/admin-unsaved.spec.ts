import { expect, test } from '@playwright/test';

import { createAccountThroughScreen, logInThroughForm, staffPassword } from './accounts';
import { admin } from './admin';

test('leaving a screen with an unsaved edit asks first, and staying keeps the edit', async ({ page }) => {
  expect((await page.request.post('/api/auth/login', { data: admin })).status()).toBe(200);
  await page.goto('/admin/news');
  const title = page.getByLabel('Title (English)');
  await title.fill('Half-written title');

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('You have changes that are not saved yet. Leave this page and lose them?');
    void dialog.dismiss();
  });
  await page.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
  await expect(title).toHaveValue('Half-written title');

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('a session that ends mid-edit keeps the typed text: logging in again brings it back', async ({ page }) => {
  test.setTimeout(120_000);
  const username = `draft-keeper-${Date.now().toString(36)}`;
  await createAccountThroughScreen(page, username);
  await logInThroughForm(page, username, staffPassword);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/news');
  const form = page.getByRole('region', { name: 'New article' });
  const languages = ['English', 'French', 'German', 'Italian', 'Spanish'];
  for (const language of languages) {
    await form.getByRole('tab', { name: language }).click();
    await form.getByLabel(`Title (${language})`).fill(`Half-written after a long phone call (${language})`);
  }

  // The session ends meanwhile (here: signed out everywhere from another browser of the same person).
  const other = await page.context().browser()!.newContext({ baseURL: page.url() });
  expect((await other.request.post('/api/auth/login', { data: { username, password: staffPassword } })).status()).toBe(
    200,
  );
  expect((await other.request.delete('/api/auth/sessions')).status()).toBe(204);
  await other.close();

  await page.getByRole('button', { name: 'Create News' }).click();
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fnews&ended=1$/);
  await expect(page.getByRole('status')).toHaveText(
    'Your session has ended. Log in again to return to your page: what you had typed is kept.',
  );
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(staffPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
  for (const language of languages) {
    await form.getByRole('tab', { name: language }).click();
    await expect(form.getByLabel(`Title (${language})`)).toHaveValue(
      `Half-written after a long phone call (${language})`,
    );
  }
  await expect(page.getByRole('status').filter({ hasText: 'is back' })).toContainText(
    'What you typed before your session ended is back. Check it, then save.',
  );
});

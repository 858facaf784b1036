import { expect as baseExpect, test } from '@playwright/test';

import { accountRow, createAccountThroughScreen, logInThroughForm, staffPassword } from './accounts';

// Each login checks a password with argon2, on a machine that other work may keep busy.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test('the accounts screen creates, deactivates, reactivates and deletes an account', async ({ page }) => {
  const username = 'staff-member';
  await createAccountThroughScreen(page, username, staffPassword, { keepFirstPassword: true });
  const row = accountRow(page, username);
  await expect(row.getByTestId('account-role')).toHaveText('Editor');
  await expect(row.getByRole('cell').nth(2)).toHaveText('Yes');
  await expect(row.getByRole('cell').nth(3)).toHaveText('Never');
  await expect(row.getByRole('cell').nth(4)).toHaveText('Off');

  await row.getByRole('button', { name: 'Deactivate' }).click();
  await expect(row.getByRole('cell').nth(2)).toHaveText('No');
  // A deactivated account cannot sign in, whatever its password.
  const other = await page.context().browser()!.newContext({ baseURL: page.url() });
  const response = await other.request.post('/api/auth/login', { data: { username, password: staffPassword } });
  expect(response.status()).toBe(401);

  await row.getByRole('button', { name: 'Reactivate' }).click();
  await expect(row.getByRole('cell').nth(2)).toHaveText('Yes');
  expect((await other.request.post('/api/auth/login', { data: { username, password: staffPassword } })).status()).toBe(
    200,
  );
  await other.close();

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(`Delete the account ${username}? Its sessions end at once.`);
    void dialog.accept();
  });
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});

test('a new account must have a password the policy accepts, and a name of its own', async ({ page }) => {
  const username = 'policy-check';
  await createAccountThroughScreen(page, username);
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'New account' }) });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Initial password').fill(staffPassword);
  await form.getByRole('button', { name: 'Create the account' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('This username is already taken.');
  await form.getByLabel('Username').fill(`${username}b`);
  await form.getByLabel('Initial password').fill('password1234');
  await form.getByRole('button', { name: 'Create the account' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'This password is too common or too easy to guess. Choose a longer or less predictable one.',
  );
  await expect(accountRow(page, `${username}b`)).toHaveCount(0);
});

test('an owner gives another account a new first password, shown once, which must then be replaced', async ({
  page,
}) => {
  const username = 'forgot-password';
  await createAccountThroughScreen(page, username);
  // The new account's first password has the strength meter too.
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'New account' }) });
  await form.getByLabel('Initial password').fill('password1234');
  await expect(form.getByTestId('password-strength')).toHaveText(/^Strength: (Very weak|Weak)$/);

  const row = accountRow(page, username);
  await row.getByText('Set a new first password').click();
  // Left empty: the server generates one.
  await row.getByRole('button', { name: 'Set the first password' }).click();
  const shown = row.getByTestId('first-password');
  await expect(shown).toHaveText(/^[\w-]{16}$/);
  const first = (await shown.textContent())!;
  await row.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toHaveCount(0);

  const other = await page.context().browser()!.newContext({ baseURL: page.url() });
  expect((await other.request.post('/api/auth/login', { data: { username, password: staffPassword } })).status()).toBe(
    401,
  );
  const signedIn = await other.request.post('/api/auth/login', { data: { username, password: first } });
  expect(await signedIn.json()).toMatchObject({ mustChangePassword: true });
  await other.close();
});

// The last active owner's rule (refused deactivation, deletion and demotion, also two at once) is proven by the
// integration tests (src/tests/accounts.test.ts): it needs a database of its own, which a browser test
// would pay for with a second server.

test('a new account chooses its own password at its first sign-in, then changes it on its account screen', async ({
  page,
}) => {
  const username = 'password-changer';
  const ownPassword = 'Walnut table by the north window 18';
  const newPassword = 'Copper kettle on a blue stove 52';
  await createAccountThroughScreen(page, username, staffPassword, { keepFirstPassword: true });
  await logInThroughForm(page, username, staffPassword);
  // The first password opens one screen only.
  await expect(page).toHaveURL(/\/admin\/password\?next=%2Fadmin%2Fdashboard$/);
  await page.goto('/admin/machine');
  await expect(page).toHaveURL(/\/admin\/password\?next=%2Fadmin%2Fmachine$/);
  await page.getByLabel('The password you just used').fill(staffPassword);
  await page.getByLabel('New password', { exact: true }).fill('password1234');
  await expect(page.getByTestId('password-strength')).toHaveText(/^Strength: (Very weak|Weak)$/);
  await expect(page.getByText('Too easy to guess')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(ownPassword);
  await expect(page.getByTestId('password-strength')).toHaveText(/Strength: (Strong|Very strong)/);
  await page.getByLabel('New password again').fill(ownPassword);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/admin\/machine$/);

  await page.goto('/admin/account');
  await page.getByLabel('Current password').fill('not my password at all');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('New password again').fill(newPassword);
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('The current password is wrong.');

  await page.getByLabel('Current password').fill(ownPassword);
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByRole('status')).toHaveText('The password is changed. Your other sessions have ended.');

  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await logInThroughForm(page, username, ownPassword);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Wrong username or password.');
  await logInThroughForm(page, username, newPassword);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText(`Logged in as ${username}.`)).toBeVisible();
});

test('without mail, a forgotten password leads to an owner or to npm run admin', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgotten password' })).toBeVisible();
  await expect(page.getByTestId('no-mail')).toHaveText(
    'This site cannot send e-mail. Ask an owner to set a new first password for you, or have whoever runs the server enter npm run admin -- [username].',
  );
});

import fs from 'node:fs';

import { expect as baseExpect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

import { accountRow, createAccountThroughScreen, logInThroughForm, staffPassword } from './accounts';
import { logIn } from './admin';

// Each login checks a password with argon2, on a machine that other work may keep busy.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/** The code an authenticator app would show for `secret`, `steps` periods of 30 s from now. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

async function logOut(page: Page) {
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

async function secondStep(page: Page, code: string) {
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
}

test('two-factor sign-in: enrolment by QR code, then sign-in with a code once, and with a recovery code', async ({
  page,
}) => {
  const username = 'totp-user';
  await createAccountThroughScreen(page, username);
  await logInThroughForm(page, username, staffPassword);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto('/admin/account');
  const section = page.getByTestId('two-factor');
  await expect(section.getByTestId('two-factor-state')).toHaveText(
    'Two-factor sign-in is off: your password alone signs you in.',
  );
  await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const qrCode = section.getByRole('img', { name: 'QR code to scan with your authenticator app' });
  await expect(qrCode).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  expect(await qrCode.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const secret = (await section.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  // A wrong code leaves it off.
  const code = codeOf(secret);
  await section.getByLabel('Code from the app').fill(code === '000000' ? '111111' : '000000');
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByRole('alert')).toHaveText(
    'This code is wrong. Check the time on your phone and enter the current code.',
  );
  await section.getByLabel('Code from the app').fill(codeOf(secret));
  await section.getByRole('button', { name: 'Turn on' }).click();
  const recoveryCodes = section.getByTestId('recovery-codes').getByRole('listitem');
  await expect(recoveryCodes).toHaveCount(10);
  const codes = await recoveryCodes.allTextContents();
  // Each code on one line, unbroken.
  for (const item of await recoveryCodes.all()) {
    expect(await item.evaluate((line) => line.getClientRects().length)).toBe(1);
    expect(await item.evaluate((line) => line.scrollWidth <= line.clientWidth)).toBe(true);
  }
  // As a browser grants a page's own click (headless Chromium asks the test); the site's policy must allow it too.
  await page.context().grantPermissions(['clipboard-write']);
  await section.getByRole('button', { name: 'Copy' }).click();
  await expect(section.getByText('The codes are copied.')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Download (.txt)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('recovery-codes.txt');
  expect(fs.readFileSync(await download.path(), 'utf8')).toBe(`${codes.join('\n')}\n`);
  await section.getByRole('button', { name: 'I have kept them' }).click();
  await expect(section.getByTestId('recovery-codes')).toHaveCount(0);
  await expect(section.getByTestId('two-factor-state')).toContainText('10 recovery codes left.');

  // The owner's list of accounts says so.
  await logIn(page);
  await page.goto('/admin/accounts');
  await expect(accountRow(page, username).getByRole('cell').nth(4)).toHaveText('On');

  // The password alone no longer signs in: the code of the next step does.
  await logOut(page);
  await logInThroughForm(page, username, staffPassword);
  await expect(page.getByText('Enter the six-digit code from your authenticator app')).toBeVisible();
  const next = codeOf(secret, 1);
  await secondStep(page, next);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // That code again is refused; a recovery code signs in, once.
  await logOut(page);
  await logInThroughForm(page, username, staffPassword);
  await secondStep(page, next);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('This code is wrong or has already been used.');
  await secondStep(page, codes[0]!);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await logOut(page);
  await logInThroughForm(page, username, staffPassword);
  await secondStep(page, codes[0]!);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('This code is wrong or has already been used.');
  await secondStep(page, codes[1]!);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Off again, without the password again: it was given with a code a moment ago (the five minutes of
  // re-authentication, src/tests/reauthentication.test.ts); then the password alone signs in.
  await page.goto('/admin/account');
  await expect(section.getByTestId('two-factor-state')).toContainText('8 recovery codes left.');
  await section.getByRole('button', { name: 'Turn off' }).click();
  await expect(section.getByTestId('two-factor-state')).toHaveText(
    'Two-factor sign-in is off: your password alone signs you in.',
  );
  await logOut(page);
  await logInThroughForm(page, username, staffPassword);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

// The API's answer to an account with two-factor sign-in (401 with mfa, then 200 with a code) is proven by
// src/tests/two-factor.test.ts.

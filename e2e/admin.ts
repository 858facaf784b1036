import { expect, type Locator, type Page } from '@playwright/test';

/** The administrator the e2e server is started with (playwright.config.ts creates it). */
export const admin = { username: 'e2e-admin', password: 'e2e-password-123' };

/** Logs the page's browser context in through the API: its session cookie is then the admin's. */
export async function logIn(page: Page) {
  expect((await page.request.post('/api/auth/login', { data: admin })).status()).toBe(200);
}

/** A machine made through the API (the page must be logged in), for the tests that start on its screen. */
export async function machineThroughApi(page: Page, name: string): Promise<number> {
  const data = Object.fromEntries(
    ['en', 'fr', 'de', 'it', 'es'].flatMap((code) => [
      [`name_${code}`, `${name} ${code}`],
      [`description_${code}`, ''],
      [`metadescription_${code}`, ''],
    ]),
  );
  const response = await page.request.post('/api/machine', { data });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/**
 * A delete (or remove) that asks first: clicking `button` shows `prompt`; dismissed, `kept` must hold, then clicked
 * again and accepted, `gone` must hold.
 */
export async function confirmOnSecondTry(
  page: Page,
  button: Locator,
  prompt: string,
  checks: { kept: () => Promise<void>; gone: () => Promise<void> },
) {
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(prompt);
    void dialog.dismiss();
  });
  await button.click();
  await checks.kept();
  page.once('dialog', (dialog) => void dialog.accept());
  await button.click();
  await checks.gone();
}

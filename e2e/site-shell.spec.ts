import { expect, test } from '@playwright/test';

test('the language switcher keeps the page, and the choice is remembered', async ({ page }) => {
  await page.goto('/fr/machine/2');
  await page.getByRole('button', { name: 'Langue\u202F: Français' }).click();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/machine\/2$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.goto('/');
  await expect(page).toHaveURL(/\/de$/);
});

test.describe('on a desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'the menus are the mobile menu on a phone');

  test('a header menu opens on click and closes with Escape, giving focus back', async ({ page }) => {
    await page.goto('/en');
    const services = page.getByRole('button', { name: 'Products and services' });
    const cutting = page.getByRole('banner').getByRole('link', { name: 'Oxy-fuel cutting' });
    await services.click();
    await expect(cutting).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cutting).toBeHidden();
    await expect(services).toBeFocused();
  });

  test('a header menu opens on hover', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('button', { name: 'About' }).hover();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Our history' })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header menus and the languages open on hover and while they have the focus', async ({ page, isMobile }) => {
    await page.goto('/de/machine/2');
    const header = page.getByRole('banner');
    const english = header.getByRole('link', { name: 'English' });
    await expect(english).toBeHidden();
    // A phone has no hover (the pointer's `hover: none`): a tap gives the button the focus.
    const languages = header.getByRole('button', { name: /^DE, Sprache/ });
    await (isMobile ? languages.focus() : languages.hover());
    await expect(english).toBeVisible();
    await expect(english).toHaveAttribute('href', '/en/machine/2');
    await page.mouse.move(0, 700);
    await languages.blur();
    await expect(english).toBeHidden();
    if (isMobile) {
      // The phone's menu, opened from the keyboard: every group open, since none can be toggled.
      await header.getByRole('button', { name: 'Menü' }).focus();
      await expect(header.getByRole('link', { name: 'Brennschneiden' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Unsere Geschichte' })).toBeVisible();
    } else {
      await header.getByRole('button', { name: 'Produkte und Dienstleistungen' }).focus();
      await expect(header.getByRole('link', { name: 'Brennschneiden' })).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(header.getByRole('link', { name: 'Hydraulik' })).toBeFocused();
    }
  });
});

test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'desktops have the full navigation');

  test('the menu opens, its groups toggle, and Escape closes it', async ({ page }) => {
    await page.goto('/it');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    const header = page.getByRole('banner');
    const group = header.getByRole('button', { name: 'Prodotti e servizi' });
    await group.click();
    await expect(header.getByRole('link', { name: 'Ossitaglio' })).toBeVisible();
    await group.click();
    await expect(header.getByRole('link', { name: 'Ossitaglio' })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(header.getByRole('link', { name: 'Macchine' })).toBeHidden();
    await expect(menu).toBeFocused();
  });
});

test('the footer has the contact links and this year', async ({ page }) => {
  await page.goto('/es');
  const footer = page.locator('footer');
  await expect(footer.locator('a[href^="tel:+41"]')).toBeVisible();
  await expect(footer.locator('a[href^="sms:+41"]')).toBeVisible();
  await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('target', '_blank');
});

test('the back-to-top button appears after 300 px of scrolling and goes back up', async ({ page }) => {
  await page.goto('/en/nos-machines');
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toBeHidden();
  await page.mouse.wheel(0, 1200);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

/** The contrast ratio of two CSS colours (`rgb(…)`), as WCAG counts it. */
function contrast(first: string, second: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = color
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map((part) => {
        const channel = Number(part) / 255;
        return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

test('the back-to-top button stands out on the page and on the footer, and leaves the sections’ chevrons free', async ({
  page,
  isMobile,
}) => {
  await page.goto('/de/machine/1');
  await page.mouse.wheel(0, 600);
  const button = page.getByRole('button', { name: 'Nach oben' });
  await expect(button).toBeVisible();
  const style = await button.evaluate((element) => getComputedStyle(element));
  const [background, edge, text] = [style.backgroundColor, style.borderTopColor, style.color];
  const footer = await page.locator('footer').evaluate((element) => getComputedStyle(element).backgroundColor);
  // Its face on the dark footer, its edge on the white page: at least the 3:1 of a control; its arrow 4.5:1.
  expect(contrast(background, footer)).toBeGreaterThanOrEqual(3);
  expect(contrast(edge, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(3);
  expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);

  // On a phone the rows span the screen, their chevrons at its right edge: a round arrow in the middle covers none.
  if (!isMobile) return;
  const box = (await button.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(48);
  const chevrons = await page.locator('main details summary > span[aria-hidden="true"]').all();
  expect(chevrons.length).toBeGreaterThan(0);
  for (const chevron of chevrons) {
    const mark = (await chevron.boundingBox())!;
    expect(box.x + box.width < mark.x || box.x > mark.x + mark.width).toBe(true);
  }
});

test('a page opened in another language than the stored one stores it, through PATCH /api/language', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'language', value: 'fr', url: 'http://127.0.0.1:3100' }]);
  // Pages set no cookie, so that a shared cache may keep them; even a page that came with one would not store it here.
  await page.route('**/it/contact', async (route) => {
    // Fetched outside the browser, so that the server's cookie does not reach it.
    const response = await fetch(route.request().url(), { headers: await route.request().allHeaders() });
    const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'set-cookie'));
    await route.fulfill({ status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) });
  });
  const patched = page.waitForRequest(
    (request) => request.url().endsWith('/api/language') && request.method() === 'PATCH',
  );
  await page.goto('/it/contact');
  expect((await patched).postDataJSON()).toEqual({ language: 'it' });
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'language')?.value)
    .toBe('it');
});

test('the dashboard link and logout show only for a stored administrator marker', async ({ page }) => {
  await page.goto('/en');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

  await page.evaluate(() => localStorage.setItem('user_id', '1'));
  await page.reload();
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
  // A POST, which another site's page cannot send with the visitor's cookie unnoticed.
  const logout = page.waitForRequest(
    (request) => request.url().endsWith('/api/auth/logout') && request.method() === 'POST',
  );
  // Logging out reloads the page; reading storage during that reload would fail.
  const reloaded = page.waitForEvent('load');
  await header.getByRole('button', { name: 'Log out' }).click();
  await logout;
  await reloaded;
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('user_id'))).toBeNull();
});

import { expect, type Page, type Response, test } from '@playwright/test';
import sharp from 'sharp';

import { admin, machineThroughApi } from './admin';
import { altchaSent } from './altcha';
import { adminPolicy, sitePolicy } from './policies';

/**
 * The Content-Security-Policy of each kind of page, and no violation of it in the browser on any of them
 * (src/server/http/content-security-policy.ts, docs/security.md, "Content-Security-Policy"). The e2e server keeps
 * media on its own disk, so no bucket origin is expected here; the unit tests cover that.
 */

declare global {
  interface Window {
    reportPolicyViolation?: (violation: string) => void;
  }
}

/**
 * Every violation the browser reports on the site's own documents, from the `securitypolicyviolation` events (a
 * listener added before any of the page's scripts runs) and from the console, where Chromium also explains them.
 * Errors thrown by the page's scripts are kept too: a blocked script often shows as one.
 */
async function watch(page: Page, origin: string) {
  const violations: string[] = [];
  const errors: string[] = [];
  await page.exposeBinding('reportPolicyViolation', ({ frame }, violation: string) => {
    // The map's own frame follows its own site's policy, not this one.
    if (frame.url().startsWith(origin)) violations.push(`${frame.url()}: ${violation}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const { effectiveDirective, blockedURI, sourceFile, lineNumber, sample, disposition } = event;
      void window.reportPolicyViolation?.(
        `${disposition} ${effectiveDirective} blocked ${blockedURI} (${sourceFile}:${lineNumber}) ${sample}`,
      );
    });
  });
  page.on('console', (message) => {
    const { url } = message.location();
    if (/Content Security Policy/i.test(message.text()) && (!url || url.startsWith(origin)))
      violations.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { violations, errors };
}

/** The one Content-Security-Policy header of an answer (two would both apply). */
async function policyOf(response: Response | null) {
  expect(response).not.toBeNull();
  const policies = (await response!.headersArray()).filter(
    ({ name }) => name.toLowerCase() === 'content-security-policy',
  );
  expect(policies).toHaveLength(1);
  return policies[0]!.value;
}

/**
 * Waits until the page's scripts have run (Next.js's runtime is up and the page is hydrated), loads what is lazy
 * by scrolling to the end, then lets late reports arrive.
 */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await expect.poll(() => page.evaluate(() => 'next' in window && document.readyState === 'complete')).toBe(true);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
}

test.describe('the public site', () => {
  test('every kind of page has the site’s policy and breaks none of it', async ({ page, baseURL, request }) => {
    test.setTimeout(180_000);
    const { violations, errors } = await watch(page, baseURL!);
    const machines = (await (await request.get('/api/machine?lang=en')).json()) as { id: number }[];
    const news = (await (await request.get('/api/news?lang=en')).json()) as { id: number }[];
    expect(machines.length).toBeGreaterThan(0);
    expect(news.length).toBeGreaterThan(0);

    const pages = [
      '/en',
      '/fr/hydraulique',
      '/de/oxycoupage',
      '/en/r&d',
      '/it/a-propos',
      '/es/notre-histoire',
      '/de/contact',
      '/de/confidentialite',
      '/fr/nos-machines',
      `/en/machine/${machines[0]!.id}`,
      `/de/actualites/${news[0]!.id}`,
      '/en/no-such-page',
      '/wp-login.php',
    ];
    for (const path of pages) {
      const response = await page.goto(path);
      expect(await policyOf(response), path).toBe(sitePolicy);
      await settle(page);
      expect(violations, path).toEqual([]);
    }
    // The structured data of a machine's page is data, not a script: it is not blocked, and nothing is reported.
    await page.goto(`/en/machine/${machines[0]!.id}`);
    await settle(page);
    await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the contact page loads the map from its one allowed origin when asked', async ({ page, baseURL }) => {
    const { violations, errors } = await watch(page, baseURL!);
    // The map's site may be out of reach from the test machine: the browser's policy check comes first anyway.
    await page.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title><p>Map</p>' }),
    );
    const response = await page.goto('/fr/contact');
    expect(await policyOf(response)).toBe(sitePolicy);
    await settle(page);
    await page.getByRole('main').getByRole('link', { name: 'Afficher la carte interactive' }).click();
    const map = page.locator('iframe[src^="https://www.openstreetmap.org/export/embed.html"]');
    await expect(map).toBeAttached();
    await expect(page).toHaveURL(/\/fr\/contact$/);
    await expect(page.frameLocator('iframe').getByText('Map')).toBeVisible();
    // The frame is checked before it loads; its report, if any, is on its way. (Not 'networkidle', which a
    // cross-origin frame served by the test's route may never reach.)
    await page.waitForTimeout(500);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the contact form and a machine’s quote form solve their spam check and send, breaking none of it', async ({
    page,
    baseURL,
  }) => {
    const { violations, errors } = await watch(page, baseURL!);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto('/en/contact');
    await settle(page);
    const form = page.getByRole('main').locator('form');
    await form.getByLabel('Name', { exact: true }).fill('Anna Muster');
    await form.getByLabel('Company', { exact: true }).fill('Muster AG');
    await form.getByLabel('E-mail', { exact: true }).fill('anna@example.com');
    await form.getByLabel('Phone', { exact: true }).fill('+41 21 555 00 00');
    await form.getByLabel('Message', { exact: true }).fill('Please call me.');
    const sent = page.waitForRequest((request) => request.method() === 'POST' && !!request.headers()['next-action']);
    await form.getByRole('button', { name: 'Send' }).click();
    expect(altchaSent((await sent).postData()).length).toBeGreaterThan(100);
    await expect(form.getByRole('status')).toContainText('Thank you');
    // The solver ran in a worker from this origin, under the site's policy.
    expect(workers.some((url) => url.startsWith(baseURL!))).toBe(true);

    await page.goto('/en/machine/1');
    await settle(page);
    await page.getByRole('button', { name: 'Request a quote' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Luca Bernasconi');
    await dialog.getByLabel('Phone').fill('091 555 44 33');
    await dialog.getByLabel('Subject').fill('Price');
    await dialog.getByLabel('Message').fill('An offer, please.');
    const quoted = page.waitForRequest((request) => request.method() === 'POST' && !!request.headers()['next-action']);
    await dialog.getByRole('button', { name: 'Send' }).click();
    expect(altchaSent((await quoted).postData()).length).toBeGreaterThan(100);
    await expect(dialog).toBeHidden();
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a frame from another origin than the map’s is refused', async ({ page, baseURL }) => {
    const { violations } = await watch(page, baseURL!);
    await page.goto('/en');
    await settle(page);
    // Proves that the watch sees violations: the policy forbids this frame.
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.src = 'https://example.com/';
      document.body.append(frame);
    });
    await expect.poll(() => violations.join('\n')).toContain('frame-src blocked https://example.com');
  });
});

test.describe('the admin', () => {
  test('every screen runs only scripts with its request’s nonce, and breaks nothing of its policy', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const { violations, errors } = await watch(page, baseURL!);
    const nonces = new Set<string>();

    /** The page's policy, with a nonce of its own that every script of the page carries. */
    async function checkAdminPage(response: Response | null, path: string) {
      const policy = await policyOf(response);
      const nonce = /'nonce-([A-Za-z0-9+/]+={0,2})'/.exec(policy)?.[1];
      expect(nonce, path).toBeDefined();
      expect(policy, path).toBe(adminPolicy(nonce!));
      expect(nonces.has(nonce!), `${path}: a nonce used before`).toBe(false);
      nonces.add(nonce!);
      await settle(page);
      // The browser hides a nonce attribute's value from the DOM; the property keeps it.
      const scripts = await page.evaluate(() =>
        [...document.querySelectorAll('script')].map((script) => ({ src: script.src, nonce: script.nonce })),
      );
      expect(scripts.length, path).toBeGreaterThan(0);
      // Scripts that Next.js loads later are trusted through 'strict-dynamic' and carry no nonce.
      const fromTheServer = scripts.filter(({ nonce: value }) => value !== '');
      expect(fromTheServer.length, path).toBeGreaterThan(0);
      for (const script of fromTheServer) expect(script.nonce, `${path}: ${script.src}`).toBe(nonce);
      expect(violations, path).toEqual([]);
    }

    // The login form, sent through its server action.
    await checkAdminPage(await page.goto('/admin/login'), '/admin/login');
    await page.getByLabel('Username').fill(admin.username);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    for (const path of ['/admin/dashboard', '/admin/machine', '/admin/category', '/admin/news', '/admin/inbox']) {
      await checkAdminPage(await page.goto(path), path);
    }

    // An article's screen.
    const news = (await (await page.request.get('/api/news?lang=en')).json()) as { id: number }[];
    await checkAdminPage(await page.goto(`/admin/news/${news[0]!.id}`), '/admin/news/{id}');

    // A machine's screen, with a picture sent to the storage and shown.
    const id = await machineThroughApi(page, 'Policy');
    await checkAdminPage(await page.goto(`/admin/machine/${id}`), '/admin/machine/{id}');
    const section = page.getByRole('region', { name: 'Pictures and videos' });
    const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#1f6feb' } })
      .png()
      .toBuffer();
    await section
      .getByLabel('Add Pictures or Videos')
      .setInputFiles({ name: 'policy.png', mimeType: 'image/png', buffer: png });
    const picture = section.locator('img');
    await expect(picture).toHaveCount(1, { timeout: 15_000 });
    // Loaded lazily: once in view.
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});

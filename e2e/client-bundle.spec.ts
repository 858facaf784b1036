import { expect, type Page, test } from '@playwright/test';

import { logIn } from './admin';

/**
 * What public pages must not send to the browser: zod's classic runtime (the forms check natively and the server
 * runs the schemas), next-intl's message formatter (the server formats every string), next/image's client
 * component (pictures are plain img elements with its attributes) and markdown-it (formatted text is rendered on
 * the server). Found by strings that minification keeps: the classic schema classes' names, the formatter's error
 * codes, the attribute the image component marks a loaded picture with (found in 11 chunks of the build that still
 * used it), and one of markdown-it's error messages.
 */
const forbidden = {
  'zod (classic)': '"ZodString"',
  "next-intl's formatter": 'FORMATTING_ERROR',
  "next/image's client component": 'data-loaded-src',
  'markdown-it': 'none of the block rules matched',
};

/** The text of every script the page loads from the build, once the page has settled. */
async function scriptsOf(page: Page, path: string): Promise<string> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().includes('/_next/static/')) {
      bodies.push(response.text());
    }
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return (await Promise.all(bodies)).join('\n');
}

const publicPages = [
  '/fr',
  '/de/nos-machines',
  '/de/machine/1',
  '/fr/actualites/1',
  '/it/contact',
  '/en/hydraulique',
  '/fr/demande-de-devis',
];

for (const path of publicPages) {
  test(`${path} loads neither zod's classic runtime, next-intl's formatter, next/image's component nor markdown-it`, async ({
    page,
  }) => {
    const scripts = await scriptsOf(page, path);
    expect(scripts.length).toBeGreaterThan(0);
    for (const [what, marker] of Object.entries(forbidden)) expect(scripts, what).not.toContain(marker);
  });
}

test('the markers are found where the library is sent: the admin validates with zod and previews formatted text', async ({
  page,
}) => {
  await logIn(page);
  const scripts = await scriptsOf(page, '/admin/machine');
  expect(scripts).toContain(forbidden['zod (classic)']);
  expect(scripts).toContain(forbidden['markdown-it']);
});

import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const [,, path, name, ...opts] = process.argv;
for (const [lang, width] of [['en', 1280], ['fr', 375]]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: base });
  await context.addCookies([{ name: 'language', value: lang, url: base }]);
  const page = await context.newPage();
  const r = await page.request.post('/api/auth/login', { data: { username: 'admin', password: 'admin-pass-123' } });
  await page.goto(path);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/${name}-${lang}-${width}.png`, fullPage: opts.includes('full') });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  console.log(name, lang, width, 'login', r.status(), 'horizontal overflow', overflow);
  await context.close();
}
await browser.close();

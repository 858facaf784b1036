import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--no-first-run','--disable-background-networking'] });
const [,, lang, width, ...paths] = process.argv;
const context = await browser.newContext({ viewport: { width: Number(width), height: 1000 }, baseURL: base });
await context.addCookies([{ name: 'language', value: lang, url: base }]);
const page = await context.newPage();
await page.request.post('/api/auth/login', { data: { username: 'admin', password: 'admin-pass-123' } });
for (const path of paths) {
  await page.goto(path);
  await page.waitForTimeout(600);
  const name = path.replace(/\W+/g, '_');
  await page.screenshot({ path: `/tmp/s-${name}-${lang}-${width}.png` });
  console.log(path, lang, width, 'overflow', await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth));
}
await browser.close();

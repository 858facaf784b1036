/**
 * `npm run bench:pictures`: what a 12-megapixel photo, stored as a machine picture through the domain layer, costs
 * a phone and the server. Prints the office's wait for the upload and for the card sizes made in the background,
 * the time of each width's first view (which waits for its WebP) and until both its formats are made, the time
 * to serve a size once made, and, in Chromium, which size a 375 px phone's card fetches at pixel ratios 2 and 3 and
 * how many bytes, with AVIF and without, beside what the former set-up (Next.js's optimizer, WebP only, its default
 * widths) sent. Prints figures; asserts nothing. Runs on a throwaway data folder and database.
 */
import fs from 'node:fs';
import { register } from 'node:module';
import os from 'node:os';
import path from 'node:path';

import sharp from 'sharp';

// Outside a Next.js server there is no page cache: the domain's cached reads run every time, and what its writes
// expire is nothing here.
const noCache =
  'data:text/javascript,export const unstable_cache = (read) => read; export const revalidateTag = () => {};';
register(
  'data:text/javascript,' +
    encodeURIComponent(
      `export const resolve = (specifier, context, next) => specifier === 'next/cache' ? ` +
        `{ url: ${JSON.stringify(noCache)}, shortCircuit: true } : next(specifier, context);`,
    ),
);

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pictures-'));
process.env.SESSION_SECRET ??= 'benchmark-session-secret-0123456789abcdef';
delete process.env.S3_BUCKET;
delete process.env.DATABASE_URL;

const { withDatabase } = await import('./cli');
const { installDatabaseHandle } = await import('../src/server/db');
const { createMachine } = await import('../src/server/catalogue/machines');
const { addMachinePicture, freshMachinePicture } = await import('../src/server/catalogue/machine-pictures');
const { mediaStorage } = await import('../src/server/media/storage');
const { newMediaKey } = await import('../src/server/media/types');
const { makeCardVariantsSoon, makeVariants, pictureVariant, variantKey } = await import('../src/server/media/variants');
const { pictureWidths } = await import('../src/config/picture-widths.mjs');
const { pictureSizes } = await import('../src/components/pictureSizes');
const { photoLikeJpeg } = await import('../src/tests/photo');
const mediaRoute = await import('../src/app/media/[...key]/route');
const { chromiumFlags, browserPath: chromiumPath } = await import('../e2e/chromium');

const chromeAccept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const milliseconds = (ms: number) => `${ms.toFixed(0)} ms`;
const blank = Object.fromEntries(['en', 'fr', 'de', 'it', 'es'].map((code) => [`description_${code}`, '']));

/** The media route's answer, as a browser would get it. */
async function serve(url: string, accept: string) {
  const { pathname, search } = new URL(url, 'http://bench');
  const key = pathname.slice('/media/'.length);
  const request = new Request(`http://bench${pathname}${search}`, { headers: { accept } });
  return mediaRoute.GET(request, { params: Promise.resolve({ key: key.split('/') }) } as never);
}

/**
 * What Chromium fetches for a card at a 375 px screen: the card's markup (the page's 24 px padding, a 1 px border,
 * its `sizes` and srcset), the pictures answered by `answer`.
 */
async function cardInChromium(
  dpr: number,
  sizes: string,
  srcset: string,
  answer: (url: string, accept: string) => Promise<{ body: Buffer; type: string }>,
  avif: boolean,
) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, deviceScaleFactor: dpr });
    const page = await context.newPage();
    const fetched: { url: string; type: string; bytes: number }[] = [];
    await page.route('**/*', async (route) => {
      const url = route.request().url();
      if (new URL(url).pathname === '/') {
        return route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><meta name="viewport" content="width=device-width"><body style="margin:0">
            <div style="padding:0 24px"><div style="border:1px solid #ccc"><img style="display:block;width:100%"
            sizes="${sizes}" srcset="${srcset}"></div></div>`,
        });
      }
      const accept = avif ? chromeAccept : chromeAccept.replace('image/avif,', '');
      const { body, type } = await answer(url, accept);
      fetched.push({ url, type, bytes: body.length });
      return route.fulfill({ body, contentType: type });
    });
    await page.goto('http://bench/');
    await page.waitForFunction(() => document.querySelector('img')!.complete);
    const slot = await page.$eval('img', (img) => img.clientWidth);
    const last = fetched.at(-1)!;
    // The candidate's width (naturalWidth would be divided by the density the browser gave it).
    return { slot, width: Number(new URL(last.url).searchParams.get('w')), ...last };
  } finally {
    await browser.close();
  }
}

await withDatabase(async (handle) => {
  await handle.migrate();
  installDatabaseHandle(handle);
  const storage = mediaStorage();

  let started = performance.now();
  const photo = await photoLikeJpeg(4000, 3000);
  console.log(
    `photo: 4000 × 3000 JPEG, ${kilobytes(photo.length)} (made in ${milliseconds(performance.now() - started)})`,
  );
  console.log(`cores: ${os.availableParallelism()}, load average ${os.loadavg()[0]!.toFixed(1)}\n`);

  const names = Object.fromEntries(
    ['en', 'fr', 'de', 'it', 'es'].flatMap((code) => [
      [`name_${code}`, 'Bench'],
      [`description_${code}`, ''],
      [`metadescription_${code}`, ''],
    ]),
  );
  const { id: machineId } = await createMachine(names as never);
  started = performance.now();
  const { id } = await addMachinePicture(machineId, photo, { type: 'image/jpeg', ...blank } as never);
  console.log(`upload handed in (inspected, metadata removed, stored): ${milliseconds(performance.now() - started)}`);
  const { url } = await freshMachinePicture(machineId, id, 'en');
  await makeCardVariantsSoon(url.slice('/media/'.length));
  console.log(`card sizes ready in the background after:              ${milliseconds(performance.now() - started)}\n`);

  // Another copy, with no size made yet: each width's first view.
  const key = newMediaKey(`machines/${machineId}`, 'jpg');
  await storage.put(key, (await storage.get(url.slice('/media/'.length)))!, 'image/jpeg');
  console.log('width   first view (its WebP)   both made   WebP       AVIF       then served to a browser with AVIF');
  for (const width of pictureWidths) {
    started = performance.now();
    await pictureVariant(key, width, chromeAccept);
    const firstView = performance.now() - started;
    await makeVariants(key, [width]);
    const bothMade = performance.now() - started;
    const [webp, avif] = await Promise.all([
      storage.size(variantKey(key, width, 'webp')),
      storage.size(variantKey(key, width, 'avif')),
    ]);
    const served = (await pictureVariant(key, width, chromeAccept))!;
    console.log(
      String(width).padEnd(8) +
        milliseconds(firstView).padEnd(24) +
        milliseconds(bothMade).padEnd(12) +
        kilobytes(webp!).padEnd(11) +
        kilobytes(avif!).padEnd(11) +
        served.format,
    );
  }

  const runs = 200;
  for (const [label, accept] of [
    ['AVIF', chromeAccept],
    ['WebP', 'image/webp,*/*'],
  ] as const) {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      started = performance.now();
      await (await serve(`/media/${key}?w=640`, accept)).arrayBuffer();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `\ncached serve of w=640 in ${label} (the route, ${runs} times): median ${times[runs / 2]!.toFixed(2)} ms, ` +
        `95th percentile ${times[Math.floor(runs * 0.95)]!.toFixed(2)} ms`,
    );
  }

  if (!fs.existsSync(chromiumPath)) {
    console.log(`\nNo Chromium at ${chromiumPath}: the phone's figures are left out.`);
    return;
  }
  console.log('\nA card on a 375 px phone, in Chromium:');
  const srcset = pictureWidths.map((width) => `/media/${url.slice('/media/'.length)}?w=${width} ${width}w`).join(', ');
  const now = async (fetchUrl: string, accept: string) => {
    const response = await serve(fetchUrl, accept);
    return { body: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type')! };
  };
  // Before: Next.js's optimizer with its default widths, WebP at quality 75, and the card's former sizes.
  const formerWidths = [16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840];
  const formerSrcset = formerWidths.map((width) => `/_next/image?w=${width} ${width}w`).join(', ');
  const formerSizes = '(min-width: 1152px) 352px, (min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw';
  const former = async (fetchUrl: string) => {
    const width = Number(new URL(fetchUrl).searchParams.get('w'));
    const body = await sharp(photo).resize({ width, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
    return { body, type: 'image/webp' };
  };
  for (const dpr of [2, 3]) {
    const before = await cardInChromium(dpr, formerSizes, formerSrcset, former, true);
    console.log(
      `  DPR ${dpr}, before: ${before.width} px for a ${before.slot} px card (${(before.width / before.slot).toFixed(2)}×), ` +
        `${before.type}, ${kilobytes(before.bytes)}`,
    );
    for (const avif of [true, false]) {
      const after = await cardInChromium(dpr, pictureSizes.card, srcset, now, avif);
      console.log(
        `  DPR ${dpr}, now, ${avif ? 'a browser with AVIF:   ' : 'a browser without AVIF:'} ${after.width} px for a ` +
          `${after.slot} px card (${(after.width / after.slot).toFixed(2)}×), ${after.type}, ${kilobytes(after.bytes)}`,
      );
    }
  }
});
fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true });

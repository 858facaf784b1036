import sharp from 'sharp';

import * as mediaRoute from '@/app/media/[...key]/route';
import { pictureWidths } from '@/config/picture-widths.mjs';

import { mediaStorage, mediaUrl, removeFiles } from '@/server/media/storage';
import { newMediaKey } from '@/server/media/types';
import {
  acceptsAvif,
  makeCardVariantsSoon,
  makeVariants,
  pictureVariant,
  pictureWidth,
  variantKey,
} from '@/server/media/variants';
import { origin } from './api';
import { photoLikeJpeg } from './photo';

const chromeAccept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const safariWithoutAvif = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5';

let photo: Uint8Array;
beforeAll(async () => {
  photo = await photoLikeJpeg(1200, 900);
});

/** A picture stored as an upload leaves it: under a fresh key of a machine's folder. */
async function storedPhoto(extension = 'jpg', bytes = photo): Promise<string> {
  const key = newMediaKey('machines/1', extension);
  await mediaStorage().put(key, bytes, 'image/jpeg');
  return key;
}

function get(key: string, query: string, headers: Record<string, string> = {}) {
  const request = new Request(new URL(`/media/${key}${query}`, origin), { headers });
  return mediaRoute.GET(request, { params: Promise.resolve({ key: key.split('/') }) });
}

afterEach(() => jest.restoreAllMocks());

describe('the widths served', () => {
  it('are the srcset candidates only, written in decimal', () => {
    expect(pictureWidths.map((width) => pictureWidth(String(width)))).toEqual(pictureWidths);
    for (const value of ['641', '0640', '640.0', '6.4e2', ' 640', '-640', '', '99999', null]) {
      expect(pictureWidth(value)).toBeNull();
    }
  });

  it('stay close to the slots: a phone asking for 1.75 times its card (330 to 450 px wide) gets at most twice it', () => {
    for (let slot = 280; slot <= 400; slot++) {
      const fetched = pictureWidths.find((width) => width >= slot * 1.75)!;
      expect(fetched / slot).toBeGreaterThanOrEqual(1.75);
      expect(fetched / slot).toBeLessThanOrEqual(2);
    }
  });
});

describe('format negotiation', () => {
  it('takes AVIF from browsers that name it, unless with q=0', () => {
    expect(acceptsAvif(chromeAccept)).toBe(true);
    expect(acceptsAvif('IMAGE/AVIF ; q=0.5')).toBe(true);
    expect(acceptsAvif(safariWithoutAvif)).toBe(false);
    expect(acceptsAvif('image/avif;q=0, image/webp')).toBe(false);
    expect(acceptsAvif('*/*')).toBe(false);
    expect(acceptsAvif(null)).toBe(false);
  });

  it('serves AVIF when the browser takes it and it is smaller, WebP otherwise, in the width asked', async () => {
    const key = await storedPhoto();
    await makeVariants(key, [640]);
    const avif = (await pictureVariant(key, 640, chromeAccept))!;
    const webp = (await pictureVariant(key, 640, safariWithoutAvif))!;
    expect(avif.type).toBe('image/avif');
    expect(webp.type).toBe('image/webp');
    expect(avif.bytes.length).toBeLessThan(webp.bytes.length);
    expect(await sharp(avif.bytes).metadata()).toMatchObject({ format: 'heif', width: 640, height: 480 });
    expect(await sharp(webp.bytes).metadata()).toMatchObject({ format: 'webp', width: 640, height: 480 });
    expect(avif.etag).not.toBe(webp.etag);
  });

  it('serves WebP to a browser that takes AVIF when the AVIF is not smaller', async () => {
    // A flat colour: both formats are a few hundred bytes, WebP the smaller.
    const flat = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#5a6570' } })
      .png()
      .toBuffer();
    const key = await storedPhoto('png', flat);
    await makeVariants(key, [320]);
    const webp = (await pictureVariant(key, 320, safariWithoutAvif))!;
    const avifSize = (await mediaStorage().size(variantKey(key, 320, 'avif')))!;
    const chosen = (await pictureVariant(key, 320, chromeAccept))!;
    expect(chosen.format).toBe(avifSize < webp.bytes.length ? 'avif' : 'webp');
  });

  it('never makes a picture wider than it is', async () => {
    const key = await storedPhoto();
    const variant = (await pictureVariant(key, 1920, chromeAccept))!;
    expect((await sharp(variant.bytes).metadata()).width).toBe(1200);
    await makeVariants(key, [1920]);
  });
});

describe('the cache of sizes', () => {
  it('keeps each size in media storage under a key naming the original, the width, the encoding and the format', async () => {
    const key = await storedPhoto();
    await pictureVariant(key, 480, chromeAccept);
    await makeVariants(key, [480]);
    const stem = key.slice(0, -'.jpg'.length);
    expect(variantKey(key, 480, 'avif')).toMatch(new RegExp(`^variants/${stem}/480-[a-z0-9-]+\\.avif$`));
    expect(await mediaStorage().size(variantKey(key, 480, 'avif'))).toBeGreaterThan(0);
    expect(await mediaStorage().size(variantKey(key, 480, 'webp'))).toBeGreaterThan(0);
  });

  it('makes a size once: later requests, and another instance sharing the store, only read it', async () => {
    const key = await storedPhoto();
    await makeVariants(key, [800]);
    const first = (await pictureVariant(key, 800, chromeAccept))!;
    const put = jest.spyOn(mediaStorage(), 'put');
    const again = (await pictureVariant(key, 800, chromeAccept))!;
    expect(again.bytes).toEqual(first.bytes);
    expect((await pictureVariant(key, 800, safariWithoutAvif))!.format).toBe('webp');

    // Another process: nothing in memory, the same store.
    await jest.isolateModulesAsync(async () => {
      const other = await import('@/server/media/variants');
      const otherPut = jest.spyOn((await import('@/server/media/storage')).mediaStorage(), 'put');
      expect((await other.pictureVariant(key, 800, chromeAccept))!.bytes).toEqual(first.bytes);
      expect(otherPut).not.toHaveBeenCalled();
    });
    expect(put).not.toHaveBeenCalled();
  });

  it('makes a size once for visitors asking at the same time', async () => {
    const key = await storedPhoto();
    const put = jest.spyOn(mediaStorage(), 'put');
    const answers = await Promise.all(Array.from({ length: 5 }, () => pictureVariant(key, 560, chromeAccept)));
    expect(new Set(answers.map((answer) => answer!.etag)).size).toBe(1);
    await makeVariants(key, [560]);
    expect(put).toHaveBeenCalledTimes(2);
  });

  it('answers a first view as soon as the WebP is made, for a minute to a browser that takes AVIF', async () => {
    const key = await storedPhoto();
    const first = (await pictureVariant(key, 1080, chromeAccept))!;
    expect(first).toMatchObject({ format: 'webp', final: false });
    expect(await sharp(first.bytes).metadata()).toMatchObject({ format: 'webp', width: 1080 });
    await makeVariants(key, [1080]);
    expect(await pictureVariant(key, 1080, chromeAccept)).toMatchObject({ format: 'avif', final: true });
    // A browser without AVIF gets the WebP for good at once.
    const other = await storedPhoto();
    expect(await pictureVariant(other, 1080, safariWithoutAvif)).toMatchObject({ format: 'webp', final: true });
  });

  it('makes the card sizes of a new picture in the background', async () => {
    const key = await storedPhoto();
    await makeCardVariantsSoon(key);
    const put = jest.spyOn(mediaStorage(), 'put');
    expect((await pictureVariant(key, 640, chromeAccept))!.format).toBe('avif');
    expect(put).not.toHaveBeenCalled();
  });

  it('goes with its picture', async () => {
    const key = await storedPhoto();
    await makeVariants(key, [320]);
    await removeFiles([key]);
    expect(await mediaStorage().list(`variants/${key.slice(0, -4)}/`)).toEqual([]);
    expect(await pictureVariant(key, 320, chromeAccept)).toBeNull();
  });

  it('is not made of what is not a still picture, nor of a picture that is not there', async () => {
    expect(await pictureVariant(newMediaKey('machines/1', 'gif'), 320, chromeAccept)).toBeNull();
    expect(await pictureVariant(newMediaKey('machines/1', 'mp4'), 320, chromeAccept)).toBeNull();
    expect(await pictureVariant(newMediaKey('machines/1', 'jpg'), 320, chromeAccept)).toBeNull();
  });
});

describe('GET /media/{key}?w=', () => {
  it('answers the size with its type, an ETag, for good, varying by Accept', async () => {
    const key = await storedPhoto();
    await makeVariants(key, [640]);
    const response = await get(key, '?w=640', { accept: chromeAccept });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/avif');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toBe('Accept');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const body = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(body.length));
    expect((await sharp(body).metadata()).format).toBe('heif');

    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w.-]+"$/);
    const unchanged = await get(key, '?w=640', { accept: chromeAccept, 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    // The WebP answer is another representation: the AVIF's ETag does not match it.
    const webp = await get(key, '?w=640', { accept: safariWithoutAvif, 'if-none-match': etag });
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
  });

  it('refuses widths it does not serve, sizes asked by their own key, and unknown pictures', async () => {
    const key = await storedPhoto();
    expect((await get(key, '?w=641')).status).toBe(404);
    expect((await get(key, '?w=')).status).toBe(404);
    expect((await get(key, '?w=640&w=320')).status).toBe(200);
    await makeVariants(key, [640]);
    await pictureVariant(key, 320, chromeAccept);
    expect((await get(variantKey(key, 320, 'webp'), '')).status).toBe(404);
    expect((await get(newMediaKey('machines/1', 'jpg'), '?w=320')).status).toBe(404);
  });

  it('still serves the original without a width', async () => {
    const key = await storedPhoto();
    const response = await get(key, '');
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(photo);
  });

  it('is where the pages show a stored picture, a GIF and a video at the storage', () => {
    expect(mediaUrl('machines/1/a.jpg')).toBe('/media/machines/1/a.jpg');
    expect(mediaUrl('machines/1/a.gif')).toBe(mediaStorage().publicUrl('machines/1/a.gif'));
    expect(mediaUrl('machines/1/a.mp4')).toBe(mediaStorage().publicUrl('machines/1/a.mp4'));
  });
});

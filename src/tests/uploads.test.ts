import fs from 'node:fs';
import path from 'node:path';

import { like } from 'drizzle-orm';
import sharp from 'sharp';

import * as uploadRoute from '@/app/api/uploads/[ticket]/route';

import { type Locale, locales } from '@/i18n/locales';
import { uploadStartSchema } from '@/schemas/upload';

import { mediaFolder, readConfig } from '@/server/config';
import type { DatabaseHandle } from '@/server/db/client';
import { rateLimits } from '@/server/db/schema';
import {
  addMachinePicture,
  freshMachinePicture,
  machinePicturePurpose,
  reorderMachinePictures,
  updateMachinePicture,
} from '@/server/catalogue/machine-pictures';
import { freshMachine } from '@/server/catalogue/machines';
import { createMachine } from '@/server/catalogue/machines';
import { removeAbandonedUploads, startUpload } from '@/server/media/uploads';
import { createNews, freshNewsCover, newsCoverPurpose, replaceNewsCover } from '@/server/news/articles';
import { adminCookie, origin } from './api';
import { createTestDatabase } from './database';

const five = <F extends string>(field: F, text: string) =>
  Object.fromEntries(locales.map((locale) => [`${field}_${locale}`, text && `${text} ${locale}`])) as Record<
    `${F}_${Locale}`,
    string
  >;
const noDescriptions = five('description', '');

let handle: DatabaseHandle;
let cookie: string;
beforeAll(async () => {
  handle = await createTestDatabase();
  cookie = await adminCookie();
});
afterAll(() => handle.close());

const media = () => mediaFolder(readConfig().dataDir);
const pending = () => fs.readdirSync(path.join(media(), 'uploads'), { withFileTypes: true }).map((entry) => entry.name);
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#e8590c' } })
    .png()
    .toBuffer();

async function newMachineId() {
  const machine = await createMachine({
    ...five('name', 'Press'),
    ...five('description', ''),
    ...five('metadescription', ''),
  });
  return machine.id;
}

/** PUTs `body` to the app's upload route of `url`, the way the admin screen does. */
async function send(url: string, body: Uint8Array, options: { cookie?: string; length?: number } = {}) {
  const ticket = decodeURIComponent(url.replace('/api/uploads/', ''));
  const headers = new Headers({ 'content-length': String(options.length ?? body.length) });
  if (options.cookie ?? cookie) headers.set('cookie', options.cookie ?? cookie);
  const request = new Request(new URL(url, origin), { method: 'PUT', headers, body, duplex: 'half' } as RequestInit);
  return uploadRoute.PUT(request, { params: Promise.resolve({ ticket }) } as never);
}

describe('a pending upload', () => {
  it('waits as bytes of no type, whatever type the browser claims, and only a picture or a video may be claimed', async () => {
    const start = await startUpload('machine:1', { size: 100, type: 'image/png' });
    expect(start.headers).toEqual({ 'Content-Type': 'application/octet-stream' });
    const claim = (type: string) =>
      uploadStartSchema.safeParse({ target: { kind: 'machine', id: 1 }, size: 100, type }).success;
    expect(['image/png', 'video/mp4', 'image/svg+xml', ''].map(claim)).toEqual([true, true, true, true]);
    expect(['text/html', 'application/javascript', 'image/png; charset=x'].map(claim)).toEqual([false, false, false]);
  });
});

describe('uploads sent ahead of the form', () => {
  it('streams the file to storage, then hands it in as a machine picture under its final key', async () => {
    const machineId = await newMachineId();
    const bytes = await png();
    const start = await startUpload(machinePicturePurpose(machineId), { size: bytes.length, type: 'image/png' });
    expect(start.url).toMatch(/^\/api\/uploads\//);
    expect((await send(start.url, bytes)).status).toBe(204);

    const { id } = await addMachinePicture(
      machineId,
      { ticket: start.ticket },
      { ...noDescriptions, description_en: 'Front' },
    );
    const picture = await freshMachinePicture(machineId, id, 'en');
    expect(picture).toMatchObject({ type: 'image/png', width: 40, height: 30, description: 'Front' });
    expect(fs.readFileSync(path.join(media(), picture.url.replace('/media/', '')))).toEqual(bytes);
    expect(pending()).toEqual([]);
  });

  it('makes a sent file the cover of an article', async () => {
    const article = await createNews(five('title', 'Open day'));
    const bytes = await png();
    const start = await startUpload(newsCoverPurpose(article.id), { size: bytes.length, type: 'image/png' });
    expect((await send(start.url, bytes)).status).toBe(204);
    await replaceNewsCover(article.id, { ticket: start.ticket }, undefined);
    expect(await freshNewsCover(article.id)).toMatchObject({
      image: expect.stringMatching(/^\/media\/news\/\d+\/.+\.png$/),
      image_type: 'image/png',
    });
  });

  it('refuses at the start a file larger than its kind allows', async () => {
    const { video } = readConfig().uploadLimits;
    await expect(startUpload('machine:1', { size: video + 1, type: 'video/mp4' })).rejects.toThrow(
      /larger than the limit/,
    );
  });

  it('refuses a body of another size than announced and keeps nothing', async () => {
    const bytes = await png();
    const start = await startUpload('machine:1', { size: bytes.length + 10, type: 'image/png' });
    const response = await send(start.url, bytes);
    expect(response.status).toBe(422);
    expect(pending()).toEqual([]);
  });

  it('refuses an upload without a session, or with a forged ticket', async () => {
    const bytes = await png();
    const start = await startUpload('machine:1', { size: bytes.length, type: 'image/png' });
    expect((await send(start.url, bytes, { cookie: 'jorat_session=nothing' })).status).toBe(401);
    expect((await send(`/api/uploads/${start.ticket.slice(0, -4)}AAAA`, bytes)).status).toBe(422);
  });

  it('refuses a file that is not what it claims, and removes it', async () => {
    const machineId = await newMachineId();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const start = await startUpload(machinePicturePurpose(machineId), { size: svg.length, type: 'image/png' });
    expect((await send(start.url, svg)).status).toBe(204);
    await expect(addMachinePicture(machineId, { ticket: start.ticket }, noDescriptions)).rejects.toThrow(
      /not a supported image or video/,
    );
    expect(pending()).toEqual([]);
  });

  it('hands a ticket in only where it was meant to go', async () => {
    const [first, second] = [await newMachineId(), await newMachineId()];
    const bytes = await png();
    const start = await startUpload(machinePicturePurpose(first), { size: bytes.length, type: 'image/png' });
    expect((await send(start.url, bytes)).status).toBe(204);
    await expect(addMachinePicture(second, { ticket: start.ticket }, noDescriptions)).rejects.toThrow(
      /meant for something else/,
    );
  });

  it('says so when the file never arrived', async () => {
    const machineId = await newMachineId();
    const start = await startUpload(machinePicturePurpose(machineId), { size: 100, type: 'image/png' });
    await expect(addMachinePicture(machineId, { ticket: start.ticket }, noDescriptions)).rejects.toThrow(
      /has not arrived/,
    );
  });

  it('removes, at a later start, the files sent but never handed in once their ticket has expired', async () => {
    const bytes = await png();
    const start = await startUpload('machine:1', { size: bytes.length, type: 'image/png' });
    expect((await send(start.url, bytes)).status).toBe(204);
    const waiting = pending().length;
    expect(waiting).toBeGreaterThan(0);
    expect(await removeAbandonedUploads()).toBe(0);
    expect(await removeAbandonedUploads(Date.now() + 2 * 60 * 60 * 1000)).toBe(waiting);
    expect(pending()).toEqual([]);
  });

  it('edits the alt text of a picture and puts the pictures in a new order, within their machine only', async () => {
    const [machineId, otherId] = [await newMachineId(), await newMachineId()];
    const add = async () => addMachinePicture(machineId, await png(), noDescriptions);
    const [first, second] = [await add(), await add()];
    await updateMachinePicture(machineId, second.id, { description_de: 'Seitenansicht' });
    expect(await freshMachinePicture(machineId, second.id, 'de')).toMatchObject({
      description: 'Seitenansicht',
      description_de: 'Seitenansicht',
    });
    await reorderMachinePictures(machineId, [second.id, first.id]);
    expect((await freshMachine(machineId, 'en')).pictures.map((picture) => picture.id)).toEqual([second.id, first.id]);
    await expect(updateMachinePicture(otherId, first.id, { description_en: 'x' })).rejects.toThrow(/not found/);
    await expect(reorderMachinePictures(otherId, [first.id])).rejects.toThrow(/not found/);
  });
});

describe('a ticket', () => {
  /** A ticket for a PNG of `machineId`, its file sent. */
  async function sentTicket(machineId: number) {
    const bytes = await png();
    const start = await startUpload(machinePicturePurpose(machineId), { size: bytes.length, type: 'image/png' });
    expect((await send(start.url, bytes)).status).toBe(204);
    return { start, bytes };
  }

  it('sends its file once: a second PUT to its URL is refused and leaves the first file alone', async () => {
    const machineId = await newMachineId();
    const { start, bytes } = await sentTicket(machineId);
    const other = Buffer.from(bytes).fill(0, 100);
    const again = await send(start.url, other);
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({
      detail: expect.stringMatching(/used already/),
      fields: { ticket: expect.any(String) },
    });
    const { id } = await addMachinePicture(machineId, { ticket: start.ticket }, noDescriptions);
    const picture = await freshMachinePicture(machineId, id, 'en');
    expect(fs.readFileSync(path.join(media(), picture.url.replace('/media/', '')))).toEqual(bytes);
  });

  it('is handed in once: a second hand-in is refused and stores nothing more', async () => {
    const machineId = await newMachineId();
    const { start } = await sentTicket(machineId);
    await addMachinePicture(machineId, { ticket: start.ticket }, noDescriptions);
    await expect(addMachinePicture(machineId, { ticket: start.ticket }, noDescriptions)).rejects.toThrow(
      /used already/,
    );
    expect((await freshMachine(machineId, 'en')).pictures).toHaveLength(1);
  });

  it('handed in ten times at once makes one picture, and the nine others are refused', async () => {
    const machineId = await newMachineId();
    const { start } = await sentTicket(machineId);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => addMachinePicture(machineId, { ticket: start.ticket }, noDescriptions)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((result) => result.status === 'rejected')) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        message: expect.stringMatching(/used already/),
      });
    }
    expect((await freshMachine(machineId, 'en')).pictures).toHaveLength(1);
    expect(pending()).toEqual([]);
  });

  it('sent to the route ten times at once stores one file, and the nine others are refused', async () => {
    const bytes = await png();
    const start = await startUpload('machine:1', { size: bytes.length, type: 'image/png' });
    const statuses = await Promise.all(Array.from({ length: 10 }, async () => (await send(start.url, bytes)).status));
    expect(statuses.filter((status) => status === 204)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(9);
    await removeAbandonedUploads(Date.now() + 2 * 60 * 60 * 1000);
  });

  it('is refused when anything is added to it, even what its decoder would ignore', async () => {
    const bytes = await png();
    const start = await startUpload('machine:1', { size: bytes.length, type: 'image/png' });
    for (const forged of [`${start.ticket}%00`, `${start.ticket}\u0000`, ` ${start.ticket}`, `${start.ticket}0`]) {
      expect((await send(`/api/uploads/${encodeURIComponent(forged)}`, bytes)).status).toBe(422);
    }
    expect(pending()).toEqual([]);
  });

  it('has its uses forgotten once it has expired', async () => {
    await sentTicket(await newMachineId());
    const uses = () => handle.db.select().from(rateLimits).where(like(rateLimits.key, 'upload-ticket:%'));
    await removeAbandonedUploads();
    expect((await uses()).map((row) => row.key)).toContainEqual(
      expect.stringMatching(/^upload-ticket:[0-9a-f-]{36}:send$/),
    );
    await removeAbandonedUploads(Date.now() + 2 * 60 * 60 * 1000);
    expect(await uses()).toEqual([]);
  });
});

describe('a stored image', () => {
  /**
   * A photo as a phone takes it: 40×30 pixels, red on the left, blue on the right, with an orientation that
   * turns it a quarter clockwise for display (so shown 30×40, red on top), the camera and the GPS position in its
   * EXIF and an XMP packet.
   */
  async function phonePhoto() {
    const raw = Buffer.alloc(40 * 30 * 3);
    for (let pixel = 0; pixel < 40 * 30; pixel++) raw[pixel * 3 + (pixel % 40 < 20 ? 0 : 2)] = 255;
    return sharp(raw, { raw: { width: 40, height: 30, channels: 3 } })
      .jpeg({ quality: 95 })
      .withExif({
        IFD0: { Make: 'Phone maker', Model: 'Phone 12' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '46/1 31/1 12/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '6/1 38/1 3/1',
        },
      })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="46,31.2N"/></rdf:RDF></x:xmpmeta>',
      )
      .withMetadata({ orientation: 6 })
      .toBuffer();
  }

  /** Whether an EXIF block (`Exif\0\0` and a TIFF header) points to a GPS directory (tag 0x8825). */
  function hasGps(exif: Buffer): boolean {
    const littleEndian = exif.subarray(6, 8).toString('latin1') === 'II';
    return exif.includes(Buffer.from(littleEndian ? [0x25, 0x88] : [0x88, 0x25]));
  }

  /** The colour of the pixel at x, y, as the nearest of red and blue. */
  async function colourAt(file: Buffer, x: number, y: number) {
    const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    const index = (y * info.width + x) * info.channels;
    return data[index]! > data[index + 2]! ? 'red' : 'blue';
  }

  async function expectCleanAndTurned(file: Buffer) {
    const metadata = await sharp(file).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 30, height: 40 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.iptc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    for (const trace of ['Exif\0\0', 'Phone maker', 'GPSLatitude', 'xmpmeta']) {
      expect(file.includes(Buffer.from(trace, 'latin1'))).toBe(false);
    }
    // Turned a quarter clockwise: the red left half is now on top.
    expect(await colourAt(file, 15, 5)).toBe('red');
    expect(await colourAt(file, 15, 35)).toBe('blue');
  }

  it('is the photo sent (the test photo carries what it should)', async () => {
    const photo = await phonePhoto();
    const metadata = await sharp(photo).metadata();
    expect(metadata).toMatchObject({ width: 40, height: 30, orientation: 6 });
    expect(hasGps(metadata.exif!)).toBe(true);
    expect(photo.includes(Buffer.from('Phone maker'))).toBe(true);
    expect(metadata.xmp).toBeDefined();
  });

  it('handed in by its ticket, has no EXIF, GPS or XMP left, and its orientation is applied to its pixels', async () => {
    const machineId = await newMachineId();
    const photo = await phonePhoto();
    const start = await startUpload(machinePicturePurpose(machineId), { size: photo.length, type: 'image/jpeg' });
    expect((await send(start.url, photo)).status).toBe(204);
    const { id } = await addMachinePicture(machineId, { ticket: start.ticket }, noDescriptions);
    const picture = await freshMachinePicture(machineId, id, 'en');
    expect(picture).toMatchObject({ type: 'image/jpeg', width: 30, height: 40 });
    await expectCleanAndTurned(fs.readFileSync(path.join(media(), picture.url.replace('/media/', ''))));
    expect(pending()).toEqual([]);
  });

  it('sent as bytes (the API) or as a news cover, is stored clean too', async () => {
    const machineId = await newMachineId();
    const { id } = await addMachinePicture(machineId, await phonePhoto(), noDescriptions);
    const picture = await freshMachinePicture(machineId, id, 'en');
    await expectCleanAndTurned(fs.readFileSync(path.join(media(), picture.url.replace('/media/', ''))));

    const article = await createNews(five('title', 'Open day'));
    await replaceNewsCover(article.id, await phonePhoto(), 'image/jpeg');
    const cover = await freshNewsCover(article.id);
    await expectCleanAndTurned(fs.readFileSync(path.join(media(), cover.image!.replace('/media/', ''))));
  });

  it('keeps every frame of an animation while its metadata goes', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 8, height: 8, channels: 3, background } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame('#e8590c'), await frame('#1c7ed6')], { join: { animated: true } })
      .webp({ lossless: true })
      .withExif({ IFD0: { Make: 'Phone maker' } })
      .toBuffer();
    expect(await sharp(animated).metadata()).toMatchObject({ pages: 2, exif: expect.any(Buffer) });
    const machineId = await newMachineId();
    const { id } = await addMachinePicture(machineId, animated, noDescriptions);
    const picture = await freshMachinePicture(machineId, id, 'en');
    const stored = await sharp(fs.readFileSync(path.join(media(), picture.url.replace('/media/', '')))).metadata();
    expect(stored).toMatchObject({ format: 'webp', pages: 2, width: 8, height: 8 });
    expect(stored.exif).toBeUndefined();
  });
});

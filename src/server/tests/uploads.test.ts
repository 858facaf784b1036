import fs from 'node:fs';
import path from 'node:path';

import sharp from 'sharp';

import * as uploadRoute from '@/app/api/uploads/[ticket]/route';

import { type Locale, locales } from '@/i18n/locales';

import { mediaFolder, readConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import {
  addMachinePicture,
  freshMachinePicture,
  machinePicturePurpose,
  reorderMachinePictures,
  updateMachinePicture,
} from '../machine-pictures';
import { freshMachine } from '../machines';
import { createMachine } from '../machines';
import { removeAbandonedUploads, startUpload } from '../media/uploads';
import { createNews, freshNewsCover, newsCoverPurpose, replaceNewsCover } from '../news';
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

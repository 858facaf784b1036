import fs from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';

import { TooLargeError, ValidationError } from '@/server/errors';
import { type InspectOptions, inspectUpload } from '@/server/media/inspect';

const megabyte = 1024 * 1024;
const limits = { image: 20 * megabyte, video: 300 * megabyte };
const images: InspectOptions = { accept: 'image', limits };
const imagesOrVideos: InspectOptions = { accept: 'image-or-video', limits };

/** A 40×30 picture with noise, so that a truncated copy really misses pixel data. */
function picture() {
  const width = 40;
  const height = 30;
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index++) pixels[index] = (index * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

const encode = {
  jpeg: () => picture().jpeg().toBuffer(),
  png: () => picture().png().toBuffer(),
  webp: () => picture().webp().toBuffer(),
  gif: () => picture().gif().toBuffer(),
  avif: () => picture().avif().toBuffer(),
};

const demoVideo = () => fs.readFile(path.join(process.cwd(), 'src/server/seed/assets/cutting-table.mp4'));

/** The EBML header of a WebM file: enough for any reader to tell WebM from other Matroska files. */
function webmHeader() {
  const element = (id: number[], payload: number[]) => [...id, 0x80 | payload.length, ...payload];
  const header = [
    ...element([0x42, 0x86], [1]), // EBMLVersion
    ...element([0x42, 0xf7], [1]), // EBMLReadVersion
    ...element([0x42, 0xf2], [4]), // EBMLMaxIDLength
    ...element([0x42, 0xf3], [8]), // EBMLMaxSizeLength
    ...element([0x42, 0x82], [...Buffer.from('webm')]), // DocType
    ...element([0x42, 0x87], [4]), // DocTypeVersion
    ...element([0x42, 0x85], [2]), // DocTypeReadVersion
  ];
  const segment = [0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]; // unknown size
  return new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x80 | header.length, ...header, ...segment]);
}

/** The error `inspectUpload` throws, or a failure when it accepts the file. */
async function refusal(bytes: Uint8Array, options: InspectOptions) {
  const error = await inspectUpload(bytes, options).then(
    (result) => new Error(`accepted as ${result.mimeType}`),
    (thrown: unknown) => thrown,
  );
  return error;
}

async function expectInvalid(bytes: Uint8Array, options: InspectOptions) {
  const error = await refusal(bytes, options);
  expect(error).toBeInstanceOf(ValidationError);
  const { message, fields } = error as ValidationError;
  expect(fields).toEqual({ image: message });
  return message;
}

describe('inspectUpload accepts', () => {
  it.each([
    ['JPEG', encode.jpeg, 'image/jpeg', 'jpg'],
    ['PNG', encode.png, 'image/png', 'png'],
    ['WebP', encode.webp, 'image/webp', 'webp'],
    ['GIF', encode.gif, 'image/gif', 'gif'],
    ['AVIF', encode.avif, 'image/avif', 'avif'],
  ])('a %s image, with its size', async (_, make, mimeType, extension) => {
    const result = await inspectUpload(await make(), images);
    expect(result).toEqual({ mimeType, extension, kind: 'image', width: 40, height: 30 });
  });

  it('the size of a JPEG as displayed, after its EXIF orientation', async () => {
    // Orientation 6: stored 40×30, shown turned a quarter, 30×40.
    const rotated = await picture().jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await inspectUpload(rotated, images)).toMatchObject({ width: 30, height: 40 });
  });

  it('an MP4 video where videos are accepted', async () => {
    expect(await inspectUpload(await demoVideo(), imagesOrVideos)).toEqual({
      mimeType: 'video/mp4',
      extension: 'mp4',
      kind: 'video',
      width: null,
      height: null,
    });
  });

  it.each(['isom', 'mp42', 'avc1', 'M4V '])('an MP4 of the %s brand', async (brand) => {
    const video = await demoVideo();
    video.write(brand, 8, 'latin1');
    expect(await inspectUpload(video, imagesOrVideos)).toMatchObject({ mimeType: 'video/mp4', extension: 'mp4' });
  });

  it('a QuickTime video', async () => {
    const video = await demoVideo();
    video.write('qt  ', 8, 'latin1');
    expect(await inspectUpload(video, imagesOrVideos)).toMatchObject({
      mimeType: 'video/quicktime',
      extension: 'mov',
      kind: 'video',
    });
  });

  it('a WebM video', async () => {
    expect(await inspectUpload(webmHeader(), imagesOrVideos)).toMatchObject({
      mimeType: 'video/webm',
      extension: 'webm',
      kind: 'video',
    });
  });

  it('a PNG claimed to be a video as the PNG it is', async () => {
    const result = await inspectUpload(await encode.png(), { ...imagesOrVideos, claimedType: 'video/mp4' });
    expect(result).toMatchObject({ mimeType: 'image/png', kind: 'image', width: 40 });
  });
});

describe('inspectUpload refuses', () => {
  const refused: [string, string][] = [
    ['an SVG with a script', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'],
    [
      'a plain SVG',
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    ],
    ['an HTML page', '<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'],
    ['plain text', 'Just some words, nothing else.'],
  ];
  it.each(refused)('%s, even when claimed as an image', async (_, text) => {
    const message = await expectInvalid(Buffer.from(text), { ...imagesOrVideos, claimedType: 'image/png' });
    expect(message).toMatch(/not a supported image or video/);
  });

  it('an ELF executable', async () => {
    const elf = Buffer.alloc(64);
    Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]).copy(elf);
    await expectInvalid(elf, { ...images, claimedType: 'image/jpeg' });
  });

  it('a Windows executable', async () => {
    const pe = Buffer.alloc(128);
    pe.write('MZ', 0, 'latin1');
    pe.writeUInt32LE(64, 0x3c);
    pe.write('PE\0\0', 64, 'latin1');
    await expectInvalid(pe, images);
  });

  it('a PDF', async () => {
    await expectInvalid(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'), images);
  });

  it('a ZIP archive', async () => {
    // An empty archive: only the end-of-central-directory record.
    const zip = Buffer.alloc(22);
    zip.writeUInt32LE(0x06054b50, 0);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    await expectInvalid(Buffer.concat([local, Buffer.from('a.txt'), zip]), imagesOrVideos);
  });

  it('empty bytes', async () => {
    expect(await expectInvalid(new Uint8Array(0), images)).toMatch(/empty/);
  });

  it('a PNG header followed by garbage', async () => {
    const png = await encode.png();
    const garbage = Buffer.concat([png.subarray(0, 8), Buffer.from('not the rest of a PNG file at all, just text')]);
    await expectInvalid(garbage, { ...images, claimedType: 'image/png' });
  });

  it('a PNG cut in half, whose header is intact', async () => {
    const png = await encode.png();
    expect(await expectInvalid(png.subarray(0, png.length / 2), { ...images, claimedType: 'image/png' })).toMatch(
      /cannot be read/,
    );
  });

  it('a JPEG cut in half', async () => {
    const jpeg = await encode.jpeg();
    await expectInvalid(jpeg.subarray(0, jpeg.length / 2), images);
  });

  it('a video where only images are accepted', async () => {
    expect(await expectInvalid(await demoVideo(), { ...images, claimedType: 'image/jpeg' })).toMatch(
      /video is not accepted/,
    );
  });

  it('an image over the image limit, saying the limit in MB', async () => {
    const png = await encode.png();
    const error = await refusal(png, { accept: 'image', limits: { image: 100, video: limits.video } });
    expect(error).toBeInstanceOf(TooLargeError);
    expect((error as Error).message).toMatch(/image .* limit of 0\.0000954 MB/);
    await expect(
      inspectUpload(png, { accept: 'image', limits: { image: png.length, video: 0 } }),
    ).resolves.toMatchObject({ kind: 'image' });
  });

  it('a video over the video limit, though under the image limit', async () => {
    const video = await demoVideo();
    const error = await refusal(video, { accept: 'image-or-video', limits: { image: limits.image, video: 100 } });
    expect(error).toBeInstanceOf(TooLargeError);
    expect((error as Error).message).toMatch(/video .* MB/);
  });

  it('with the limit in whole megabytes as configured', async () => {
    const video = await demoVideo();
    const error = await refusal(video, {
      accept: 'image-or-video',
      limits: { image: 2 * megabyte, video: 0.1 * megabyte },
    });
    expect(video.length).toBeGreaterThan(0.1 * megabyte);
    expect((error as Error).message).toBe('The video is larger than the limit of 0.1 MB.');
  });
});

/**
 * What an uploaded file really is, decided from its bytes: the type a browser claims is whatever the sender wants
 * it to be, and an SVG or HTML file served from our origin could run script in a visitor's browser.
 */
import 'server-only';

import sharp, { type Sharp } from 'sharp';

import { TooLargeError, ValidationError } from '../errors';

export interface InspectedUpload {
  mimeType: string;
  /** The extension the file's key must end with (see `newMediaKey`). */
  extension: string;
  kind: 'image' | 'video';
  /** As displayed, after the EXIF orientation; null for videos. */
  width: number | null;
  height: number | null;
}

export interface InspectOptions {
  accept: 'image' | 'image-or-video';
  /** The type the client sent. Never trusted: the detected type wins, whatever this says. */
  claimedType?: string;
  /** Largest size accepted, in bytes, per kind. */
  limits: { image: number; video: number };
}

type Accepted = { mimeType: string; extension: string; kind: 'image' | 'video'; sharpFormat?: string };

/** Accepted formats, by the extension file-type reports; `sharpFormat` is the decoder sharp must agree on. */
const accepted: Record<string, Accepted> = {
  jpg: { mimeType: 'image/jpeg', extension: 'jpg', kind: 'image', sharpFormat: 'jpeg' },
  png: { mimeType: 'image/png', extension: 'png', kind: 'image', sharpFormat: 'png' },
  // An animated PNG is a PNG that browsers animate; it is served as one.
  apng: { mimeType: 'image/png', extension: 'png', kind: 'image', sharpFormat: 'png' },
  webp: { mimeType: 'image/webp', extension: 'webp', kind: 'image', sharpFormat: 'webp' },
  gif: { mimeType: 'image/gif', extension: 'gif', kind: 'image', sharpFormat: 'gif' },
  avif: { mimeType: 'image/avif', extension: 'avif', kind: 'image', sharpFormat: 'heif' },
  mp4: { mimeType: 'video/mp4', extension: 'mp4', kind: 'video' },
  // The M4V brand that Apple's tools write is an MP4 that every browser plays as one.
  m4v: { mimeType: 'video/mp4', extension: 'mp4', kind: 'video' },
  webm: { mimeType: 'video/webm', extension: 'webm', kind: 'video' },
  mov: { mimeType: 'video/quicktime', extension: 'mov', kind: 'video' },
};

const imageFormats = 'JPEG, PNG, WebP, GIF or AVIF';
const videoFormats = 'MP4, WebM or QuickTime';

/** A file to inspect: its first bytes and its size, and all of it on demand (images are decoded whole). */
export interface InspectSource {
  head: Uint8Array;
  size: number;
  readAll(): Promise<Uint8Array>;
}

/** How many first bytes detection needs (file-type reads at most this far into the formats accepted here). */
export const headLength = 64 * 1024;

/** Detects the type of an upload from its bytes, checks it against what is accepted and its size limit. */
export async function inspectUpload(bytes: Uint8Array, options: InspectOptions): Promise<InspectedUpload> {
  return inspectFile({ head: bytes.subarray(0, headLength), size: bytes.length, readAll: async () => bytes }, options);
}

/** The same checks on a file that is already stored, read only as far as needed. */
export async function inspectFile(source: InspectSource, options: InspectOptions): Promise<InspectedUpload> {
  const refuse = (message: string) => new ValidationError(message, { image: message });
  if (source.size === 0) throw refuse('The file is empty.');

  // file-type is ESM-only; loaded on first use, it stays out of the modules that merely import this one.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(source.head);
  const format = detected ? accepted[detected.ext] : undefined;
  if (!format) {
    throw refuse(
      options.accept === 'image'
        ? `The file is not a supported image: upload a ${imageFormats} file.`
        : `The file is not a supported image or video: upload a ${imageFormats} image or a ${videoFormats} video.`,
    );
  }
  if (format.kind === 'video' && options.accept === 'image') {
    throw refuse(`A video is not accepted here: upload a ${imageFormats} image.`);
  }

  const limit = options.limits[format.kind];
  if (source.size > limit) {
    throw new TooLargeError(`The ${format.kind} is larger than the limit of ${megabytes(limit)} MB.`);
  }

  const { sharpFormat, ...result } = format;
  if (!sharpFormat) return { ...result, width: null, height: null };
  const size = await imageSize(await source.readAll(), sharpFormat);
  if (!size) throw refuse(`The file looks like a ${format.extension.toUpperCase()} image but cannot be read.`);
  return { ...result, ...size };
}

/** The displayed size of an image that decodes completely, or null when it does not. */
async function imageSize(bytes: Uint8Array, expectedFormat: string): Promise<{ width: number; height: number } | null> {
  try {
    const metadata = await sharp(bytes).metadata();
    if (metadata.format !== expectedFormat) return null;
    // The header alone can be intact in a truncated or corrupt file: decode every pixel to be sure.
    await sharp(bytes).stats();
    return { width: metadata.autoOrient.width, height: metadata.autoOrient.height };
  } catch {
    return null;
  }
}

const megabyteFormat = new Intl.NumberFormat('en', { maximumSignificantDigits: 3 });

function megabytes(bytes: number): string {
  return megabyteFormat.format(bytes / (1024 * 1024));
}

/** How each image format is written again when its metadata must go: its own format, at a high quality. */
const reencode: Record<string, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 92 }),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp({ quality: 92 }),
  'image/gif': (image) => image.gif(),
  'image/avif': (image) => image.avif({ quality: 80 }),
};

/**
 * The bytes to store for an inspected image: those sent when it carries no metadata, else the image written again
 * in its own format with its EXIF orientation applied to the pixels, and without its EXIF (the camera, the date,
 * the GPS position where the photo was taken…), XMP, IPTC or comments; its ICC profile stays, so that its colours
 * do not change. Every frame of an animation is kept.
 */
export async function withoutMetadata(bytes: Uint8Array, mimeType: string): Promise<Uint8Array> {
  const write = reencode[mimeType];
  if (!write) throw new Error(`Not an image type: ${mimeType}`);
  const metadata = await sharp(bytes).metadata();
  const orientation = metadata.orientation ?? 1;
  const carries =
    metadata.exif || metadata.xmp || metadata.iptc || (metadata.comments?.length ?? 0) > 0 || orientation !== 1;
  if (!carries) return bytes;
  // sharp writes no metadata but the ICC profile asked for here; `autoOrient` turns the pixels as the tag said.
  let image = sharp(bytes, { animated: (metadata.pages ?? 1) > 1 });
  if (orientation !== 1) image = image.autoOrient();
  return new Uint8Array(await write(image.keepIccProfile()).toBuffer());
}

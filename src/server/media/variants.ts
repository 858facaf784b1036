/**
 * Stored pictures in the sizes the pages show them (`/media/{key}?w=640`): each width of `pictureWidths` in WebP,
 * and in AVIF for the browsers that accept it when that is smaller. A variant is made once, at its first request
 * or in the background after the upload for the card sizes, and kept in media storage beside the originals (the
 * media folder or the bucket), so that every instance sharing the store serves it without making it again.
 */
import 'server-only';

import sharp, { type Sharp } from 'sharp';

import { cardWidths, pictureWidths } from '@/config/picture-widths.mjs';

import { workQueue } from '../work-queue';
import { mediaStorage } from './storage';
import { isSizable, variantFolder } from './types';

export type VariantFormat = 'avif' | 'webp';

/**
 * How each format is written. WebP at next/image's quality. AVIF at 50, which looks like WebP at 75 for fewer bytes,
 * and effort 3: the same size as sharp's default effort 4 within a few per cent, in a quarter of the time
 * (`npm run bench:pictures`).
 */
const encoders: Record<VariantFormat, (image: Sharp) => Sharp> = {
  webp: (image) => image.webp({ quality: 75 }),
  avif: (image) => image.avif({ quality: 50, effort: 3 }),
};

/**
 * Part of every variant's key: changed with the encoders' settings, so that new settings make new files next to
 * the old ones instead of mixing with them.
 */
const encoding = 'q75-50e3';

/** The `w` of a media URL when it is one of the widths served (written in decimal, as the loader writes it). */
export function pictureWidth(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,4}$/.test(value)) return null;
  const width = Number(value);
  return pictureWidths.includes(width) ? width : null;
}

/** Whether an `Accept` header takes AVIF: it names `image/avif` without `q=0`. */
export function acceptsAvif(accept: string | null): boolean {
  return (accept ?? '').split(',').some((range) => {
    const [type, ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    if (type !== 'image/avif') return false;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return !quality || Number(quality.slice(2)) > 0;
  });
}

/** Where a variant is kept: `variants/{the original's key without its extension}/{width}-{encoding}.{format}`. */
export function variantKey(key: string, width: number, format: VariantFormat): string {
  return `${variantFolder(key)}${width}-${encoding}.${format}`;
}

export interface Variant {
  bytes: Uint8Array;
  format: VariantFormat;
  type: string;
  /** Names this very content: the width, the format and the encoding of one original's key, which is never reused. */
  etag: string;
  /**
   * False for the WebP answered to a browser that takes AVIF while the AVIF is still being made: it may be kept
   * only a little while, so that the AVIF replaces it.
   */
  final: boolean;
}

const variant = (bytes: Uint8Array, format: VariantFormat, width: number, final = true): Variant => ({
  bytes,
  format,
  type: `image/${format}`,
  etag: `"${width}-${encoding}.${format}"`,
  final,
});

/** A width being made: each format is stored as soon as it is encoded (WebP in a fraction of AVIF's time). */
interface Making {
  webp: Promise<Uint8Array>;
  avif: Promise<Uint8Array>;
  /** The AVIF, once stored. */
  avifDone?: Uint8Array;
}

/** Variants being made in this process, so that visitors asking for the same one at once wait for one making. */
const making = new Map<string, Promise<Making | null>>();

/**
 * Which format is smaller, for the variants this process has seen both of, so that a cached AVIF request reads one
 * file and asks nothing else. Bounded: the oldest decisions are forgotten first, and found again in storage.
 */
const smaller = new Map<string, VariantFormat>();
const rememberedDecisions = 10_000;

function remember(id: string, format: VariantFormat) {
  if (smaller.size >= rememberedDecisions) smaller.delete(smaller.keys().next().value!);
  smaller.set(id, format);
}

/**
 * Makes the WebP and AVIF variants of one width from the stored original and stores each; null without original.
 * A failure is logged and forgets the making, so that a later request tries again.
 */
function make(key: string, width: number): Promise<Making | null> {
  const id = `${key}|${width}`;
  let pending = making.get(id);
  if (pending) return pending;
  pending = (async () => {
    // A slot of the picture sizes' queue (work-queue.ts), held until both formats are made; GateBusyError when full,
    // before the original is even read, so that a flood of sizes turned away costs no reading.
    const release = await workQueue('pictureSize').enter();
    const storage = mediaStorage();
    const original = await storage.get(key).catch((error: unknown) => {
      release();
      throw error;
    });
    if (!original) {
      release();
      return null;
    }
    const resized = sharp(original).resize({ width, withoutEnlargement: true });
    const encode = async (format: VariantFormat) => {
      const bytes = new Uint8Array(await encoders[format](resized.clone()).toBuffer());
      await storage.put(variantKey(key, width, format), bytes, `image/${format}`);
      return bytes;
    };
    const webp = encode('webp');
    const made: Making = { webp, avif: encode('avif') };
    made.avif = made.avif.then((avif) => (made.avifDone = avif));
    void Promise.all([webp, made.avif])
      .then(
        ([webp, avif]) => remember(id, avif.length < webp.length ? 'avif' : 'webp'),
        (error) => console.error(`Could not make the ${width} px sizes of ${key}:`, error),
      )
      .finally(release);
    return made;
  })();
  making.set(id, pending);
  const forget = () => making.delete(id);
  void pending.then((made) => (made ? Promise.all([made.webp, made.avif]) : null)).then(forget, forget);
  return pending;
}

/**
 * The variant of a stored picture for a browser that sends `accept`: AVIF when it takes it and it is smaller, else
 * WebP; read from storage, or made and stored on the first request. That first request waits for the WebP only: a
 * browser that takes AVIF gets the WebP for a little while (not `final`) until the AVIF is made. Null when there is
 * no such picture.
 */
export async function pictureVariant(key: string, width: number, accept: string | null): Promise<Variant | null> {
  if (!isSizable(key)) return null;
  const storage = mediaStorage();
  const id = `${key}|${width}`;
  const avifToo = acceptsAvif(accept);
  if (avifToo) {
    let format = smaller.get(id);
    if (!format) {
      const [avif, webp] = await Promise.all([
        storage.size(variantKey(key, width, 'avif')),
        storage.size(variantKey(key, width, 'webp')),
      ]);
      if (avif !== null && webp !== null) remember(id, (format = avif < webp ? 'avif' : 'webp'));
    }
    const stored = format && (await storage.get(variantKey(key, width, format)));
    if (format && stored) return variant(stored, format, width);
  } else {
    const stored = await storage.get(variantKey(key, width, 'webp'));
    if (stored) return variant(stored, 'webp', width);
  }
  const made = await make(key, width);
  if (!made) return null;
  const webp = await made.webp;
  if (!avifToo) return variant(webp, 'webp', width);
  if (!made.avifDone) return variant(webp, 'webp', width, false);
  return made.avifDone.length < webp.length ? variant(made.avifDone, 'avif', width) : variant(webp, 'webp', width);
}

/** Makes the variants of a picture in the given widths that are not stored yet, one after the other. */
export async function makeVariants(key: string, widths: readonly number[]): Promise<void> {
  const storage = mediaStorage();
  for (const width of widths) {
    const stored = await Promise.all(
      (['webp', 'avif'] as const).map((format) => storage.size(variantKey(key, width, format))),
    );
    if (!stored.includes(null)) continue;
    const made = await make(key, width);
    if (made) await Promise.all([made.webp, made.avif]);
  }
}

/** Pictures waiting for their card sizes, made one at a time so that uploads in a row do not take both cores. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Makes the card sizes of a picture just stored, in the background: the office's screen does not wait for them,
 * and the first visitor of a card finds them made. A failure is logged; the sizes are then made on request.
 */
export function makeCardVariantsSoon(key: string): Promise<void> {
  if (!isSizable(key)) return Promise.resolve();
  queue = queue
    .then(() => makeVariants(key, cardWidths))
    .catch((error) => console.error('Could not make the sizes of a picture:', error));
  return queue.then(() => undefined);
}

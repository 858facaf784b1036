import 'server-only';

import { and, asc, eq, like } from 'drizzle-orm';
import sharp from 'sharp';

import type { PrintPicture } from '@/server/datasheet/layout/Datasheet';

import { database } from '../db';
import { pictures } from '../db/schema';
import { mediaStorage } from '../media/storage';

/** How many of the machine's first pictures a datasheet shows: one large, the others in a row beneath. */
export const printedPictureCount = 4;

/**
 * The longest side in pixels of the large picture (17.6 × 7.8 cm on the page) and of the small ones (about 4 cm
 * wide): some 200 and 300 dpi, sharp on paper, and a fraction of a camera original's bytes.
 */
const printSizes = { large: 1400, small: 500 };

/**
 * The machine's first pictures, by priority, scaled down for print as JPEG (which react-pdf embeds as it is).
 * Videos are left out: none has a poster picture stored. A picture whose file cannot be read or decoded is left
 * out too, with a line in the log, rather than costing the whole datasheet.
 */
export async function printPictures(machineId: number): Promise<PrintPicture[]> {
  const db = await database();
  const rows = await db
    .select({ key: pictures.storage_key })
    .from(pictures)
    .where(and(eq(pictures.machine_id, machineId), like(pictures.mime_type, 'image/%')))
    .orderBy(asc(pictures.priority), asc(pictures.id))
    .limit(printedPictureCount);
  const printed = await Promise.all(
    rows.map(({ key }, index) => forPrint(key, index === 0 ? printSizes.large : printSizes.small)),
  );
  return printed.filter((picture) => picture !== null);
}

async function forPrint(key: string, longestSide: number): Promise<PrintPicture | null> {
  try {
    const storage = mediaStorage();
    const size = await storage.size(key);
    if (size === null) throw new Error('the file is missing');
    const { data, info } = await sharp(await storage.read(key, 0, size))
      .resize(longestSide, longestSide, { fit: 'inside', withoutEnlargement: true })
      // A transparent PNG prints on white, as the page behind it.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    console.error(`The datasheet leaves out picture ${key}:`, error);
    return null;
  }
}

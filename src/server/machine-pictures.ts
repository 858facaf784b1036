/** Pictures and videos of a machine: stored in media storage, listed by priority, alt text per language. */
import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { Locale } from '@/i18n/locales';
import type { PictureUpload } from '@/schemas/machine';

import { readConfig } from './config';
import { database } from './db';
import { nextPriority } from './db/priority';
import { pictures } from './db/schema';
import { NotFoundError } from './errors';
import { localizedValues } from './localize';
import { assertMachineExists, machineChanged, presentPicture } from './machines';
import { inspectUpload } from './media/inspect';
import { mediaStorage, newMediaKey, removeFiles } from './media/storage';

/**
 * Adds a picture or video to the machine. The file's bytes decide what it is, not the type it claims; a
 * failure after the file is stored removes the file again, so nothing is left half done.
 */
export async function addMachinePicture(
  machineId: number,
  bytes: Uint8Array,
  upload: Omit<PictureUpload, 'image'>,
  locale: Locale,
) {
  await assertMachineExists(machineId);
  const file = await inspectUpload(bytes, {
    accept: 'image-or-video',
    claimedType: upload.type,
    limits: readConfig().uploadLimits,
  });
  const storage_key = newMediaKey(`machines/${machineId}`, file.extension);
  await mediaStorage().put(storage_key, bytes, file.mimeType);
  try {
    const db = await database();
    const [row] = await db
      .insert(pictures)
      .values({
        machine_id: machineId,
        priority: await nextPriority(db, pictures, pictures.machine_id, machineId),
        storage_key,
        mime_type: file.mimeType,
        width: file.width,
        height: file.height,
        description_en: upload.description_en,
        description_fr: upload.description_fr,
        description_de: upload.description_de,
        description_it: upload.description_it,
        description_es: upload.description_es,
      })
      .returning();
    machineChanged(machineId);
    return { ...presentPicture(row!, locale), ...localizedValues(row!, 'description'), priority: row!.priority };
  } catch (error) {
    await removeFiles([storage_key]);
    throw error;
  }
}

/** Deletes the picture row, then its file. */
export async function deleteMachinePicture(machineId: number, pictureId: number): Promise<void> {
  const db = await database();
  const [deleted] = await db
    .delete(pictures)
    .where(and(eq(pictures.id, pictureId), eq(pictures.machine_id, machineId)))
    .returning({ key: pictures.storage_key });
  if (!deleted) throw new NotFoundError('Picture');
  machineChanged(machineId);
  await removeFiles([deleted.key]);
}

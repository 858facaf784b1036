/** Pictures and videos of a machine: stored in media storage, listed by priority, alt text per language. */
import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { Locale } from '@/i18n/locales';
import type { PictureUpdate, PictureUpload } from '@/schemas/machine';

import { database } from '../db';
import { nextPriority, setPriorities } from '../db/priority';
import { pictures } from '../db/schema';
import { NotFoundError } from '../errors';
import { updateTranslated } from '../translations';
import { assertMachineExists, machineChanged } from './machines';
import { presentAdminPicture } from './presenters';
import { removeFiles } from '../media/storage';
import { storeUpload, type UploadSource } from '../media/uploads';

/**
 * Adds a picture or video to the machine. The file's bytes decide what it is, not the type it claims; a
 * failure after the file is stored removes the file again, so nothing is left half done.
 */
export async function addMachinePicture(
  machineId: number,
  source: UploadSource,
  upload: Omit<PictureUpload, 'image'>,
): Promise<{ id: number }> {
  await assertMachineExists(machineId);
  const { key: storage_key, file } = await storeUpload(
    source,
    machinePicturePurpose(machineId),
    `machines/${machineId}`,
    {
      accept: 'image-or-video',
      claimedType: upload.type,
    },
  );
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
      .returning({ id: pictures.id });
    machineChanged(machineId);
    return row!;
  } catch (error) {
    await removeFiles([storage_key]);
    throw error;
  }
}

/** What an upload ticket for a picture of machine `machineId` is for. */
export const machinePicturePurpose = (machineId: number) => `machine:${machineId}`;

/** The picture as it is now, in `locale` and in all five languages: what the API answers an upload with. */
export async function freshMachinePicture(machineId: number, pictureId: number, locale: Locale) {
  const db = await database();
  const [row] = await db
    .select()
    .from(pictures)
    .where(and(eq(pictures.id, pictureId), eq(pictures.machine_id, machineId)));
  if (!row) throw new NotFoundError('Picture');
  return presentAdminPicture(row, locale);
}

/** Changes the alt text of a picture, in any of the five languages. */
export async function updateMachinePicture(
  machineId: number,
  pictureId: number,
  changes: PictureUpdate,
): Promise<void> {
  const where = and(eq(pictures.id, pictureId), eq(pictures.machine_id, machineId));
  if (!(await updateTranslated('picture', where, changes))) throw new NotFoundError('Picture');
  machineChanged(machineId);
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

/** Puts the machine's pictures in the order of `orderedIds`; the first is the one the catalogue shows. */
export async function reorderMachinePictures(machineId: number, orderedIds: number[]): Promise<void> {
  await assertMachineExists(machineId);
  await setPriorities(await database(), pictures, pictures.machine_id, machineId, orderedIds);
  machineChanged(machineId);
}

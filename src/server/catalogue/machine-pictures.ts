/** Pictures and videos of a machine: stored in media storage, listed by priority, alt text per language. */
import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { Locale } from '@/i18n/locales';
import type { PictureUpdate, PictureUpload } from '@/schemas/machine';

import { database } from '../db';
import { nextPriority, setPriorities } from '../db/priority';
import { pictures } from '../db/schema';
import { NotFoundError } from '../errors';
import { changeItem, type Expectation, trashPicture } from '../history';
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
  expect?: Expectation,
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
    const saved = await changeItem('machine', machineId, { sections: ['pictures'], expect }, async (tx) => {
      const [row] = await tx
        .insert(pictures)
        .values({
          machine_id: machineId,
          priority: await nextPriority(tx, pictures, pictures.machine_id, machineId),
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
      return row!;
    });
    machineChanged(machineId);
    return saved.value;
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
  expect?: Expectation,
): Promise<void> {
  const where = and(eq(pictures.id, pictureId), eq(pictures.machine_id, machineId));
  await changeItem('machine', machineId, { sections: ['pictures'], expect }, async (tx) => {
    if (!(await updateTranslated('picture', where, changes, tx))) throw new NotFoundError('Picture');
  });
  machineChanged(machineId);
}

/** Moves the picture to the trash; its file stays until it is erased from there. */
export async function deleteMachinePicture(machineId: number, pictureId: number, expect?: Expectation): Promise<void> {
  await changeItem('machine', machineId, { sections: ['pictures'], expect }, (tx) =>
    trashPicture(tx, machineId, pictureId),
  );
  machineChanged(machineId);
}

/** Puts the machine's pictures in the order of `orderedIds`; the first is the one the catalogue shows. */
export async function reorderMachinePictures(
  machineId: number,
  orderedIds: number[],
  expect?: Expectation,
): Promise<void> {
  await changeItem('machine', machineId, { sections: ['pictures'], expect }, (tx) =>
    setPriorities(tx, pictures, pictures.machine_id, machineId, orderedIds),
  );
  machineChanged(machineId);
}

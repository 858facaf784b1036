'use server';

import { z } from 'zod';

import { idSchema, priorityOrderSchema } from '@/schemas/fields';
import { baseVersionSchema } from '@/schemas/history';
import { pictureFromUploadSchema, pictureUpdateSchema } from '@/schemas/machine';
import {
  addMachinePicture,
  deleteMachinePicture,
  reorderMachinePictures,
  updateMachinePicture,
} from '@/server/catalogue/machine-pictures';

import { adminAction } from '../_lib/action';

/**
 * Adds the file of an upload ticket to the machine's pictures. Each save of a picture says the machine's `version`
 * its screen showed, so that a colleague's change made since to the same picture is refused, not overwritten.
 */
export async function addMachinePictureAction(input: unknown) {
  return adminAction(
    'content',
    z.object({ machineId: idSchema, picture: pictureFromUploadSchema, version: baseVersionSchema }),
    input,
    async ({ machineId, picture, version }) => {
      const { ticket, ...upload } = picture;
      return addMachinePicture(machineId, { ticket }, upload, { base: version });
    },
  );
}

export async function updateMachinePictureAction(input: unknown) {
  return adminAction(
    { texts: ({ changes }) => ({ changes }) },
    z.object({ machineId: idSchema, pictureId: idSchema, changes: pictureUpdateSchema, version: baseVersionSchema }),
    input,
    async (data) => {
      await updateMachinePicture(data.machineId, data.pictureId, data.changes, { base: data.version });
      return null;
    },
  );
}

export async function deleteMachinePictureAction(input: unknown) {
  return adminAction(
    'content',
    z.object({ machineId: idSchema, pictureId: idSchema, version: baseVersionSchema }),
    input,
    async ({ machineId, pictureId, version }) => {
      await deleteMachinePicture(machineId, pictureId, { base: version });
      return null;
    },
  );
}

/** The machine's pictures in a new order (the first one is shown on the catalogue's card). */
export async function reorderMachinePicturesAction(input: unknown) {
  return adminAction(
    'content',
    z.object({ machineId: idSchema, ids: priorityOrderSchema, version: baseVersionSchema }),
    input,
    async ({ machineId, ids, version }) => {
      await reorderMachinePictures(machineId, ids, { base: version });
      return null;
    },
  );
}

'use server';

import { z } from 'zod';

import { idSchema, priorityOrderSchema } from '@/schemas/fields';
import { pictureFromUploadSchema, pictureUpdateSchema } from '@/schemas/machine';
import {
  addMachinePicture,
  deleteMachinePicture,
  reorderMachinePictures,
  updateMachinePicture,
} from '@/server/catalogue/machine-pictures';

import { adminAction } from '../_lib/action';

/** Adds the file of an upload ticket to the machine's pictures. */
export async function addMachinePictureAction(input: unknown) {
  return adminAction(
    'content',
    z.object({ machineId: idSchema, picture: pictureFromUploadSchema }),
    input,
    async ({ machineId, picture }) => {
      const { ticket, ...upload } = picture;
      return addMachinePicture(machineId, { ticket }, upload);
    },
  );
}

export async function updateMachinePictureAction(input: unknown) {
  return adminAction(
    { texts: ({ changes }) => ({ changes }) },
    z.object({ machineId: idSchema, pictureId: idSchema, changes: pictureUpdateSchema }),
    input,
    async (data) => {
      await updateMachinePicture(data.machineId, data.pictureId, data.changes);
      return null;
    },
  );
}

export async function deleteMachinePictureAction(input: unknown) {
  return adminAction(
    'content',
    z.object({ machineId: idSchema, pictureId: idSchema }),
    input,
    async ({ machineId, pictureId }) => {
      await deleteMachinePicture(machineId, pictureId);
      return null;
    },
  );
}

/** The machine's pictures in a new order (the first one is shown on the catalogue's card). */
export async function reorderMachinePicturesAction(input: unknown) {
  return adminAction(
    'content',
    z.object({ machineId: idSchema, ids: priorityOrderSchema }),
    input,
    async ({ machineId, ids }) => {
      await reorderMachinePictures(machineId, ids);
      return null;
    },
  );
}

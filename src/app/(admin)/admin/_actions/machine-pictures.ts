'use server';

import { z } from 'zod';

import { pictureFromUploadSchema, pictureUpdateSchema, priorityOrderSchema } from '@/schemas/machine';
import {
  addMachinePicture,
  deleteMachinePicture,
  reorderMachinePictures,
  updateMachinePicture,
} from '@/server/machine-pictures';

import { adminAction } from '../_lib/action';

const id = z.number().int().positive();

/** Adds the file of an upload ticket to the machine's pictures. */
export async function addMachinePictureAction(input: unknown) {
  return adminAction(
    z.object({ machineId: id, picture: pictureFromUploadSchema }),
    input,
    async ({ machineId, picture }) => {
      const { ticket, ...upload } = picture;
      return addMachinePicture(machineId, { ticket }, upload);
    },
  );
}

export async function updateMachinePictureAction(input: unknown) {
  return adminAction(z.object({ machineId: id, pictureId: id, changes: pictureUpdateSchema }), input, async (data) => {
    await updateMachinePicture(data.machineId, data.pictureId, data.changes);
    return null;
  });
}

export async function deleteMachinePictureAction(input: unknown) {
  return adminAction(z.object({ machineId: id, pictureId: id }), input, async ({ machineId, pictureId }) => {
    await deleteMachinePicture(machineId, pictureId);
    return null;
  });
}

/** The machine's pictures in a new order (the first one is shown on the catalogue's card). */
export async function reorderMachinePicturesAction(input: unknown) {
  return adminAction(z.object({ machineId: id, ids: priorityOrderSchema }), input, async ({ machineId, ids }) => {
    await reorderMachinePictures(machineId, ids);
    return null;
  });
}

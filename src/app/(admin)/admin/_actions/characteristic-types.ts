'use server';

import { z } from 'zod';

import { characteristicTypeCreateSchema, characteristicTypeUpdateSchema } from '@/schemas/characteristic-type';
import { idSchema } from '@/schemas/fields';
import {
  createCharacteristicType,
  deleteCharacteristicType,
  updateCharacteristicType,
} from '@/server/catalogue/characteristic-types';

import { adminAction } from '../_lib/action';

export async function createCharacteristicTypeAction(input: unknown) {
  return adminAction('content', characteristicTypeCreateSchema, input, createCharacteristicType);
}

/** Saves a type's names and unit (refused while measures of it are in another unit). */
export async function updateCharacteristicTypeAction(input: unknown) {
  const schema = z.object({ id: idSchema, changes: characteristicTypeUpdateSchema });
  return adminAction('content', schema, input, async ({ id, changes }) => {
    await updateCharacteristicType(id, changes);
    return null;
  });
}

/** Deletes a type that no characteristic has (refused otherwise). */
export async function deleteCharacteristicTypeAction(input: unknown) {
  return adminAction('content', z.object({ id: idSchema }), input, async ({ id }) => {
    await deleteCharacteristicType(id);
    return null;
  });
}

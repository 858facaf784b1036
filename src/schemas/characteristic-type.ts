import { z } from 'zod';

import { localizedFields, nonEmpty, priority, requiredText } from './fields';
import { unitCodes } from './units';

const fields = {
  ...localizedFields('name', requiredText(200)),
  unit: z.enum(unitCodes as [string, ...string[]], { message: `Must be one of ${unitCodes.join(', ')}` }),
};

/** POST /api/characteristic-type: the five names and the unit of its measures. */
export const characteristicTypeCreateSchema = z.object({ ...fields, priority: priority.optional() });
export type CharacteristicTypeCreate = z.infer<typeof characteristicTypeCreateSchema>;

/** PATCH /api/characteristic-type/{id}: any of the names, the unit or the priority. */
export const characteristicTypeUpdateSchema = z
  .object({ ...fields, priority })
  .partial()
  .refine(nonEmpty, 'Nothing to change');
export type CharacteristicTypeUpdate = z.infer<typeof characteristicTypeUpdateSchema>;

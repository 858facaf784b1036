import { z } from 'zod';

import { locales } from '@/i18n/locales';

import { measureSchema, priceSchema } from './measure';
import { uploadTicketSchema } from './upload';
import {
  boundedText,
  decimalId,
  id,
  localizedFields,
  nonEmpty,
  optionalText,
  priority,
  requiredText,
  text,
} from './fields';

/** The longest name, description and meta description of a machine, in characters per language. */
const machineLimits = { name: 200, description: 20_000, metadescription: 300 };

const machineFields = {
  ...localizedFields('name', requiredText(machineLimits.name)),
  ...localizedFields('description', optionalText(machineLimits.description)),
  ...localizedFields('metadescription', optionalText(machineLimits.metadescription)),
};

/** A machine's price in francs (`12500`, `"12500.50"`), or null for "price on request". */
const price = priceSchema.nullable().optional();

/** POST /api/machine: the 15 localized fields; names are required, the rest may stay empty; a price if it has one. */
export const machineCreateSchema = z.object({ ...machineFields, price });
export type MachineCreate = z.infer<typeof machineCreateSchema>;

/**
 * PATCH /api/machine/{id}: the edited machine; fields other than the 15 (id, pictures…) are ignored. Not
 * `machineFields` made partial: `optionalText`'s default still applies under `.partial()`, and would blank every
 * field that was not sent.
 */
export const machineUpdateSchema = z
  .object({
    ...localizedFields('name', requiredText(machineLimits.name)),
    ...localizedFields('description', boundedText(machineLimits.description)),
    ...localizedFields('metadescription', boundedText(machineLimits.metadescription)),
    price,
  })
  .partial()
  .refine(nonEmpty, 'Nothing to change');
export type MachineUpdate = z.infer<typeof machineUpdateSchema>;

/** POST and DELETE /api/machine/{id}/category: `{id}` of the category. */
export const categoryLinkSchema = z.object({ id: id('Must be a category id') });

const advantageFields = localizedFields('description', requiredText(2000));
/** POST /api/machine/{id}/advantages. */
export const advantageCreateSchema = z.object({ ...advantageFields, priority: priority.optional() });
/** PATCH /api/machine/{id}/advantages/{advantageId}: the priority, or the whole item. */
export const advantageUpdateSchema = z
  .object({ ...advantageFields, priority })
  .partial()
  .refine(nonEmpty, 'Nothing to change');

const nameValueFields = {
  ...localizedFields('name', requiredText(200)),
  ...localizedFields('value', requiredText(500)),
};
/** POST of an option or a technical characteristic: five names and five values. */
export const nameValueCreateSchema = z.object({ ...nameValueFields, priority: priority.optional() });
/** PATCH of an option or a technical characteristic: the priority, or the whole item. */
export const nameValueUpdateSchema = z
  .object({ ...nameValueFields, priority })
  .partial()
  .refine(nonEmpty, 'Nothing to change');

const characteristicFields = {
  ...localizedFields('name', requiredText(200).optional()),
  ...localizedFields('value', requiredText(500).optional()),
  /** The characteristic type it is of: its names are then the type's. Null: none (a free text). */
  type: id('Must be a characteristic type id').nullable().optional(),
  /** Its measure: its values are then the measure as each language writes it. Null: none. */
  measure: measureSchema.nullable().optional(),
};

/**
 * POST of a technical characteristic: five names (or a `type`) and five values (or a `measure`); a free text as
 * always, or typed and measured (`{"type": 3, "measure": {"min": 1500, "unit": "mm"}}`).
 */
export const characteristicCreateSchema = z
  .object({ ...characteristicFields, priority: priority.optional() })
  .superRefine((input, context) => {
    for (const locale of locales) {
      if (input.type == null && input[`name_${locale}`] === undefined)
        context.addIssue({ code: 'custom', path: [`name_${locale}`], message: 'Required' });
      if (input.measure == null && input[`value_${locale}`] === undefined)
        context.addIssue({ code: 'custom', path: [`value_${locale}`], message: 'Required' });
    }
  });
/** PATCH of a technical characteristic: the priority, any of its texts, its type or its measure (null: none). */
export const characteristicUpdateSchema = z
  .object({ ...characteristicFields, priority })
  .partial()
  .refine(nonEmpty, 'Nothing to change');
export type CharacteristicCreate = z.output<typeof characteristicCreateSchema>;
export type CharacteristicUpdate = z.output<typeof characteristicUpdateSchema>;

/**
 * The three kinds of items of a machine, declared here only: the stems of their localized fields, what the API's
 * messages call one item, and the schemas of adding one and of editing one. The admin actions, the API routes
 * and the admin screens all take the kinds from here.
 */
export const machineItemKinds = {
  advantages: {
    fields: ['description'],
    label: 'Advantage',
    create: advantageCreateSchema,
    update: advantageUpdateSchema,
  },
  options: {
    fields: ['name', 'value'],
    label: 'Option',
    create: nameValueCreateSchema,
    update: nameValueUpdateSchema,
  },
  technicalCharacteristics: {
    fields: ['name', 'value'],
    label: 'Technical characteristic',
    create: characteristicCreateSchema,
    update: characteristicUpdateSchema,
  },
} as const;

export type MachineItemKind = keyof typeof machineItemKinds;

/** The kinds' names, for the schema of a call that names one. */
export const machineItemKindNames = Object.keys(machineItemKinds).filter(
  (kind): kind is MachineItemKind => kind in machineItemKinds,
);

/** What adding an item of kind `K` takes. */
export type MachineItemCreate<K extends MachineItemKind = MachineItemKind> = z.output<
  (typeof machineItemKinds)[K]['create']
>;
/** What an edit of an item of kind `K` may change. */
export type MachineItemUpdate<K extends MachineItemKind = MachineItemKind> = z.output<
  (typeof machineItemKinds)[K]['update']
>;

/** The longest alt text of a picture, in characters per language. */
const altTextLimit = 300;

/** POST /api/machine/{id}/picture: the file as base64 (no data: prefix) and its claimed type. */
export const pictureUploadSchema = z.object({
  image: text({ message: 'Required' }).min(1, 'Required'),
  type: text().max(100, 'At most 100 characters').optional(),
  ...localizedFields('description', optionalText(altTextLimit)),
});
export type PictureUpload = z.infer<typeof pictureUploadSchema>;

/** An edit of a picture's alt text, in any of the five languages (without a default, as `machineUpdateSchema`). */
export const pictureUpdateSchema = z
  .object(localizedFields('description', boundedText(altTextLimit)))
  .partial()
  .refine(nonEmpty, 'Nothing to change');
export type PictureUpdate = z.infer<typeof pictureUpdateSchema>;

/** A picture sent beforehand by the admin screen (see `startUpload`), handed in by its ticket. */
export const pictureFromUploadSchema = pictureUploadSchema.omit({ image: true }).extend({ ticket: uploadTicketSchema });

/** GET /api/machine/search: the text a machine's name must contain (blank: any machine). */
export const machineSearchSchema = z.object({ q: boundedText(200).default('') });

/** The most machines `GET /api/machine/names` answers at once: a quote list's most. */
export const maxNamedMachines = 50;

const idsMessage = `1 to ${maxNamedMachines} ids, separated by commas`;

/** GET /api/machine/names: the ids of the machines asked for, `ids=3,12,7` (each once; 1 to 50 of them). */
export const machineNamesSchema = z.object({
  ids: text({ message: idsMessage }).transform((value, context) => {
    const ids = value.split(',').map(decimalId);
    if (ids.length > maxNamedMachines || ids.some((found) => found === null)) {
      context.addIssue({ code: 'custom', message: idsMessage });
      return z.NEVER;
    }
    return [...new Set(ids as number[])];
  }),
});

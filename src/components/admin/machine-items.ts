import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

import { type MachineItemKind, machineItemKinds } from '@/schemas/machine';
import type { TranslatableKind } from '@/schemas/translations';

import { codeResolver } from './code-resolver';

export type { MachineItemKind };

/** An advantage, option or technical characteristic: its text in the admin's language and in all five. */
export type MachineItem = { id: number; priority: number } & Record<string, string | number>;

/** An item form's texts, `{field}_{language}`. */
export type MachineItemValues = Record<string, string>;

/** The form check of adding (`create`) or editing (`update`) an item of `kind`: that kind's own schema. */
export function machineItemResolver(
  kind: MachineItemKind,
  use: 'create' | 'update',
): Resolver<MachineItemValues, unknown, Record<string, unknown>> {
  const schema: z.ZodType<Record<string, unknown>, FieldValues> = machineItemKinds[kind][use];
  return codeResolver(schema);
}

/** A localized field's stem: `description`, or `name` and `value`. */
export type MachineItemField = (typeof machineItemKinds)[MachineItemKind]['fields'][number];

/**
 * The localized fields of a kind as LocalizedInputs lays them out, each labelled by `label` (the
 * `AdminMachineItems` message `fields.{stem}`); an advantage's description is long text.
 */
export function localizedFieldsOf(kind: MachineItemKind, label: (field: MachineItemField) => string) {
  return machineItemKinds[kind].fields.map((field: MachineItemField) => ({
    field,
    label: label(field),
    multiline: field === 'description',
  }));
}

/** How the translation states name each kind of item (src/server/translations). */
export const translatableKindOf = {
  advantages: 'advantage',
  options: 'option',
  technicalCharacteristics: 'characteristic',
} as const satisfies Record<MachineItemKind, TranslatableKind>;

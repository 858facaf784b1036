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

export interface MachineItemsLabels {
  title: string;
  /** The add button, e.g. "Add Advantage". */
  add: string;
  empty: string;
  confirmDelete: string;
  /** Each localized field's label, by its stem (`description`, or `name` and `value`). */
  fields: Record<string, string>;
  order: string;
  priority: string;
  actions: string;
  edit: string;
  save: string;
  cancel: string;
  delete: string;
  wholeNumber: string;
}

/** The localized fields of a kind as LocalizedInputs lays them out; an advantage's description is long text. */
export function localizedFieldsOf(kind: MachineItemKind, labels: MachineItemsLabels) {
  return machineItemKinds[kind].fields.map((field) => ({
    field,
    label: labels.fields[field]!,
    multiline: field === 'description',
  }));
}

/** How the translation states name each kind of item (src/server/translations). */
export const translatableKindOf = {
  advantages: 'advantage',
  options: 'option',
  technicalCharacteristics: 'characteristic',
} as const satisfies Record<MachineItemKind, TranslatableKind>;

'use server';

import { z } from 'zod';

import { idSchema, priorityOrderSchema } from '@/schemas/fields';
import { baseVersionSchema } from '@/schemas/history';
import {
  categoryLinkSchema,
  machineCreateSchema,
  type MachineItemKind,
  machineItemKindNames,
  machineItemKinds,
  machineUpdateSchema,
} from '@/schemas/machine';
import { addMachineCategory, machineItems, removeMachineCategory } from '@/server/catalogue/machine-items';
import { createMachine, deleteMachine, updateMachine } from '@/server/catalogue/machines';

import { adminAction } from '../_lib/action';

export async function createMachineAction(input: unknown) {
  return adminAction('content', machineCreateSchema, input, createMachine);
}

/**
 * Saves the changed fields; `version` is the one the screen showed, so that a colleague's change made since to the
 * same field is refused rather than overwritten. Answers the machine's version after the save.
 */
export async function updateMachineAction(input: unknown) {
  const schema = z.object({ id: idSchema, changes: machineUpdateSchema, version: baseVersionSchema });
  return adminAction({ texts: ({ changes }) => ({ changes }) }, schema, input, ({ id, changes, version }) =>
    updateMachine(id, changes, { base: version }),
  );
}

/** Moves the machine to the trash, unless someone else changed it since `version`, the one its screen showed. */
export async function deleteMachineAction(input: unknown) {
  return adminAction(
    'content',
    z.object({ id: idSchema, version: baseVersionSchema }),
    input,
    async ({ id, version }) => {
      await deleteMachine(id, { base: version });
      return null;
    },
  );
}

// Refused only when someone else added or removed the same category since `version` (history/changes `clashes`).
const categoryLink = z.object({
  machineId: idSchema,
  categoryId: categoryLinkSchema.shape.id,
  version: baseVersionSchema,
});

export async function addMachineCategoryAction(input: unknown) {
  return adminAction('content', categoryLink, input, async ({ machineId, categoryId, version }) => {
    await addMachineCategory(machineId, categoryId, { base: version });
    return null;
  });
}

export async function removeMachineCategoryAction(input: unknown) {
  return adminAction('content', categoryLink, input, async ({ machineId, categoryId, version }) => {
    await removeMachineCategory(machineId, categoryId, { base: version });
    return null;
  });
}

const itemKind = z.enum(machineItemKindNames);

/**
 * For each kind of item, an object of its `kind` and what `shape` gives for that kind, told apart by `kind`: the
 * values of an item are checked against the schema of their own kind.
 */
function perKind<S extends z.ZodRawShape>(shape: (kind: MachineItemKind) => S) {
  const [first, ...rest] = machineItemKindNames.map((kind) => z.object({ kind: z.literal(kind), ...shape(kind) }));
  return z.discriminatedUnion('kind', [first!, ...rest]);
}

// Each save of an item says the machine's `version` its screen showed: see updateMachineAction.
const addItem = perKind((kind) => ({
  machineId: idSchema,
  values: machineItemKinds[kind].create,
  version: baseVersionSchema,
}));
const updateItem = perKind((kind) => ({
  machineId: idSchema,
  itemId: idSchema,
  changes: machineItemKinds[kind].update,
  version: baseVersionSchema,
}));

export async function addMachineItemAction(input: unknown) {
  return adminAction('content', addItem, input, async ({ kind, machineId, values, version }) => {
    await machineItems(kind).add(machineId, values, { base: version });
    return null;
  });
}

export async function updateMachineItemAction(input: unknown) {
  return adminAction(
    { texts: ({ changes }) => ({ changes }) },
    updateItem,
    input,
    async ({ kind, machineId, itemId, changes, version }) => {
      await machineItems(kind).update(machineId, itemId, changes, { base: version });
      return null;
    },
  );
}

export async function deleteMachineItemAction(input: unknown) {
  return adminAction(
    'content',
    z.object({ kind: itemKind, machineId: idSchema, itemId: idSchema, version: baseVersionSchema }),
    input,
    async ({ kind, machineId, itemId, version }) => {
      await machineItems(kind).remove(machineId, itemId, { base: version });
      return null;
    },
  );
}

export async function reorderMachineItemsAction(input: unknown) {
  return adminAction(
    'content',
    z.object({ kind: itemKind, machineId: idSchema, ids: priorityOrderSchema, version: baseVersionSchema }),
    input,
    async ({ kind, machineId, ids, version }) => {
      await machineItems(kind).reorder(machineId, ids, { base: version });
      return null;
    },
  );
}

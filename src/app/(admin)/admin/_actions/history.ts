'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';

import { idSchema } from '@/schemas/fields';
import { restoreSchema, trashKindSchema } from '@/schemas/history';
import { eraseFromTrash, restoreFromTrash, restoreRevision } from '@/server/history';

import { adminAction } from '../_lib/action';

const revisionKind = z.enum(['machine', 'news', 'category']);

/** Restores a revision of an item, whole or one field in one language: a new revision, which can be undone too. */
export async function restoreRevisionAction(input: unknown) {
  const schema = z.object({ kind: revisionKind, id: idSchema, revisionId: idSchema, ...restoreSchema.shape });
  return adminAction(schema, input, async ({ kind, id, revisionId, field, language }) => {
    await restoreRevision(kind, id, revisionId, field ? { field, language: language ?? null } : undefined);
    revalidatePath('/admin', 'layout');
    return null;
  });
}

const trashEntry = z.object({ kind: trashKindSchema, id: idSchema });

/** Puts an item of the trash back whole. */
export async function restoreFromTrashAction(input: unknown) {
  return adminAction(trashEntry, input, async ({ kind, id }) => {
    await restoreFromTrash(kind, id);
    revalidatePath('/admin', 'layout');
    return null;
  });
}

/** Erases an item of the trash for good, with its files. */
export async function eraseFromTrashAction(input: unknown) {
  return adminAction(trashEntry, input, async ({ kind, id }) => {
    await eraseFromTrash(kind, id);
    revalidatePath('/admin/trash');
    return null;
  });
}

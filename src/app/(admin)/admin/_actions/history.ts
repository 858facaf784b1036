'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';

import { idSchema } from '@/schemas/fields';
import { restoreSchema, trashKindSchema } from '@/schemas/history';
import { eraseFromTrash, restoreFromTrash, restoreRevision } from '@/server/history';

import { adminAction } from '../_lib/action';

const revisionKind = z.enum(['machine', 'news', 'category']);

/**
 * Restores a revision of an item, whole or one field in one language, as right after it (or right `before` it: an
 * undo): a new revision, which can be undone too.
 */
export async function restoreRevisionAction(input: unknown) {
  const schema = z.object({ kind: revisionKind, id: idSchema, revisionId: idSchema, ...restoreSchema.shape });
  return adminAction('content', schema, input, async ({ kind, id, revisionId, field, language, before }) => {
    await restoreRevision(kind, id, revisionId, field ? { field, language: language ?? null } : undefined, before);
    revalidatePath('/admin', 'layout');
    return null;
  });
}

const trashEntry = z.object({ kind: trashKindSchema, id: idSchema });

/** Puts an item of the trash back whole; the trash screen says so where it was listed until it is next opened. */
export async function restoreFromTrashAction(input: unknown) {
  return adminAction('content', trashEntry, input, async ({ kind, id }) => {
    await restoreFromTrash(kind, id);
    return null;
  });
}

/** Erases an item of the trash for good, with its files. */
export async function eraseFromTrashAction(input: unknown) {
  return adminAction('content', trashEntry, input, async ({ kind, id }) => {
    await eraseFromTrash(kind, id);
    return null;
  });
}

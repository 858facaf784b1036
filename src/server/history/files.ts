/**
 * The media files the history may still bring back. A news cover replaced, or a picture deleted, keeps its file in
 * media storage while anything names it: the item itself, an entry of the trash, a revision (a restore brings the
 * cover or the picture back), a draft or its log (a picture added in a draft is in no table until published). Once the retention prunes the last revision that names it, or erases the trash entry,
 * the file is removed: nothing can bring it back any more.
 */
import 'server-only';

import { sql } from 'drizzle-orm';

import { type Database, rowsOf, type Transaction } from '../db';
import { draftChanges, drafts, news, pictures, revisions, trash } from '../db/schema';
import { removeFiles } from '../media/storage';
import type { Change } from './changes';

/** The files named by changes: a cover's key before and after (`image_key`), a picture's (`pictures.12`). */
export function filesOf(changes: Change[]): string[] {
  const keys = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value === 'string' && value) keys.add(value);
  };
  for (const change of changes) {
    if (change.field === 'image_key') {
      add(change.before);
      add(change.after);
    } else if (/^pictures\.\d+$/.test(change.field)) {
      for (const values of [change.before, change.after]) {
        if (values && typeof values === 'object') add((values as Record<string, unknown>).storage_key);
      }
    }
  }
  return [...keys];
}

/** Of `keys`, those that no item, trash entry, revision or draft names any more: one query. */
export async function unreferencedFiles(db: Database | Transaction, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = rowsOf<{ key: string }>(
    await db.execute(sql`select key from jsonb_array_elements_text(${JSON.stringify([...new Set(keys)])}::jsonb) key
      where not exists (select 1 from ${pictures} where ${pictures.storage_key} = key)
        and not exists (select 1 from ${news} where ${news.image_key} = key)
        and not exists (select 1 from ${trash} where ${trash.payload} -> 'files' @> jsonb_build_array(key))
        and not exists (select 1 from ${revisions}
          where jsonb_path_exists(${revisions.changes}, '$.** ? (@ == $key)', jsonb_build_object('key', key)))
        and not exists (select 1 from ${drafts}
          where jsonb_path_exists(${drafts.document}, '$.** ? (@ == $key)', jsonb_build_object('key', key)))
        and not exists (select 1 from ${draftChanges}
          where jsonb_path_exists(${draftChanges.changes}, '$.** ? (@ == $key)', jsonb_build_object('key', key)))`),
  );
  return rows.map((row) => row.key);
}

/** Removes the files of `keys` that nothing can bring back any more; answers how many. */
export async function releaseFiles(db: Database, keys: string[]): Promise<number> {
  const gone = await unreferencedFiles(db, keys);
  if (gone.length > 0) await removeFiles(gone);
  return gone.length;
}

/**
 * The history of the office's work: revisions of every save, restore, the trash. What the rest of the domain and
 * the routes use.
 */
import 'server-only';

import { cacheTags, invalidate } from '../cache/tags';
import type { Change } from './changes';
import { assertKnownField, type RevisionKind } from './documents';
import { editingPublished } from './drafts';
import { restoreRevision as restore, type Saved } from './revisions';
import { eraseFromTrash as erase, restoreFromTrash as untrash, trashHooks, type TrashKind } from './trash';

export { actingAs, type Actor, currentActor, identify, inRequestScope, systemActor } from './actor';
export { type Change, idsChanged } from './changes';
export type { RevisionKind } from './documents';
export {
  changeItem,
  countRevisions,
  createItem,
  editMark,
  editMarks,
  type Expectation,
  listRevisions,
  lockItem,
  refuseOverwrite,
  type Revision,
  type Saved,
} from './revisions';
export { editingDrafts, newItemStatus } from './drafts';
export {
  eraseExpiredTrash,
  listTrash,
  trashContentBlock,
  type TrashEntry,
  trashItem,
  type TrashKind,
  trashPicture,
  trashHooks,
} from './trash';

/**
 * Restores revision `revisionId` of the item, whole or only `only` (one field in one language, or one part), as
 * right after it, or right `before` it (which undoes it): a picture or a block it removes goes to the trash, one it
 * brings back leaves it. A restore changes the published item, in the back office too: it undoes what visitors see,
 * and is a revision of its own (a draft, if any, stays and is carried over it).
 */
export async function restoreRevision(
  kind: RevisionKind,
  id: number,
  revisionId: number,
  only?: Pick<Change, 'field' | 'language'>,
  before = false,
): Promise<Saved<null>> {
  if (only) assertKnownField(kind, only.field);
  const saved = await editingPublished(() => restore(kind, id, revisionId, only, trashHooks, before));
  expire(kind, id);
  return saved;
}

/** Expires the cached pages and lists that show item `id` of `kind`, restored or erased outside its own module. */
function expire(kind: RevisionKind, id: number): void {
  if (kind === 'machine') invalidate(cacheTags.machines, cacheTags.machine(id));
  else if (kind === 'news') invalidate(cacheTags.news, cacheTags.newsItem(id));
  // Machines show their categories' names.
  else invalidate(cacheTags.categories, cacheTags.machines);
}

const owners = {
  machine: 'machine',
  news: 'news',
  category: 'category',
  picture: 'machine',
  newsContent: 'news',
} as const;

/** Puts an item of the trash back whole (see trash.ts), and expires what shows it. */
export async function restoreFromTrash(kind: TrashKind, id: number): Promise<void> {
  const { parentId } = await untrash(kind, id);
  expire(owners[kind], parentId ?? id);
}

/** Erases an item of the trash for good, with its files. */
export async function eraseFromTrash(kind: TrashKind, id: number): Promise<void> {
  await erase(kind, id);
}

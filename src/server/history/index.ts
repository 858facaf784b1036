/**
 * The history of the office's work: revisions of every save, restore, the trash. What the rest of the domain and
 * the routes use.
 */
import 'server-only';

import type { Change } from './changes';
import type { RevisionKind } from './documents';
import { restoreRevision as restore, type Saved } from './revisions';
import { trashHooks } from './trash';

export { actingAs, type Actor, currentActor, identify, inRequestScope, systemActor } from './actor';
export type { Change } from './changes';
export type { RevisionKind } from './documents';
export {
  changeItem,
  countRevisions,
  createItem,
  type Expectation,
  listRevisions,
  type Revision,
  type Saved,
} from './revisions';
export {
  eraseExpiredTrash,
  eraseFromTrash,
  listTrash,
  restoreFromTrash,
  trashContentBlock,
  type TrashEntry,
  trashItem,
  type TrashKind,
  trashPicture,
} from './trash';

/**
 * Restores revision `revisionId` of the item, whole or only `only` (one field in one language, or one part): a
 * picture or a block it removes goes to the trash, one it brings back leaves it.
 */
export function restoreRevision(
  kind: RevisionKind,
  id: number,
  revisionId: number,
  only?: Pick<Change, 'field' | 'language'>,
): Promise<Saved<null>> {
  return restore(kind, id, revisionId, only, trashHooks);
}

/**
 * The back office lists' filter by publication, as a condition on the item's own row (and, for drafts, on the
 * `drafts` table): an indexed lookup, not a read of every item's publication.
 */
import { eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';

import type { PublicationFilter } from '@/schemas/publication';

import { type draftKinds, drafts, type machines, type news } from '../db/schema';

/**
 * The items of `table` (of `kind`) that `filter` keeps: `drafts`, those with work not on the site (never published,
 * or with a draft); `scheduled`, those with a publication or an unpublication to come; `unpublished`, those taken
 * off the site.
 */
export function inPublicationState(
  kind: (typeof draftKinds)[number],
  table: typeof machines | typeof news,
  filter: PublicationFilter,
): SQL {
  if (filter === 'scheduled') return or(isNotNull(table.publish_at), isNotNull(table.unpublish_at))!;
  if (filter === 'unpublished') return eq(table.status, 'unpublished');
  // The drafts table by a name of its own: a relational query renames the columns of other tables to its own.
  return or(
    eq(table.status, 'draft'),
    sql`exists (select 1 from ${drafts} "d" where "d"."kind" = ${kind} and "d"."item_id" = ${table.id})`,
  )!;
}

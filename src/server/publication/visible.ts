/**
 * What visitors see: the one condition every public read of machines and articles applies (pages, lists, counts,
 * sitemap, public API, site search, datasheet, quote lists). The published version is the item's own row, so the
 * condition is on that row alone: no join to drafts on the public path.
 */
import { eq } from 'drizzle-orm';

import type { machines, news } from '../db/schema';

/** The item is on the site (published, not a draft never published, not taken off). */
export const isPublished = (table: typeof machines | typeof news) => eq(table.status, 'published');

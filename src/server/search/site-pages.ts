/**
 * The site's own pages in the search index: their texts are in the message catalogues, which change only with the
 * code, so each start writes them again (src/server/setup.ts) and they are current with the code it runs.
 */
import 'server-only';

import { isNotNull } from 'drizzle-orm';

import { locales } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import type { SitePage } from '@/i18n/paths';

import type { Database } from '../db';
import { searchEntries } from '../db/schema';

/** The pages found by the search, each with the namespace of its texts. */
export const searchedPages = {
  hydraulics: 'HydraulicsPage',
  cutting: 'CuttingPage',
  research: 'ResearchPage',
  about: 'AboutPage',
  history: 'HistoryPage',
  contact: 'ContactPage',
} as const satisfies Partial<Record<SitePage, string>>;

/** Every text of a namespace, placeholders (`{company}`) and tags (`<b>`) left out. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value.replace(/\{[^{}]*\}|<\/?[a-z]+>/g, ' ')];
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

/** Writes the site pages' rows of the index again, in one transaction. */
export async function indexSitePages(db: Database): Promise<void> {
  const rows: (typeof searchEntries.$inferInsert)[] = [];
  for (const locale of locales) {
    const messages = (await loadMessages(locale)) as unknown as Record<string, Record<string, unknown>>;
    for (const [page, namespace] of Object.entries(searchedPages)) {
      const { metaTitle, metaDescription, ...rest } = messages[namespace] ?? {};
      rows.push({
        page,
        locale,
        title: typeof metaTitle === 'string' ? metaTitle : '',
        body: [...texts(metaDescription), ...texts(rest)].join('\n'),
      });
    }
  }
  await db.transaction(async (tx) => {
    await tx.delete(searchEntries).where(isNotNull(searchEntries.page));
    await tx.insert(searchEntries).values(rows);
  });
}

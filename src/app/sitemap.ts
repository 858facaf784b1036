import type { MetadataRoute } from 'next';
import { unstable_cache } from 'next/cache';

import { type Locale, locales } from '@/i18n/locales';
import { writtenLanguageLinks } from '@/components/seo/metadata';
import { machinePage, newsPage, sitePaths } from '@/i18n/paths';
import { listMachineIndex } from '@/server/catalogue/machine-lists';
import { listNewsIndex } from '@/server/news/articles';
import { cacheTags } from '@/server/cache/tags';
import { coalesced } from '@/server/coalesce';
import { workQueue } from '@/server/work-queue';

// Answered at each request from the cached entries below, so that it follows the catalogue as the pages do; never
// made at build time, which must not open the database.
export const dynamic = 'force-dynamic';

/**
 * Every public page in every language, each with its other languages and its last change. A
 * machine or an article is listed only in the languages its main text is written in: in the others its page shows
 * another language's text (and says it is `noindex`).
 */
async function readSitemap(): Promise<MetadataRoute.Sitemap> {
  const [machines, news] = await Promise.all([listMachineIndex(), listNewsIndex()]);
  const pages: { path: string; lastModified?: string; languages: readonly Locale[] }[] = [
    ...Object.values(sitePaths).map((path) => ({ path, languages: locales })),
    ...machines.map(({ id, updatedAt, languages }) => ({ path: machinePage(id), lastModified: updatedAt, languages })),
    ...news.map(({ id, updatedAt, languages }) => ({ path: newsPage(id), lastModified: updatedAt, languages })),
  ];
  return pages.flatMap(({ path, lastModified, languages }) => {
    const links = Object.fromEntries(
      Object.entries(writtenLanguageLinks(path, languages)).map(([language, url]) => [language, xmlText(url)]),
    ) as Partial<Record<Locale | 'x-default', string>>;
    return languages.map((locale) => ({ url: links[locale]!, lastModified, alternates: { languages: links } }));
  });
}

/**
 * `/sitemap.xml`. Its entries are made once after each change of the machines or the news, through the sitemaps'
 * queue (src/server/work-queue.ts), and visitors asking meanwhile wait for that one making.
 */
const cachedSitemap = unstable_cache(
  coalesced(
    () => workQueue('sitemap').run(readSitemap),
    () => 'sitemap',
  ),
  ['sitemap'],
  { tags: [cacheTags.machines, cacheTags.news] },
);

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return cachedSitemap();
}

/** Next.js writes the URLs into the XML as given, and `/r&d` has an ampersand. */
const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

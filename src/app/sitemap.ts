import type { MetadataRoute } from 'next';

import { type Locale, locales } from '@/i18n/locales';
import { languageLinks } from '@/i18n/metadata';
import { sitePaths } from '@/i18n/paths';
import { listMachineDates } from '@/server/machines';
import { listNewsDates } from '@/server/news';

// Built at each request from the cached reads the pages use, so that it follows the catalogue as they do; never
// at build time, which must not open the database.
export const dynamic = 'force-dynamic';

/** `/sitemap.xml`: every public page in every language, each with its other languages and its last change. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [machines, news] = await Promise.all([listMachineDates(), listNewsDates()]);
  const pages: { path: string; lastModified?: string }[] = [
    ...Object.values(sitePaths).map((path) => ({ path })),
    ...machines.map(({ id, updatedAt }) => ({ path: `/machine/${id}`, lastModified: updatedAt })),
    ...news.map(({ id, updatedAt }) => ({ path: `/actualites/${id}`, lastModified: updatedAt })),
  ];
  return pages.flatMap(({ path, lastModified }) => {
    const links = Object.fromEntries(
      Object.entries(languageLinks(path)).map(([language, url]) => [language, xmlText(url)]),
    ) as Record<Locale | 'x-default', string>;
    return locales.map((locale) => ({ url: links[locale], lastModified, alternates: { languages: links } }));
  });
}

/** Next.js writes the URLs into the XML as given, and `/r&d` has an ampersand. */
const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The public pages, by name: the part of the path after the language prefix, the same in every language. */
export const sitePaths = {
  home: '',
  hydraulics: '/hydraulique',
  cutting: '/oxycoupage',
  research: '/r&d',
  about: '/a-propos',
  history: '/notre-histoire',
  machines: '/nos-machines',
  news: '/actualites',
  contact: '/contact',
  privacy: '/confidentialite',
} as const;

export type SitePage = keyof typeof sitePaths;

/** The path of `page` in `locale`, e.g. `/de/nos-machines`. */
export const pathOf = (locale: string, page: SitePage) => `/${locale}${sitePaths[page]}`;

/** The quote list's path after the language prefix. */
export const quoteListPage = '/demande-de-devis';

/**
 * The visitor's quote list in `locale`: a page of every language, but of no one visitor in particular, so it is
 * not among `sitePaths` (the sitemap's pages) and tells search engines not to index it.
 */
export const quoteListPath = (locale: string) => `/${locale}${quoteListPage}`;

/** The site search's path after the language prefix: a page of every language, of no one search (not in `sitePaths`). */
export const searchPage = '/recherche';

/** The site search in `locale`, for `words` when given, at page `page`: `/de/recherche?q=PK-250&page=2`. */
export function searchPath(locale: string, words?: string, page = 1): string {
  const query = new URLSearchParams();
  if (words) query.set('q', words);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `/${locale}${searchPage}${search ? `?${search}` : ''}`;
}

/** A machine's page after the language prefix, as the sitemap and the language links take it: `/machine/12`. */
export const machinePage = (machineId: number) => `/machine/${machineId}`;

/** A machine's page in `locale`: `/de/machine/12`. */
export const machinePath = (locale: string, machineId: number) => `/${locale}${machinePage(machineId)}`;

/** A machine's datasheet in `locale`, a PDF: `/de/machine/12/datasheet.pdf`. */
export const datasheetPath = (locale: string, machineId: number) => `${machinePath(locale, machineId)}/datasheet.pdf`;

/**
 * A news article's page after the language prefix: `/actualites/3`. The id is a string where it comes from a path
 * not yet read as a number (the proxy's redirect of `/news/{id}`).
 */
export const newsPage = (articleId: number | string) => `/actualites/${articleId}`;

/** A news article's page in `locale`: `/de/actualites/3`. */
export const newsPath = (locale: string, articleId: number | string) => `/${locale}${newsPage(articleId)}`;

/** A page of the news archive in `locale`, as visitors see it: `/de/actualites`, `/de/actualites?page=2`. */
export const newsArchiveHref = (locale: string, page = 1) =>
  `/${locale}${sitePaths.news}${page > 1 ? `?page=${page}` : ''}`;

/** The Atom feed of the news in `locale`: `/de/actualites/feed.xml`. */
export const newsFeedPath = (locale: string) => `/${locale}${sitePaths.news}/feed.xml`;

/** The same page in another language: the current path with its language prefix replaced. */
export function switchLanguage(pathname: string, locale: string): string {
  const [, , ...rest] = pathname.split('/');
  return `/${[locale, ...rest].filter((part, index) => index === 0 || part !== '').join('/')}`;
}

/** An absolute URL on the site at `siteUrl` for a path; an already absolute URL (a bucket's file) is kept. */
export const absoluteUrlOn = (siteUrl: string, pathOrUrl: string) => new URL(pathOrUrl, `${siteUrl}/`).toString();

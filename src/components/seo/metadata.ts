/**
 * What search engines and shared links read of a public page, built in one place: the title and description in
 * the page's language, the absolute canonical link, the link to the page in each language, and the Open Graph and
 * Twitter card tags. Every public page exists in every language at `/{locale}{path}`, so one path names them all.
 */
import type { Metadata } from 'next';
import type { Messages } from 'next-intl';
import { getTranslations } from 'next-intl/server';

import { company } from '@/config/company';
import { readConfig } from '@/server/config';

import {
  formatLocale,
  isLocale,
  type Locale,
  localeOrFallback,
  locales,
  routingFallbackLocale,
} from '../../i18n/locales';
import { absoluteUrlOn, newsFeedPath, sitePaths, type SitePage } from '../../i18n/paths';

/** An absolute URL on the site (SITE_URL) for a path; an already absolute URL (a bucket's file) is kept. */
export function absoluteUrl(pathOrUrl: string): string {
  return absoluteUrlOn(readConfig().siteUrl, pathOrUrl);
}

/**
 * The absolute address of the page at `path` (after the language prefix: `''` for the home page,
 * `/machine/12`, with `query` when it is a page of its own: `?page=2`) in each language, plus `x-default`: the same path without a language, for a visitor whose
 * language is none of the five. That address redirects by the visitor's own choice (the stored language, then the
 * browser's, then en; see src/proxy.ts), which is what x-default is for, rather than sending everyone to one
 * language.
 */
export function languageLinks(path: string, query = ''): Record<Locale | 'x-default', string> {
  return writtenLanguageLinks(path, locales, query) as Record<Locale | 'x-default', string>;
}

/**
 * `languageLinks` of a page whose text is written only in `languages` (a machine or an article not translated
 * yet): its other languages show that text in a fallback language, so they are no versions of the page to offer.
 * x-default stays, since it picks among the five by the visitor's choice.
 */
export function writtenLanguageLinks(
  path: string,
  languages: readonly Locale[],
  query = '',
): Partial<Record<Locale, string>> & { 'x-default': string } {
  return {
    ...Object.fromEntries(
      locales
        .filter((locale) => languages.includes(locale))
        .map((locale) => [locale, absoluteUrl(`/${locale}${path}${query}`)]),
    ),
    'x-default': absoluteUrl(`${path || '/'}${query}`),
  };
}

/**
 * The metadata that announces the news feed of `locale` (`<link rel="alternate" type="application/atom+xml">`),
 * added to a page's own: the archive's and each article's. `title` names the feed in feed readers.
 */
export function withNewsFeed(metadata: Metadata, locale: Locale, title: string): Metadata {
  const feed = [{ url: absoluteUrl(newsFeedPath(locale)), title }];
  return { ...metadata, alternates: { ...metadata.alternates, types: { 'application/atom+xml': feed } } };
}

/** The size of a generated share card, the size the networks show large. */
export const cardSize = { width: 1200, height: 630 };

/** The generated share card of the page at `path` (after the language prefix). */
export const cardPath = (locale: Locale, path: string) => `/${locale}/card${path}`;

/** The Open Graph form of a language: `fr_CH`, with the country its figures are written for. */
const openGraphLocale = (locale: Locale) => formatLocale[locale].replace('-', '_');

/** A picture that shared links may show; relative URLs (the app's own media route) are made absolute. */
export interface ShareImage {
  url: string;
  alt: string;
  width?: number | null;
  height?: number | null;
}

export interface PageDescription {
  locale: Locale;
  /** The path after the language prefix, e.g. `''`, `/contact`, `/machine/12`; never a query string. */
  path: string;
  /** The query of a page that is one of its own, for its canonical and language links: `?page=2` of the listing. */
  query?: string;
  title: string;
  description: string;
  /** `article` for a news article; `website` for everything else, machines included. */
  type?: 'website' | 'article';
  image?: ShareImage | null;
  /** ISO date of an article's publication. */
  publishedTime?: string;
  /** Shown as given, without the layout's `| company` suffix (the home page, whose title names the company). */
  absoluteTitle?: boolean;
  /**
   * The languages the page's main text is written in, when not all five (a machine or an article not translated
   * yet): only those are offered as its language versions, and in another language the page is `noindex, follow`.
   */
  writtenIn?: readonly Locale[];
}

/**
 * The metadata of one public page. The canonical link is built from the path and `query` alone, never from the
 * request's query, so the machine listing filtered with `?category=…` names the unfiltered listing as its
 * canonical page.
 *
 * Machines get `og:type` website: the Open Graph protocol defines no product type (Facebook's `product` is its
 * own extension), and Next.js writes only the protocol's types.
 */
export function localizedMetadata(page: PageDescription): Metadata {
  // A first path segment that is no language gets the not-found page from the layout, which says so itself.
  if (!isLocale(page.locale)) return {};
  const links = page.writtenIn
    ? writtenLanguageLinks(page.path, page.writtenIn, page.query)
    : languageLinks(page.path, page.query);
  const canonical = languageLinks(page.path, page.query)[page.locale];
  // Its text here is another language's: no page of this language for search engines, but its links lead on.
  const untranslated = page.writtenIn !== undefined && !page.writtenIn.includes(page.locale);
  // A page without a picture of its own is shared with a card of its title (./card, in the page's language).
  const image = page.image ?? { url: cardPath(page.locale, page.path), alt: page.title, ...cardSize };
  const images = [
    {
      url: absoluteUrl(image.url),
      alt: image.alt,
      ...(image.width && image.height ? { width: image.width, height: image.height } : {}),
    },
  ];
  const shared = {
    siteName: company.name,
    locale: openGraphLocale(page.locale),
    alternateLocale: locales
      .filter((other) => other !== page.locale && (page.writtenIn ?? locales).includes(other))
      .map(openGraphLocale),
    url: canonical,
    title: page.title,
    description: page.description,
    images,
  };
  return {
    title: page.absoluteTitle ? { absolute: page.title } : page.title,
    description: page.description,
    alternates: { canonical, languages: links },
    ...(untranslated ? { robots: { index: false, follow: true } } : {}),
    openGraph:
      page.type === 'article'
        ? { ...shared, type: 'article', publishedTime: page.publishedTime }
        : { ...shared, type: 'website' },
    twitter: {
      card: 'summary_large_image',
      title: page.title,
      description: page.description,
      images,
    },
  };
}

/** The namespaces of the catalogues that hold a content page's meta texts. */
export type PageNamespace = {
  [Namespace in keyof Messages]: Messages[Namespace] extends { metaTitle: string; metaDescription: string }
    ? Namespace
    : never;
}[keyof Messages];

/** The content pages and the namespace of each one's meta texts. */
export const contentPages = {
  hydraulics: 'HydraulicsPage',
  cutting: 'CuttingPage',
  research: 'ResearchPage',
  about: 'AboutPage',
  history: 'HistoryPage',
  contact: 'ContactPage',
  privacy: 'PrivacyPage',
} as const satisfies Partial<Record<SitePage, PageNamespace>>;

export type ContentPage = keyof typeof contentPages;

/** The metadata of a content page, from its namespace's `metaTitle` and `metaDescription`. */
export async function pageMetadata(locale: string, page: ContentPage): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOrFallback(locale), namespace: contentPages[page] });
  return localizedMetadata({
    locale: locale as Locale,
    path: sitePaths[page],
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

/**
 * The title of the not-found page, in the path's language (en when the path has none). No canonical or language
 * links, since a missing page has no other version, and no robots tag: Next.js writes `noindex` into every answer
 * with an error status.
 */
export async function notFoundMetadata(locale: string): Promise<Metadata> {
  const t = await getTranslations({ locale: isLocale(locale) ? locale : routingFallbackLocale, namespace: 'NotFound' });
  return { title: t('title') };
}

/** A description from running text: one line, cut at a word before `length` characters with an ellipsis. */
export function summarize(text: string, length = 155): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > length / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

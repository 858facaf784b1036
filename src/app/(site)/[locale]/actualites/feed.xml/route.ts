import { getTranslations } from 'next-intl/server';

import { atomFeed } from '@/components/news/atom-feed';
import { newsFeedTitle } from '@/components/news/feed-title';
import { absoluteUrl, summarize } from '@/components/seo/metadata';
import { plainText } from '@/markdown/plain-text';
import { company } from '@/config/company';
import { isLocale } from '@/i18n/locales';
import { newsArchiveHref, newsFeedPath, newsPath } from '@/i18n/paths';
import { startOfOfficeDay } from '@/i18n/dates';
import { earliestPublication } from '@/schemas/news';
import { listLatestNews } from '@/server/news/archive';

import { notFoundPageResponse } from '@/app/_lib/not-found-response';

type Params = { params: Promise<{ locale: string }> };

/** The entries of a feed: the latest articles, as feed readers expect of a feed of news. */
const feedSize = 20;

/**
 * GET /{locale}/actualites/feed.xml: the Atom feed of the latest news in that language (an article not yet
 * written in it is there in the language it falls back to, marked `xml:lang`, as on the archive). Its articles
 * are read from the cache that every write of news expires, so the feed follows the archive.
 */
export async function GET(_request: Request, { params }: Params) {
  const { locale } = await params;
  if (!isLocale(locale)) return notFoundPageResponse('en', '/actualites/feed.xml');
  const [articles, title, t] = await Promise.all([
    listLatestNews(locale, feedSize),
    newsFeedTitle(locale),
    getTranslations({ locale, namespace: 'NewsArchive' }),
  ]);
  const xml = atomFeed({
    locale,
    title,
    subtitle: t('intro'),
    alternate: absoluteUrl(newsArchiveHref(locale)),
    self: absoluteUrl(newsFeedPath(locale)),
    author: company.name,
    updated: startOfOfficeDay(earliestPublication).toISOString(),
    entries: articles.map((article) => ({
      url: absoluteUrl(newsPath(locale, article.id)),
      title: article.title,
      titleLang: article.fallback.title,
      summary: summarize(plainText(article.first?.content ?? ''), 300) || article.title,
      summaryLang: article.first?.content ? article.first.fallback.content : article.fallback.title,
      published: article.published_at,
      // A date set later than the last edit counts as a change: never updated before it was published.
      updated: article.updated_at > article.published_at ? article.updated_at : article.published_at,
    })),
  });
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/atom+xml; charset=utf-8',
      // As the pages kept until a change expires them: scripts/server.mjs lets a cache in front keep it a second.
      'Cache-Control': 's-maxage=31536000',
    },
  });
}

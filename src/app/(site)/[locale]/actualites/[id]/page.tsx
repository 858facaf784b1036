import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';

import { NotFoundPage } from '@/components/NotFoundPage';
import type { Locale } from '@/i18n/locales';
import { newsPage } from '@/i18n/paths';
import { newsFeedTitle } from '@/components/news/feed-title';
import { NewsArticle } from '@/components/news/NewsArticle';
import { localizedMetadata, notFoundMetadata, summarize, withNewsFeed } from '@/components/seo/metadata';
import { plainText } from '@/markdown/plain-text';
import { getPublicNews, listNewsIndex, type News } from '@/server/news/articles';

import { loadOrNull } from '@/app/_lib/load-or-not-found';

type Props = PageProps<'/[locale]/actualites/[id]'>;

/** The article, or null for an id that is not one. */
async function findArticle(params: Props['params']): Promise<{ locale: Locale; article: News | null }> {
  const { locale, id } = (await params) as { locale: Locale; id: string };
  return { locale, article: await loadOrNull(id, (found) => getPublicNews(found, locale)) };
}

/** The article's entry of the sitemap: its last change and the languages its title and blocks are written in. */
async function indexEntry(id: number) {
  return (await listNewsIndex()).find((entry) => entry.id === id);
}

// Rendered on the first request for an id, then cached until a change of what it shows revalidates it.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, article } = await findArticle(params);
  if (!article) return notFoundMetadata(locale);
  const [entry, feedTitle] = await Promise.all([indexEntry(article.id), newsFeedTitle(locale)]);
  const metadata = localizedMetadata({
    locale,
    path: newsPage(article.id),
    writtenIn: entry?.languages,
    title: article.title,
    description: summarize(plainText(article.content[0]?.content ?? '')) || article.title,
    type: 'article',
    publishedTime: article.published_at,
    image:
      article.image && article.image_type?.startsWith('image/') ? { url: article.image, alt: article.title } : null,
  });
  return withNewsFeed(metadata, locale, feedTitle);
}

/** A news article: link to the archive, title and date, the first block beside the cover, then the other blocks. */
export default async function NewsArticlePage({ params }: Props) {
  const { locale, article } = await findArticle(params);
  setRequestLocale(locale);
  if (!article) return <NotFoundPage locale={locale} />;
  const entry = await indexEntry(article.id);
  return <NewsArticle locale={locale} article={article} entry={entry} />;
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { FallbackNotice } from '@/components/FallbackNotice';
import { MediaView } from '@/components/MediaView';
import { pictureSizes } from '@/components/pictureSizes';
import { NotFoundPage } from '@/components/NotFoundPage';
import { FormattedText } from '@/components/FormattedText';
import type { Locale } from '@/i18n/locales';
import { newsArchiveHref, newsPage, sitePaths } from '@/i18n/paths';
import { newsFeedTitle } from '@/components/news/feed-title';
import { PublicationDate } from '@/components/news/NewsCard';
import {
  cardPath,
  languageLinks,
  localizedMetadata,
  notFoundMetadata,
  summarize,
  withNewsFeed,
} from '@/components/seo/metadata';
import { PrintedAddress } from '@/components/PrintedAddress';
import { plainText } from '@/markdown/plain-text';
import { JsonLd } from '@/components/seo/JsonLd';
import { articleData, breadcrumbData, videoData } from '@/components/seo/structured-data';
import { getPublicNews, listNewsIndex, type News } from '@/server/news/articles';
import { readConfig } from '@/server/config';

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
  const [t, nav, archive, entry] = await Promise.all([
    getTranslations('NewsArticle'),
    getTranslations('Navigation'),
    getTranslations('NewsArchive'),
    indexEntry(article.id),
  ]);
  const untranslated = entry !== undefined && !entry.languages.includes(locale);
  const [first, ...rest] = article.content;
  const { siteUrl } = readConfig();
  const pageUrl = languageLinks(newsPage(article.id))[locale];
  const summary = summarize(plainText(first?.content ?? ''));
  const published = new Date(article.published_at);
  const cover = article.image && article.image_type ? { url: article.image, type: article.image_type } : null;
  const structuredData = [
    articleData(siteUrl, pageUrl, {
      title: article.title,
      summary,
      cover,
      published,
      // Never before its publication, which the office may set later than its last edit.
      modified: new Date(Math.max(published.getTime(), Date.parse(entry?.updatedAt ?? article.published_at))),
      // The language of its headline: the page's, or the one it falls back to.
      language: article.fallback.title ?? locale,
    }),
    breadcrumbData([
      { name: nav('home'), url: languageLinks('')[locale] },
      { name: archive('title'), url: languageLinks(sitePaths.news)[locale] },
      { name: article.title, url: pageUrl },
    ]),
    ...(cover?.type.startsWith('video/')
      ? [
          videoData(siteUrl, {
            name: article.title,
            description: summary,
            url: cover.url,
            thumbnailUrl: cardPath(locale, newsPage(article.id)),
            uploaded: published,
          }),
        ]
      : []),
  ];

  return (
    <article className="mx-auto max-w-6xl px-6 py-10 sm:py-16">
      <JsonLd data={structuredData} />
      <a href={newsArchiveHref(locale)} className="text-sm font-medium text-signal hover:text-anthracite print:hidden">
        ← {t('allNews')}
      </a>
      <h1
        lang={article.fallback.title}
        className="mt-6 max-w-4xl text-3xl font-semibold tracking-tight [overflow-wrap:anywhere] sm:text-4xl"
      >
        {article.title}
      </h1>
      <PublicationDate locale={locale} date={article.published_at} className="mt-3 block text-steel-700" />
      {untranslated && <FallbackNotice locale={locale} />}
      <div className="mt-10 grid gap-10 lg:grid-cols-2 lg:items-start">
        {article.image && article.image_type && (
          <MediaView
            media={{ url: article.image, type: article.image_type }}
            alt={article.title}
            lang={article.fallback.title}
            eager
            sizes={pictureSizes.halfColumn}
            className="aspect-[4/3] w-full rounded-sm bg-steel-50 object-cover"
          />
        )}
        {first && (
          <section>
            <h2 lang={first.fallback.title} className="text-xl font-semibold">
              {first.title}
            </h2>
            <FormattedText
              text={first.content}
              lang={first.fallback.content}
              className="mt-4 space-y-4 text-lg leading-relaxed text-steel-700"
            />
          </section>
        )}
      </div>
      {rest.map((block) => (
        <section key={block.id} className="mt-12 max-w-3xl">
          <h2 lang={block.fallback.title} className="text-xl font-semibold">
            {block.title}
          </h2>
          <FormattedText
            text={block.content}
            lang={block.fallback.content}
            className="mt-4 space-y-4 leading-relaxed text-steel-700"
          />
        </section>
      ))}
      <PrintedAddress url={pageUrl} />
    </article>
  );
}

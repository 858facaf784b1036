import { getTranslations } from 'next-intl/server';

import { FallbackNotice } from '@/components/FallbackNotice';
import { MediaView } from '@/components/MediaView';
import { pictureSizes } from '@/components/pictureSizes';
import { FormattedText } from '@/components/FormattedText';
import type { Locale } from '@/i18n/locales';
import { newsArchiveHref, newsPage, sitePaths } from '@/i18n/paths';
import { PublicationDate } from '@/components/news/NewsCard';
import { cardPath, languageLinks, summarize } from '@/components/seo/metadata';
import { PrintedAddress } from '@/components/PrintedAddress';
import { plainText } from '@/markdown/plain-text';
import { JsonLd } from '@/components/seo/JsonLd';
import { articleData, breadcrumbData, videoData } from '@/components/seo/structured-data';
import type { News } from '@/server/news/articles';
import type { PageEntry } from '@/server/db/written';
import { readConfig } from '@/server/config';

/**
 * A news article's page: link to the archive, title and date, the first block beside the cover, then the other
 * blocks. The public page and the preview of a draft show it; `entry` is its sitemap entry.
 */
export async function NewsArticle({
  locale,
  article,
  entry,
}: {
  locale: Locale;
  article: News;
  entry: PageEntry | undefined;
}) {
  const [t, nav, archive] = await Promise.all([
    getTranslations('NewsArticle'),
    getTranslations('Navigation'),
    getTranslations('NewsArchive'),
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

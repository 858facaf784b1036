import { formatDate, officeDay } from '@/i18n/dates';
import type { Locale } from '@/i18n/locales';
import { newsPath } from '@/i18n/paths';
import type { NewsCard as NewsCardData } from '@/server/news/archive';

import { MediaView } from '../MediaView';

/** The date an article was published, in the language's form, readable by machines as its office day. */
export function PublicationDate({ locale, date, className }: { locale: Locale; date: string; className?: string }) {
  return (
    <time dateTime={officeDay(date)} className={className}>
      {formatDate(locale, date, 'day')}
    </time>
  );
}

/**
 * An article as the home's carousel and the archive show it, all of it one link to the article: its cover, its
 * title (a heading of the level the list's place in the page asks for), its date and its first block's title.
 */
export function NewsCard(props: {
  locale: Locale;
  article: NewsCardData;
  heading: 'h2' | 'h3';
  /** The cover's `sizes` in the list's layout. */
  sizes: string;
  eager?: boolean;
}) {
  const { locale, article, sizes } = props;
  const Heading = props.heading;
  return (
    <a href={newsPath(locale, article.id)} className="group block h-full">
      <div className="aspect-[4/3] overflow-hidden rounded-sm bg-steel-50">
        {article.image && article.image_type && (
          <MediaView
            media={{ url: article.image, type: article.image_type }}
            alt=""
            eager={props.eager}
            autoPlay={article.image_type.startsWith('video/')}
            sizes={sizes}
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <Heading lang={article.fallback.title} className="mt-4 font-semibold group-hover:text-signal">
        {article.title}
      </Heading>
      <PublicationDate locale={locale} date={article.published_at} className="mt-1 block text-sm text-steel-700" />
      {article.first && (
        <p lang={article.first.fallback.title} className="mt-1 text-sm text-steel-700">
          {article.first.title}
        </p>
      )}
    </a>
  );
}

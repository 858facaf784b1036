import type { Locale } from '@/i18n/locales';
import type { NewsCard as NewsCardData } from '@/server/news/archive';

import { NewsCard } from '../news/NewsCard';
import { pictureSizes } from '../pictureSizes';

/** The id of the carousel's list, which its buttons (`CarouselButtons`) move. */
export const newsCarouselId = 'news-carousel';

/** The news of the home page: a row of cards that scrolls sideways and snaps to each card. */
export function NewsCarousel({ locale, news }: { locale: Locale; news: NewsCardData[] }) {
  return (
    // The cards snap to the list's padding, in line with the page's text, not to the screen's edge.
    <ul
      id={newsCarouselId}
      className="-mx-6 flex snap-x snap-mandatory scroll-px-6 gap-6 overflow-x-auto px-6 pb-4 motion-safe:scroll-smooth"
    >
      {news.map((article) => (
        <li key={article.id} className="w-72 shrink-0 snap-start sm:w-80">
          <NewsCard locale={locale} article={article} heading="h3" sizes={pictureSizes.newsCard} />
        </li>
      ))}
    </ul>
  );
}

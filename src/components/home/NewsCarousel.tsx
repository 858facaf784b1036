import { newsPath } from '@/i18n/paths';
import type { NewsSummary } from '@/server/news/articles';

import { MediaView } from '../MediaView';
import { pictureSizes } from '../pictureSizes';

/** The news of the home page: a row of cards that scrolls sideways and snaps to each card. */
export function NewsCarousel({ locale, news }: { locale: string; news: NewsSummary[] }) {
  return (
    // The cards snap to the list's padding, in line with the page's text, not to the screen's edge.
    <ul className="-mx-6 flex snap-x snap-mandatory scroll-px-6 gap-6 overflow-x-auto px-6 pb-4">
      {news.map((article) => (
        <li key={article.id} className="w-72 shrink-0 snap-start sm:w-80">
          <a href={newsPath(locale, article.id)} className="group block h-full">
            <div className="aspect-[4/3] overflow-hidden rounded-sm bg-steel-50">
              {article.image && article.image_type && (
                <MediaView
                  media={{ url: article.image, type: article.image_type }}
                  alt=""
                  eager={article.image_type.startsWith('video/')}
                  sizes={pictureSizes.newsCard}
                  className="h-full w-full object-cover"
                />
              )}
            </div>
            <h3 lang={article.fallback.title} className="mt-4 font-semibold group-hover:text-signal">
              {article.title}
            </h3>
            {article.content[0] && (
              <p lang={article.content[0].fallback.title} className="mt-1 text-sm text-steel-700">
                {article.content[0].title}
              </p>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}

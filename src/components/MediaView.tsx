import { getImageProps } from 'next/image';

import type { Locale } from '@/i18n/locales';

import mediaLoader from './mediaLoader';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merged with React's declaration, whose parameter it repeats
  interface MediaHTMLAttributes<T> {
    /** HTML's lazy loading of a video or audio element (Chromium 148 and later; other browsers load it at once). */
    loading?: 'eager' | 'lazy' | undefined;
  }
}

/** What MediaView shows: a stored picture or video (a machine's picture, an article's cover). */
export interface Media {
  url: string;
  /** The media type; a video's starts with `video/`. */
  type: string;
  /** Its alt text, when it has one. */
  description?: string;
  /** The picture's own size, when known; its box's size comes from `className`. */
  width?: number | null;
  height?: number | null;
  /** The alt text's language, when it is not the page's (blank in the page's language). */
  fallback?: { description?: Locale };
}

/** A picture or a video, chosen by its media type; videos are muted (browsers autoplay only muted ones) and loop. */
export function MediaView({
  media,
  ...props
}: {
  media: Media;
  /** The text alternative, when not the media's own description ('' for a decorative one). */
  alt?: string;
  /** The language of `alt`, when it is not the page's. */
  lang?: Locale;
  /** How wide the picture is shown at each screen width, so that the browser fetches no more than that (`pictureSizes`). */
  sizes: string;
  className?: string;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
  /** A video that plays by itself wherever it is shown (a card's moving cover), once it is loaded. */
  autoPlay?: boolean;
  /**
   * The widths this slot can use at most (`cardWidths` for a card): the srcset offers no larger one, which keeps a
   * list of many cards short (each candidate is written twice, in the markup and in the page's React payload).
   */
  widths?: readonly number[];
  /** A video with the browser's play, seek and sound controls (the admin's gallery). */
  controls?: boolean;
}) {
  const { url, type } = media;
  const alt = props.alt ?? media.description ?? '';
  const lang = props.alt === undefined ? media.fallback?.description : props.lang;
  if (type.startsWith('video/')) {
    return (
      <video
        src={url}
        muted
        loop
        playsInline
        controls={props.controls}
        autoPlay={props.eager || props.autoPlay}
        preload={props.eager || props.autoPlay ? 'auto' : 'metadata'}
        // Below the fold, fetched as it nears the viewport, like a picture: a card's video further down a page must
        // not load with it, where it would count in the page's first paint on a phone (docs/performance.md).
        loading={props.eager ? undefined : 'lazy'}
        aria-label={alt || undefined}
        lang={alt ? lang : undefined}
        className={props.className}
      />
    );
  }
  // next/image's markup (srcset from mediaLoader, sizes, lazy loading) without its client component: a picture needs
  // no JavaScript, and a page with pictures hydrates nothing for them.
  const { props: image } = getImageProps({
    src: url,
    alt,
    width: media.width ?? 1200,
    height: media.height ?? 900,
    sizes: props.sizes,
    // Stored pictures in the width the slot needs (mediaLoader); a GIF, which may be animated, as it is.
    unoptimized: !url.startsWith('/media/') || type === 'image/gif',
    loading: props.eager ? 'eager' : 'lazy',
    fetchPriority: props.eager ? 'high' : undefined,
    className: props.className,
  });
  // A slot of known widths: those alone, through the same loader, the largest as the fallback.
  if (props.widths && image.srcSet) {
    image.srcSet = props.widths.map((width) => `${mediaLoader({ src: url, width })} ${width}w`).join(', ');
    image.src = mediaLoader({ src: url, width: Math.max(...props.widths) });
  }
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, from getImageProps
  return <img {...image} alt={alt} lang={alt ? lang : undefined} />;
}

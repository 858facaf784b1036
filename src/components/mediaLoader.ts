import type { ImageLoaderProps } from 'next/image';

/**
 * next/image's loader (`images.loaderFile`): a stored picture in each width of `pictureWidths` from the app's media
 * route, which makes each size once, keeps it in media storage and answers AVIF or WebP by the browser's `Accept`.
 * The quality is the route's, not the page's. Other pictures (the drawings) are meant to be shown `unoptimized`;
 * one that is not is shown as it is.
 */
export default function mediaLoader({ src, width }: ImageLoaderProps): string {
  return src.startsWith('/media/') ? `${src}?w=${width}` : src;
}

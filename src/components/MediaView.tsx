import Image from 'next/image';

/** A picture or a video, chosen by its media type; videos are muted (browsers autoplay only muted ones) and loop. */
export function MediaView(props: {
  url: string;
  type: string;
  alt: string;
  /** The picture's own size, when known; its box's size comes from `className`. */
  width?: number | null;
  height?: number | null;
  /** How wide the picture is shown at each screen width, so that the browser fetches no more than that. */
  sizes: string;
  className?: string;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
  /** A video with the browser's play, seek and sound controls (the admin's gallery). */
  controls?: boolean;
}) {
  if (props.type.startsWith('video/')) {
    return (
      <video
        src={props.url}
        muted
        loop
        playsInline
        controls={props.controls}
        autoPlay={props.eager}
        preload={props.eager ? 'auto' : 'metadata'}
        aria-label={props.alt || undefined}
        className={props.className}
      />
    );
  }
  return (
    <Image
      src={props.url}
      alt={props.alt}
      width={props.width ?? 1200}
      height={props.height ?? 900}
      sizes={props.sizes}
      // Resized and re-encoded (WebP) by the app; files of an outside object store are shown as they are.
      unoptimized={!props.url.startsWith('/')}
      loading={props.eager ? 'eager' : 'lazy'}
      fetchPriority={props.eager ? 'high' : undefined}
      className={props.className}
    />
  );
}

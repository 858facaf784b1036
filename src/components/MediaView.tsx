/** A picture or a video, chosen by its media type; videos play looping and muted, as SPEC asks for covers. */
export function MediaView(props: {
  url: string;
  type: string;
  alt: string;
  width?: number | null;
  height?: number | null;
  className?: string;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
}) {
  if (props.type.startsWith('video/')) {
    return (
      <video
        src={props.url}
        muted
        loop
        playsInline
        autoPlay={props.eager}
        preload={props.eager ? 'auto' : 'metadata'}
        aria-label={props.alt || undefined}
        className={props.className}
      />
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- media come from storage with their own sizes
    <img
      src={props.url}
      alt={props.alt}
      width={props.width ?? undefined}
      height={props.height ?? undefined}
      loading={props.eager ? 'eager' : 'lazy'}
      decoding="async"
      className={props.className}
    />
  );
}

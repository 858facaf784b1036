'use client';

import { type KeyboardEvent, type PointerEvent, type ReactNode, useRef, useState } from 'react';

import { type LightboxLabels, PictureLightbox } from './PictureLightbox.client';

export interface GalleryLabels extends LightboxLabels {
  gallery: string;
  previous: string;
  next: string;
  /** With {number} and {total}. */
  show: string;
}

/**
 * One picture or video of the gallery, rendered by the server (so that no picture code reaches the browser): as
 * the main view, as a thumbnail, and at its largest (a picture's, with the address of its large size).
 */
export interface GallerySlide {
  id: number;
  main: ReactNode;
  thumbnail: ReactNode;
  large: { href: string; view: ReactNode } | null;
}

/**
 * The machine's pictures and videos: a main viewer and a strip of thumbnails; arrow keys and swipes move, and the
 * main picture opens larger.
 */
export function GalleryViewer({ slides: pictures, labels }: { slides: GallerySlide[]; labels: GalleryLabels }) {
  const [current, setCurrent] = useState(0);
  const swipeStart = useRef<number | null>(null);
  // A swipe ends with a click on the picture, which is no request to enlarge it.
  const swiped = useRef(false);
  const picture = pictures[current];
  if (!picture) return null;
  const go = (index: number) => setCurrent((index + pictures.length) % pictures.length);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') go(current - 1);
    else if (event.key === 'ArrowRight') go(current + 1);
    else return;
    event.preventDefault();
  }

  function onPointerUp(event: PointerEvent) {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    swiped.current = Math.abs(distance) > 40;
    if (swiped.current) go(distance < 0 ? current + 1 : current - 1);
  }

  return (
    <section aria-label={labels.gallery} onKeyDown={onKeyDown}>
      <div
        className="relative aspect-[4/3] touch-pan-y overflow-hidden rounded-sm bg-steel-50"
        onPointerDown={(event) => (swipeStart.current = event.clientX)}
        onPointerUp={onPointerUp}
      >
        {picture.large === null ? (
          <div key={picture.id} className="contents">
            {picture.main}
          </div>
        ) : (
          <PictureLightbox
            key={picture.id}
            href={picture.large.href}
            enlarged={picture.large.view}
            labels={labels}
            opens={() => {
              const open = !swiped.current;
              swiped.current = false;
              return open;
            }}
          >
            {picture.main}
          </PictureLightbox>
        )}
        {pictures.length > 1 && (
          <>
            <button
              type="button"
              aria-label={labels.previous}
              onClick={() => go(current - 1)}
              className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full bg-white/90 px-3 py-1 text-xl shadow"
            >
              ‹
            </button>
            <button
              type="button"
              aria-label={labels.next}
              onClick={() => go(current + 1)}
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full bg-white/90 px-3 py-1 text-xl shadow"
            >
              ›
            </button>
          </>
        )}
      </div>
      {pictures.length > 1 && (
        <ul className="mt-3 flex gap-3 overflow-x-auto pb-1">
          {pictures.map((thumbnail, index) => (
            <li key={thumbnail.id} className="shrink-0">
              <button
                type="button"
                aria-label={labels.show
                  .replace('{number}', String(index + 1))
                  .replace('{total}', String(pictures.length))}
                aria-current={index === current}
                onClick={() => setCurrent(index)}
                className={`block h-16 w-20 overflow-hidden rounded-sm border-2 ${index === current ? 'border-signal' : 'border-transparent'}`}
              >
                {thumbnail.thumbnail}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

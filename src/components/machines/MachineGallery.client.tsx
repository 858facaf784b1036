'use client';

import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';

import type { PublicPicture } from '@/server/catalogue/presenters';

import { MediaView } from '../MediaView';
import { pictureSizes } from '../pictureSizes';
import { type LightboxLabels, PictureLightbox } from './PictureLightbox.client';

export interface GalleryLabels extends LightboxLabels {
  gallery: string;
  previous: string;
  next: string;
  /** With {number} and {total}. */
  show: string;
}

/**
 * The machine's pictures and videos: a main viewer and a strip of thumbnails; arrow keys and swipes move, and the
 * main picture opens larger.
 */
export function MachineGallery({ pictures, labels }: { pictures: PublicPicture[]; labels: GalleryLabels }) {
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
        {picture.type.startsWith('video/') ? (
          <MediaView
            key={picture.id}
            media={picture}
            eager
            sizes={pictureSizes.halfColumn}
            className="h-full w-full object-contain"
          />
        ) : (
          <PictureLightbox
            key={picture.id}
            picture={picture}
            labels={labels}
            opens={() => {
              const open = !swiped.current;
              swiped.current = false;
              return open;
            }}
          >
            <MediaView media={picture} eager sizes={pictureSizes.halfColumn} className="h-full w-full object-contain" />
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
                <MediaView
                  media={thumbnail}
                  alt=""
                  sizes={pictureSizes.thumbnail}
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

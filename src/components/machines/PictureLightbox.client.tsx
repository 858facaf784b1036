'use client';

import { type MouseEvent, type ReactNode, useRef, useState } from 'react';

import type { PublicPicture } from '@/server/catalogue/presenters';

import { MediaView } from '../MediaView';
import mediaLoader from '../mediaLoader';
import { pictureSizes } from '../pictureSizes';
import { useBackdropClose } from '../ui/useBackdropClose';

export interface LightboxLabels {
  /** Said after the picture's own description: what following the link does. */
  enlarge: string;
  /** The dialog's name. */
  enlarged: string;
  close: string;
}

/** The largest size the site serves of a stored picture; any other (a drawing, a GIF) as it is. */
export const largePictureUrl = (picture: PublicPicture) =>
  picture.type === 'image/gif' ? picture.url : mediaLoader({ src: picture.url, width: 1920 });

/**
 * A picture that opens larger: a plain link to the large picture (which is what it stays without JavaScript), and
 * with JavaScript a modal dialog that shows it on the whole screen, fetched only then. The dialog closes on its ×,
 * Escape and a click outside the picture, and gives the focus back to the link.
 */
export function PictureLightbox(props: {
  picture: PublicPicture;
  labels: LightboxLabels;
  /** False when the click ends a swipe rather than asking for the picture. */
  opens?: () => boolean;
  children: ReactNode;
}) {
  const { picture, labels } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const backdropClose = useBackdropClose();

  function onClick(event: MouseEvent) {
    // A new tab or window, or a download, is the browser's.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (props.opens && !props.opens()) return;
    setOpen(true);
    dialog.current?.showModal();
  }

  return (
    <>
      <a href={largePictureUrl(picture)} onClick={onClick} className="block h-full w-full cursor-zoom-in">
        {props.children}
        <span className="sr-only"> {labels.enlarge}</span>
      </a>
      <dialog
        ref={dialog}
        aria-label={labels.enlarged}
        onClose={() => setOpen(false)}
        {...backdropClose}
        className="m-auto max-h-none max-w-none overflow-visible bg-transparent p-0 backdrop:bg-anthracite/90"
      >
        <div className="relative">
          {/* Fetched once asked for: most visitors never enlarge a picture. */}
          {open && (
            <MediaView
              media={picture}
              eager
              sizes={pictureSizes.enlarged}
              className="h-auto max-h-[calc(100dvh-2rem)] w-auto max-w-[calc(100vw-2rem)] bg-steel-50 object-contain"
            />
          )}
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            aria-label={labels.close}
            className="absolute top-2 right-2 rounded-full bg-white/90 px-3 py-1 text-2xl leading-none text-anthracite shadow hover:bg-white"
          >
            ×
          </button>
        </div>
      </dialog>
    </>
  );
}

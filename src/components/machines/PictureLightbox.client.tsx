'use client';

import { type MouseEvent, type ReactNode, useRef, useState } from 'react';

import { useBackdropClose } from '../ui/useBackdropClose';

export interface LightboxLabels {
  /** Said after the picture's own description: what following the link does. */
  enlarge: string;
  /** The dialog's name. */
  enlarged: string;
  close: string;
}

/**
 * A picture that opens larger: a plain link to the large picture (which is what it stays without JavaScript), and
 * with JavaScript a modal dialog that shows it on the whole screen, fetched only then. The dialog closes on its ×,
 * Escape and a click outside the picture, and gives the focus back to the link.
 */
export function PictureLightbox(props: {
  /** The large picture's address (`largePictureUrl`). */
  href: string;
  /** The large picture, rendered by the server; mounted (and so fetched) once asked for. */
  enlarged: ReactNode;
  labels: LightboxLabels;
  /** False when the click ends a swipe rather than asking for the picture. */
  opens?: () => boolean;
  children: ReactNode;
}) {
  const { labels } = props;
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
      <a href={props.href} onClick={onClick} className="block h-full w-full cursor-zoom-in">
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
          {open && props.enlarged}
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

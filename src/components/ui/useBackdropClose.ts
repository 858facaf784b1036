'use client';

import { type MouseEvent, type PointerEvent, useRef } from 'react';

/**
 * The handlers that close a modal `<dialog>` on a click of its backdrop, not of what it holds. A click on the
 * backdrop reaches the dialog element itself, so its content must fill the dialog's box (no padding). A click is
 * taken only when it also began on the backdrop: text selected from a field inside and released outside is no
 * request to close.
 */
export function useBackdropClose() {
  const pressedOnBackdrop = useRef(false);
  return {
    onPointerDown: (event: PointerEvent<HTMLDialogElement>) => {
      pressedOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (pressedOnBackdrop.current && event.target === event.currentTarget) event.currentTarget.close();
      pressedOnBackdrop.current = false;
    },
  };
}

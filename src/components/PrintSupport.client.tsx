'use client';

import { useEffect } from 'react';

/**
 * Before printing, opens the page's closed sections so that paper shows them (browsers without the print
 * stylesheet's way of doing it), and closes them again afterwards. Renders nothing.
 */
export function OpenSectionsForPrint() {
  useEffect(() => {
    let opened: HTMLDetailsElement[] = [];
    const open = () => {
      opened = Array.from(document.querySelectorAll<HTMLDetailsElement>('main details:not([open])'));
      for (const details of opened) details.open = true;
    };
    const restore = () => {
      for (const details of opened) details.open = false;
      opened = [];
    };
    window.addEventListener('beforeprint', open);
    window.addEventListener('afterprint', restore);
    return () => {
      window.removeEventListener('beforeprint', open);
      window.removeEventListener('afterprint', restore);
    };
  }, []);
  return null;
}

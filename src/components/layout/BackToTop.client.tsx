'use client';

import { useEffect, useState } from 'react';

/**
 * Appears once the visitor has scrolled more than 300 px, and brings them back to the top. On a phone a round arrow
 * in the middle of the bottom edge, clear of the chevrons that close the right end of the sections' rows; wider, a
 * pill with its word at the right. White with an orange edge, it stands out on the white page and the dark footer.
 */
export function BackToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > 300);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() =>
        window.scrollTo({
          top: 0,
          behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
        })
      }
      className="fixed bottom-4 left-1/2 z-20 flex h-11 min-w-11 -translate-x-1/2 items-center justify-center gap-1 rounded-full border-2 border-signal bg-white font-medium text-signal shadow-lg hover:bg-signal hover:text-white sm:right-6 sm:bottom-6 sm:left-auto sm:translate-x-0 sm:px-4"
    >
      <span aria-hidden="true">↑</span>
      <span className="sr-only sm:not-sr-only">{label}</span>
    </button>
  );
}

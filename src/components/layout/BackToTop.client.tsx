'use client';

import { useEffect, useState } from 'react';

/** Appears once the visitor has scrolled more than 300 px, and brings them back to the top. */
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
      className="fixed right-6 bottom-6 z-20 rounded-full bg-anthracite px-4 py-3 text-white shadow-lg hover:bg-signal"
    >
      <span aria-hidden="true">↑ </span>
      {label}
    </button>
  );
}

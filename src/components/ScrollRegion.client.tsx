'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * A box that scrolls sideways when its content is wider than the screen (a table on a phone). It is a keyboard
 * tab stop only while it scrolls, so that a keyboard can scroll it then and passes it by otherwise.
 */
export function ScrollRegion(props: { label: string; className?: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={box}
      role="region"
      aria-label={props.label}
      tabIndex={scrolls ? 0 : undefined}
      className={props.className}
    >
      {props.children}
    </div>
  );
}

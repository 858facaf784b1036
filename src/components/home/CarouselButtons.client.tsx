'use client';

import { useEffect, useState } from 'react';

/** Where the list stands: null while it does not scroll (or before the script runs), then which ends it is at. */
type Ends = { start: boolean; end: boolean } | null;

/** The pixels a wheel's line and page stand for, when it counts in those (`deltaMode` 1 and 2). */
const wheelUnit = (event: WheelEvent, list: HTMLElement) =>
  event.deltaMode === 1 ? 40 : event.deltaMode === 2 ? list.clientWidth : 1;

/**
 * Previous and next buttons for a list that scrolls sideways (`target`, the list's id): each moves it by the
 * cards that fit in view, and is disabled at its end; a vertical mouse wheel over the list scrolls it sideways
 * until it reaches an end, where the page scrolls on. The buttons stay invisible while the list does not scroll,
 * and without JavaScript, where the list still scrolls by touch, trackpad and keyboard.
 */
export function CarouselButtons({ target, previous, next }: { target: string; previous: string; next: string }) {
  const [ends, setEnds] = useState<Ends>(null);

  useEffect(() => {
    const list = document.getElementById(target);
    if (!list) return;
    const measure = () => {
      const last = list.scrollWidth - list.clientWidth - 1;
      setEnds(last <= 0 ? null : { start: list.scrollLeft <= 1, end: list.scrollLeft >= last });
    };
    const wheel = (event: WheelEvent) => {
      if (event.ctrlKey || Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
      const delta = event.deltaY * wheelUnit(event, list);
      const last = list.scrollWidth - list.clientWidth - 1;
      if ((delta < 0 && list.scrollLeft <= 1) || (delta > 0 && list.scrollLeft >= last)) return;
      event.preventDefault();
      list.scrollBy({ left: delta, behavior: 'instant' });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    list.addEventListener('scroll', measure, { passive: true });
    // Not passive: the page must not scroll down while the list takes the wheel.
    list.addEventListener('wheel', wheel, { passive: false });
    return () => {
      observer.disconnect();
      list.removeEventListener('scroll', measure);
      list.removeEventListener('wheel', wheel);
    };
  }, [target]);

  const move = (direction: 1 | -1) => {
    const list = document.getElementById(target);
    const cards = list?.children;
    if (!list || !cards || cards.length < 2) return;
    const step = (cards[1] as HTMLElement).offsetLeft - (cards[0] as HTMLElement).offsetLeft;
    list.scrollBy({ left: direction * step * Math.max(1, Math.floor(list.clientWidth / step)) });
  };

  // aria-disabled rather than disabled: a button that reaches its end keeps the keyboard's focus.
  const button = (label: string, arrow: string, direction: 1 | -1, atEnd: boolean) => (
    <button
      type="button"
      aria-controls={target}
      aria-disabled={atEnd}
      onClick={() => !atEnd && move(direction)}
      className="inline-flex size-10 items-center justify-center rounded-sm border border-steel-300 hover:bg-steel-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent"
    >
      <span aria-hidden="true">{arrow}</span>
      <span className="sr-only">{label}</span>
    </button>
  );

  return (
    <div className={`flex gap-2 ${ends ? '' : 'invisible'}`}>
      {button(previous, '←', -1, ends?.start ?? true)}
      {button(next, '→', 1, ends?.end ?? true)}
    </div>
  );
}

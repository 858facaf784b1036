'use client';

import { useRef, useState } from 'react';

import { toggleCompared, useCompareList } from '../compare/store';
import { buttonClass } from '../ui/button-class';
import { addToQuoteList, useQuoteList } from './store';

export interface AddToQuoteListLabels {
  add: string;
  added: string;
  view: string;
  full: string;
  /** The "compare" toggle beside it, and the compare page it leads to when the comparison is full. */
  compare: { add: string; full: string; view: string; href: string };
}

/**
 * A machine's two buttons that the visitor's browser keeps lists for, in one island: "add to my quote request",
 * which then says the machine is there with a link to the list, and "compare", a toggle. Nothing is shown without
 * JavaScript (the lists live in the browser), nor before the page is hydrated.
 */
export function AddToQuoteList({
  machineId,
  listHref,
  labels,
  size = 'md',
}: {
  machineId: number;
  listHref: string;
  labels: AddToQuoteListLabels;
  size?: 'sm' | 'md' | 'lg';
}) {
  const list = useQuoteList();
  const compared = useCompareList();
  const [full, setFull] = useState<'quote' | 'compare' | null>(null);
  const view = useRef<HTMLAnchorElement>(null);
  if (list === null || compared === null) return null;
  const listed = list.some((entry) => entry.id === machineId);
  const inComparison = compared.includes(machineId);

  const add = () => {
    if (!addToQuoteList(machineId)) return setFull('quote');
    // The button gives way to the link: the focus goes there rather than to the page's start.
    requestAnimationFrame(() => view.current?.focus());
  };

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      {listed ? (
        <>
          <span className="font-medium text-green-800">
            <span aria-hidden="true">✓ </span>
            {labels.added}
          </span>
          <a ref={view} href={listHref} className="font-medium text-signal underline hover:text-anthracite">
            {labels.view}
          </a>
        </>
      ) : (
        <button type="button" onClick={add} className={buttonClass('outlineDark', size)}>
          {labels.add}
        </button>
      )}
      <button
        type="button"
        aria-pressed={inComparison}
        onClick={() => setFull(toggleCompared(machineId) ? null : 'compare')}
        className={buttonClass('outline', size, 'gap-2')}
      >
        <span
          aria-hidden="true"
          className={`inline-flex size-4 items-center justify-center rounded-xs border text-xs leading-none ${inComparison ? 'border-signal bg-signal text-white' : 'border-steel-500'}`}
        >
          {inComparison && '✓'}
        </span>
        {labels.compare.add}
      </button>
      {full === 'quote' && !listed && (
        <p role="alert" className="w-full text-signal">
          {labels.full}
        </p>
      )}
      {full === 'compare' && !inComparison && (
        <p role="alert" className="w-full text-signal">
          {labels.compare.full}{' '}
          <a href={`${labels.compare.href}?ids=${compared.join(',')}`} className="font-medium underline">
            {labels.compare.view}
          </a>
        </p>
      )}
    </div>
  );
}

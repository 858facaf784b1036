'use client';

import { useRef, useState } from 'react';

import { buttonClass } from '../ui/button-class';
import { addToQuoteList, useQuoteList } from './store';

export interface AddToQuoteListLabels {
  add: string;
  added: string;
  view: string;
  full: string;
}

/**
 * "Add to my quote request" for one machine: a button that puts it in the visitor's list, then says it is there,
 * with a link to the list. Nothing is shown without JavaScript (the list lives in the browser), nor before the page
 * is hydrated.
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
  const [full, setFull] = useState(false);
  const view = useRef<HTMLAnchorElement>(null);
  if (list === null) return null;
  const listed = list.some((entry) => entry.id === machineId);

  const add = () => {
    if (!addToQuoteList(machineId)) return setFull(true);
    // The button gives way to the link: the focus goes there rather than to the page's start.
    requestAnimationFrame(() => view.current?.focus());
  };

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
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
      {full && !listed && (
        <p role="alert" className="w-full text-signal">
          {labels.full}
        </p>
      )}
    </div>
  );
}

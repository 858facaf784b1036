'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';

import { addAllToQuoteList } from '../quote-list/store';
import { buttonClass } from '../ui/button-class';
import { readCompareList, writeCompareList } from './store';

const noSubscription = () => () => {};

/**
 * The compare page's use of the lists kept in the browser: "request a quote for these" puts its machines in the
 * quote list and opens it; a machine's "remove" link (`data-compare-remove`, which opens the comparison without it)
 * also takes it out of the visitor's compare list. Neither is shown or done without JavaScript.
 */
export function CompareTools({
  ids,
  quoteListHref,
  labels,
}: {
  ids: number[];
  quoteListHref: string;
  labels: { quoteAll: string; quoteFull: string };
}) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [full, setFull] = useState(false);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest?.('[data-compare-remove]');
      if (!link) return;
      const id = Number(link.getAttribute('data-compare-remove'));
      writeCompareList(readCompareList().filter((other) => other !== id));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  if (!hydrated) return null;
  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <button
        type="button"
        onClick={() => {
          if (addAllToQuoteList(ids)) window.location.assign(quoteListHref);
          else setFull(true);
        }}
        className={buttonClass('primary')}
      >
        {labels.quoteAll}
      </button>
      {full && (
        <p role="alert" className="text-sm text-signal">
          {labels.quoteFull}
        </p>
      )}
    </div>
  );
}

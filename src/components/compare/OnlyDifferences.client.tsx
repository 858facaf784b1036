'use client';

import { useSyncExternalStore } from 'react';

import { compareHref, type CompareView } from '@/i18n/compare-address';

const noSubscription = () => () => {};

/**
 * "Only differences": a form that asks the server for the same comparison with or without the rows that read the
 * same (its "Apply" button is for a browser without JavaScript); with JavaScript the box hides and shows them at
 * once, and the address follows, so that it can still be shared.
 */
export function OnlyDifferences({
  locale,
  view,
  tableId,
  labels,
}: {
  locale: string;
  view: CompareView;
  tableId: string;
  labels: { onlyDifferences: string; apply: string };
}) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <form method="get" action={compareHref(locale)} className="flex items-center gap-3">
      <input type="hidden" name="ids" value={view.ids.join(',')} />
      <label className="inline-flex cursor-pointer items-center gap-2 font-medium">
        <input
          type="checkbox"
          name="diff"
          value="1"
          defaultChecked={view.onlyDifferences}
          onChange={(event) => {
            const onlyDifferences = event.currentTarget.checked;
            document.getElementById(tableId)?.toggleAttribute('data-only-differences', onlyDifferences);
            window.history.replaceState(null, '', compareHref(locale, { ...view, onlyDifferences }));
          }}
          className="size-4 accent-signal"
        />
        {labels.onlyDifferences}
      </label>
      {!hydrated && (
        <button type="submit" className="rounded-sm border border-steel-300 px-3 py-1 text-sm hover:bg-steel-100">
          {labels.apply}
        </button>
      )}
    </form>
  );
}

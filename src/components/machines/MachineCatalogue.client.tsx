'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Children, type ReactNode, useId, useState } from 'react';

export interface CatalogueLabels {
  filter: string;
  empty: string;
  allCategories: string;
}

/** The selected category ids of a URL: `?category=2,5`. */
export function selectedCategories(value: string | null): number[] {
  return (value ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}

/**
 * The machine grid with its category filter: several categories may be chosen, none shows every
 * machine, a machine shows when any of its categories is chosen. The choice lives in the URL, so a filtered
 * list can be shared and the back button undoes a change. The cards are rendered on the server and passed in
 * as `children`, in the order of `machines`.
 */
export function MachineCatalogue(props: {
  categories: { id: number; name: string }[];
  machines: { id: number; categoryIds: number[] }[];
  labels: CatalogueLabels;
  children: ReactNode;
}) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  // The URL is the truth, but a click shows at once, before the router has caught up with the new URL.
  const inUrl = searchParams.get('category') ?? '';
  const [selected, setSelected] = useState(() => selectedCategories(inUrl));
  const [previousUrl, setPreviousUrl] = useState(inUrl);
  if (inUrl !== previousUrl) {
    // The URL changed (our own push arriving, the back button, a link): follow it.
    setPreviousUrl(inUrl);
    setSelected(selectedCategories(inUrl));
  }
  const [open, setOpen] = useState(selected.length > 0);
  const panelId = useId();

  const cards = Children.toArray(props.children);
  const visible = cards.filter((_, index) => {
    const machine = props.machines[index];
    return selected.length === 0 || machine?.categoryIds.some((id) => selected.includes(id));
  });

  function choose(next: number[]) {
    setSelected(next);
    const query = new URLSearchParams(searchParams);
    if (next.length > 0) query.set('category', next.join(','));
    else query.delete('category');
    const search = query.toString();
    // The browser's own history, which Next.js follows: the filter changes at once, with no server round trip.
    window.history.pushState(null, '', search ? `${pathname}?${search}` : pathname);
  }

  return (
    <>
      <div className="border-b border-steel-100 pb-4">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="flex items-center gap-2 font-medium"
        >
          <span
            aria-hidden="true"
            className={`inline-block transition-transform duration-200 ${open ? 'rotate-90' : ''}`}
          >
            ›
          </span>
          {props.labels.filter}
          {selected.length > 0 && (
            <span className="rounded-full bg-signal px-2 text-sm text-white tabular-nums">{selected.length}</span>
          )}
        </button>
        <div
          id={panelId}
          className={`grid transition-[grid-template-rows] duration-200 ${open ? 'grid-rows-[1fr]' : 'grid-rows-[0fr]'}`}
        >
          <fieldset className="overflow-hidden" disabled={!open}>
            <legend className="sr-only">{props.labels.filter}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-3 pt-4">
              {props.categories.map((category) => (
                <label key={category.id} className="flex cursor-pointer items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-4 accent-signal"
                    checked={selected.includes(category.id)}
                    onChange={(event) =>
                      choose(
                        event.target.checked ? [...selected, category.id] : selected.filter((id) => id !== category.id),
                      )
                    }
                  />
                  {category.name}
                </label>
              ))}
              {selected.length > 0 && (
                <button type="button" onClick={() => choose([])} className="text-sm text-signal underline">
                  {props.labels.allCategories}
                </button>
              )}
            </div>
          </fieldset>
        </div>
      </div>
      {visible.length === 0 ? (
        <p className="mt-8 text-steel-700">{props.labels.empty}</p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{visible}</ul>
      )}
    </>
  );
}

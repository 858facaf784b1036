import type { ReactNode } from 'react';

import { buttonClass } from '../ui/button-class';

/**
 * The search box of an admin list: a GET form, so that the search is in the URL (`?q=`), works without
 * JavaScript and starts again at the first page. `filter`: a field that narrows the list too (a ChoiceFilter),
 * `filtered` when it is set.
 */
export function ListSearch(props: {
  action: string;
  query: string;
  labels: { search: string; submit: string; clear: string; hint: string };
  filter?: ReactNode;
  filtered?: boolean;
}) {
  const { action, query, labels, filter, filtered } = props;
  return (
    <form method="get" action={action} role="search" className="mt-6 flex flex-wrap items-end gap-2">
      <label className="flex min-w-0 flex-1 basis-64 flex-col gap-1 text-sm font-medium">
        {labels.search}
        <input
          type="search"
          name="q"
          defaultValue={query}
          maxLength={200}
          aria-describedby="list-search-hint"
          className="rounded-sm border border-steel-300 px-3 py-2 font-normal"
        />
      </label>
      {filter}
      <button type="submit" className={buttonClass('dark', 'md')}>
        {labels.submit}
      </button>
      {(query || filtered) && (
        <a href={action} className={buttonClass('outline', 'md')}>
          {labels.clear}
        </a>
      )}
      <p id="list-search-hint" className="w-full text-sm text-steel-700">
        {labels.hint}
      </p>
    </form>
  );
}

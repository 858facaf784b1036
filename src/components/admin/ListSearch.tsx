import { buttonClass } from '../ui/button-class';

/**
 * The search box of an admin list: a GET form, so that the search is in the URL (`?q=`), works without
 * JavaScript and starts again at the first page. `keep`: the list's other parameters (a filter), kept by a search.
 */
export function ListSearch(props: {
  action: string;
  query: string;
  labels: { search: string; submit: string; clear: string; hint: string };
  keep?: Record<string, string | undefined>;
}) {
  const { action, query, labels, keep = {} } = props;
  return (
    <form method="get" action={action} role="search" className="mt-6 flex flex-wrap items-end gap-2">
      {Object.entries(keep).map(
        ([name, value]) => value !== undefined && <input key={name} type="hidden" name={name} value={value} />,
      )}
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
      <button type="submit" className={buttonClass('dark', 'md')}>
        {labels.submit}
      </button>
      {query && (
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

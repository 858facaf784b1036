import Link from 'next/link';

import { type Locale, languageNames, locales } from '@/i18n/locales';
import { type InboxFilters as Filters, inboxKinds, inboxStates } from '@/schemas/inbox';

import { buttonClass } from '../ui/button-class';

export interface InboxFiltersLabels {
  search: string;
  searchHint: string;
  state: string;
  allStates: string;
  states: Record<(typeof inboxStates)[number], string>;
  kind: string;
  allKinds: string;
  kinds: Record<(typeof inboxKinds)[number], string>;
  machine: string;
  allMachines: string;
  language: string;
  allLanguages: string;
  from: string;
  to: string;
  /** The summary of the filters other than the search, folded away until one is set. */
  more: string;
  apply: string;
  clear: string;
}

const field = 'flex min-w-0 flex-col gap-1 text-sm font-medium';
const control = 'rounded-sm border border-steel-300 bg-white px-3 py-2 font-normal';

/**
 * The inbox's search and filters: a GET form, so that a view is in the URL (to bookmark, send, or export), works
 * without JavaScript and starts again at the first page.
 */
export function InboxFilters(props: {
  filters: Filters;
  machines: { id: number; name: string }[];
  labels: InboxFiltersLabels;
}) {
  const { filters, machines, labels } = props;
  const filtered = Object.entries(filters).some(
    ([name, value]) => name !== 'page' && value !== undefined && value !== '',
  );
  // The filters other than the search stay folded away until one of them is set.
  const narrowed = Object.entries(filters).some(
    ([name, value]) => !['page', 'q'].includes(name) && value !== undefined,
  );
  return (
    <form
      method="get"
      action="/admin/inbox"
      role="search"
      className="mt-6 rounded-sm border border-steel-100 bg-white p-4"
    >
      <div className={field}>
        <label htmlFor="inbox-q">{labels.search}</label>
        <input
          id="inbox-q"
          type="search"
          name="q"
          defaultValue={filters.q}
          maxLength={200}
          aria-describedby="inbox-search-hint"
          className={control}
        />
        <span id="inbox-search-hint" className="font-normal text-steel-700">
          {labels.searchHint}
        </span>
      </div>
      <details open={narrowed} className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-signal hover:text-anthracite">{labels.more}</summary>
        <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <div className={field}>
            <label htmlFor="inbox-state">{labels.state}</label>
            <select id="inbox-state" name="state" defaultValue={filters.state ?? ''} className={control}>
              <option value="">{labels.allStates}</option>
              {inboxStates.map((state) => (
                <option key={state} value={state}>
                  {labels.states[state]}
                </option>
              ))}
            </select>
          </div>
          <div className={field}>
            <label htmlFor="inbox-kind">{labels.kind}</label>
            <select id="inbox-kind" name="kind" defaultValue={filters.kind ?? ''} className={control}>
              <option value="">{labels.allKinds}</option>
              {inboxKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {labels.kinds[kind]}
                </option>
              ))}
            </select>
          </div>
          <div className={field}>
            <label htmlFor="inbox-machine">{labels.machine}</label>
            <select id="inbox-machine" name="machine" defaultValue={filters.machine ?? ''} className={control}>
              <option value="">{labels.allMachines}</option>
              {machines.map((machine) => (
                <option key={machine.id} value={machine.id}>
                  {machine.name}
                </option>
              ))}
            </select>
          </div>
          <div className={field}>
            <label htmlFor="inbox-language">{labels.language}</label>
            <select id="inbox-language" name="language" defaultValue={filters.language ?? ''} className={control}>
              <option value="">{labels.allLanguages}</option>
              {locales.map((locale: Locale) => (
                <option key={locale} value={locale}>
                  {languageNames[locale]}
                </option>
              ))}
            </select>
          </div>
          <div className={field}>
            <label htmlFor="inbox-from">{labels.from}</label>
            <input type="date" id="inbox-from" name="from" defaultValue={filters.from} className={control} />
          </div>
          <div className={field}>
            <label htmlFor="inbox-to">{labels.to}</label>
            <input type="date" id="inbox-to" name="to" defaultValue={filters.to} className={control} />
          </div>
        </div>
      </details>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="submit" className={buttonClass('dark', 'md')}>
          {labels.apply}
        </button>
        {filtered && (
          <Link href="/admin/inbox" className={buttonClass('outline', 'md')}>
            {labels.clear}
          </Link>
        )}
      </div>
    </form>
  );
}

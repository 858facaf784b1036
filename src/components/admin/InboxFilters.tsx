import { type Locale, languageNames, locales } from '@/i18n/locales';
import { type InboxFilters as Filters, inboxKinds, inboxStates } from '@/schemas/inbox';

import { ChoiceFilter, DateFilters, FilterForm, filterControl, filterField } from './FilterForm';

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

/**
 * The inbox's search and filters, in the URL (to bookmark, send, or export); the filters other than the search
 * stay folded away until one of them is set.
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
    <FilterForm action="/admin/inbox" filtered={filtered} labels={labels}>
      <div className={filterField}>
        <label htmlFor="inbox-q">{labels.search}</label>
        <input
          id="inbox-q"
          type="search"
          name="q"
          defaultValue={filters.q}
          maxLength={200}
          aria-describedby="inbox-search-hint"
          className={filterControl}
        />
        <span id="inbox-search-hint" className="font-normal text-steel-700">
          {labels.searchHint}
        </span>
      </div>
      <details open={narrowed} className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-signal hover:text-anthracite">{labels.more}</summary>
        <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <ChoiceFilter
            id="inbox-state"
            name="state"
            label={labels.state}
            all={labels.allStates}
            value={filters.state}
            options={inboxStates.map((state) => ({ value: state, label: labels.states[state] }))}
          />
          <ChoiceFilter
            id="inbox-kind"
            name="kind"
            label={labels.kind}
            all={labels.allKinds}
            value={filters.kind}
            options={inboxKinds.map((kind) => ({ value: kind, label: labels.kinds[kind] }))}
          />
          <ChoiceFilter
            id="inbox-machine"
            name="machine"
            label={labels.machine}
            all={labels.allMachines}
            value={filters.machine}
            options={machines.map((machine) => ({ value: machine.id, label: machine.name }))}
          />
          <ChoiceFilter
            id="inbox-language"
            name="language"
            label={labels.language}
            all={labels.allLanguages}
            value={filters.language}
            options={locales.map((locale: Locale) => ({ value: locale, label: languageNames[locale] }))}
          />
          <DateFilters idPrefix="inbox" from={filters.from} to={filters.to} labels={labels} />
        </div>
      </details>
    </FilterForm>
  );
}

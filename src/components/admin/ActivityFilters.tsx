import { type ActivityFilters as Filters, type ActivityKind, activityKinds } from '@/schemas/activity';

import { ChoiceFilter, DateFilters, FilterForm, filterControl, filterField } from './FilterForm';

export interface ActivityFiltersLabels {
  person: string;
  personHint: string;
  kind: string;
  allKinds: string;
  kinds: Record<ActivityKind, string>;
  from: string;
  to: string;
  apply: string;
  clear: string;
}

/**
 * The activity log's filters, in the URL; a view starts again at the newest entries. The person is typed (the
 * accounts are offered), so that a deleted account or a name tried at a failed sign-in can be looked up too.
 */
export function ActivityFilters(props: { filters: Filters; people: string[]; labels: ActivityFiltersLabels }) {
  const { filters, people, labels } = props;
  return (
    <FilterForm
      // A new form for other filters: a link to another view (a person's name, "Clear") shows that view's values.
      key={JSON.stringify(filters)}
      action="/admin/activity"
      filtered={Boolean(filters.user || filters.kind || filters.from || filters.to)}
      labels={labels}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className={filterField}>
          <label htmlFor="activity-user">{labels.person}</label>
          <input
            id="activity-user"
            name="user"
            defaultValue={filters.user}
            maxLength={100}
            list="activity-people"
            autoComplete="off"
            aria-describedby="activity-user-hint"
            className={filterControl}
          />
          <datalist id="activity-people">
            {people.map((person) => (
              <option key={person} value={person} />
            ))}
          </datalist>
          <span id="activity-user-hint" className="font-normal text-steel-700">
            {labels.personHint}
          </span>
        </div>
        <ChoiceFilter
          id="activity-kind"
          name="kind"
          label={labels.kind}
          all={labels.allKinds}
          value={filters.kind}
          options={activityKinds.map((kind) => ({ value: kind, label: labels.kinds[kind] }))}
        />
        <DateFilters idPrefix="activity" from={filters.from} to={filters.to} labels={labels} />
      </div>
    </FilterForm>
  );
}

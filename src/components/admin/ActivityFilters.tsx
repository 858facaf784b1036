import Link from 'next/link';

import { type ActivityFilters as Filters, type ActivityKind, activityKinds } from '@/schemas/activity';

import { buttonClass } from '../ui/button-class';

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

const field = 'flex min-w-0 flex-col gap-1 text-sm font-medium';
const control = 'rounded-sm border border-steel-300 bg-white px-3 py-2 font-normal';

/**
 * The activity log's filters: a GET form, so that a view is in the URL (to bookmark or send), works without
 * JavaScript and starts again at the newest entries. The person is typed (the accounts are offered), so that a
 * deleted account or a name tried at a failed sign-in can be looked up too.
 */
export function ActivityFilters(props: { filters: Filters; people: string[]; labels: ActivityFiltersLabels }) {
  const { filters, people, labels } = props;
  const filtered = Boolean(filters.user || filters.kind || filters.from || filters.to);
  return (
    <form
      // A new form for other filters: a link to another view (a person's name, "Clear") shows that view's values.
      key={JSON.stringify(filters)}
      method="get"
      action="/admin/activity"
      role="search"
      className="mt-6 rounded-sm border border-steel-100 bg-white p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className={field}>
          <label htmlFor="activity-user">{labels.person}</label>
          <input
            id="activity-user"
            name="user"
            defaultValue={filters.user}
            maxLength={100}
            list="activity-people"
            autoComplete="off"
            aria-describedby="activity-user-hint"
            className={control}
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
        <div className={field}>
          <label htmlFor="activity-kind">{labels.kind}</label>
          <select id="activity-kind" name="kind" defaultValue={filters.kind ?? ''} className={control}>
            <option value="">{labels.allKinds}</option>
            {activityKinds.map((kind) => (
              <option key={kind} value={kind}>
                {labels.kinds[kind]}
              </option>
            ))}
          </select>
        </div>
        <div className={field}>
          <label htmlFor="activity-from">{labels.from}</label>
          <input type="date" id="activity-from" name="from" defaultValue={filters.from} className={control} />
        </div>
        <div className={field}>
          <label htmlFor="activity-to">{labels.to}</label>
          <input type="date" id="activity-to" name="to" defaultValue={filters.to} className={control} />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="submit" className={buttonClass('dark', 'md')}>
          {labels.apply}
        </button>
        {filtered && (
          <Link href="/admin/activity" className={buttonClass('outline', 'md')}>
            {labels.clear}
          </Link>
        )}
      </div>
    </form>
  );
}

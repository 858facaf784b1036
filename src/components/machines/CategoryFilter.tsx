import { listingQuery, type RangeFilter } from '@/i18n/listing-address';

import { buttonClass } from '../ui/button-class';
import { FilterForm } from './FilterForm.client';
import { CategoryFields, type RangeField, RangeFields } from './FilterFields.client';

export interface CategoryChoice {
  id: number;
  name: string;
  /** How many machines the category has in the view. */
  count: number;
}

export interface CategoryFilterLabels {
  /** The panel's title: "Filter". */
  title: string;
  /** The categories' legend. */
  categories: string;
  /** The range inputs' labels. */
  min: string;
  max: string;
  /** What the closed panel says is chosen: "Presses, Stroke 100–500 mm" (or "All categories"). */
  summary: string;
  apply: string;
  clear: string;
}

/**
 * The listing's category filter: a panel that opens and closes (0.2 s, no script), one checkbox per category with
 * how many machines it has; any number checked, a machine of any of them shows, none checked shows every machine.
 * A GET form, so that it works without JavaScript and each choice has its own address. Below, a range (min, max)
 * per characteristic type the view's machines have; every count says how many machines the choice would leave
 * (the rows: FilterFields.client.tsx).
 */
export function CategoryFilter(props: {
  action: string;
  choices: CategoryChoice[];
  checked: readonly number[];
  /** The view's ranges, and the range inputs the panel offers. */
  ranges: readonly RangeFilter[];
  rangeFields: RangeField[];
  labels: CategoryFilterLabels;
}) {
  const checked = new Set(props.checked);
  const filtered = props.checked.length > 0 || props.ranges.length > 0;
  return (
    <details className="collapsible group/panel border-b border-steel-100 pb-4">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-2">
        <span>
          <span className="font-medium">{props.labels.title}</span>
          <span className="ml-2 text-sm text-steel-700">{props.labels.summary}</span>
        </span>
        <span aria-hidden="true" className="transition-transform duration-200 group-open/panel:rotate-90">
          ›
        </span>
      </summary>
      <FilterForm
        action={props.action}
        view={listingQuery({ categoryIds: props.checked, ranges: props.ranges, page: 1 })}
      >
        <fieldset className="mt-3">
          <legend className="text-sm font-medium">{props.labels.categories}</legend>
          <CategoryFields
            fields={props.choices.map((choice) => [choice.id, choice.name, choice.count, checked.has(choice.id)])}
          />
        </fieldset>
        {props.rangeFields.length > 0 && (
          <RangeFields fields={props.rangeFields} labels={[props.labels.min, props.labels.max]} />
        )}
        <div className="mt-3 flex items-center gap-4">
          <button type="submit" className={buttonClass('dark', 'sm', 'group-data-live:hidden')}>
            {props.labels.apply}
          </button>
          {filtered && (
            <a href={props.action} className="text-sm font-medium text-signal hover:text-anthracite">
              {props.labels.clear}
            </a>
          )}
        </div>
      </FilterForm>
    </details>
  );
}

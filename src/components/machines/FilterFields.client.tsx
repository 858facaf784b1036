'use client';

/**
 * The rows of the listing's filter, rendered here from compact tuples rather than by the server: a server
 * component's markup is in the page twice (its HTML and React's payload), the whole panel's some 15 KB. Their looks
 * are set once in the stylesheet (`filter-categories`, `filter-ranges` in theme.css), not on each element.
 */

/** A category: its id, name, how many machines of the view's ranges it has, whether the view checks it. */
export type CategoryField = [id: number, name: string, machines: number, checked: boolean];

/**
 * One checkbox per category, with its count; a category without machines is named, with its 0, but cannot be
 * checked: it would add nothing.
 */
export function CategoryFields({ fields }: { fields: CategoryField[] }) {
  return (
    <ul className="filter-categories grid gap-x-6 gap-y-1 text-sm tabular-nums sm:grid-cols-2 lg:grid-cols-3">
      {fields.map(([id, name, machines, checked]) => (
        <li key={id}>
          <label>
            <input
              type="checkbox"
              name="category"
              value={id}
              defaultChecked={checked}
              disabled={machines === 0 && !checked}
            />
            <span>{name}</span>
            <span>{machines}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}

/**
 * One range of the listing's filter, as compact as it can travel: the type's id, its title (`Stroke (mm)`), how
 * many machines of the view have a measure of it (its own range left out), the lowest and highest number the
 * inputs take, the range the view filters by ('' for an open bound), and the lowest and highest measure as the
 * language writes them (the placeholders).
 */
export type RangeField = [
  typeId: number,
  title: string,
  machines: number,
  min: string,
  max: string,
  valueMin: string,
  valueMax: string,
  heldMin: string,
  heldMax: string,
];

/**
 * The min and max inputs of each range. The browser refuses, before sending, a number outside `min`–`max`: a
 * range that would leave none is not offered.
 */
export function RangeFields({ fields, labels }: { fields: RangeField[]; labels: [min: string, max: string] }) {
  return (
    <div className="mt-4 filter-ranges grid gap-x-6 gap-y-4 text-sm tabular-nums sm:grid-cols-2 lg:grid-cols-3">
      {fields.map(([typeId, title, machines, min, max, ...shown]) => (
        <fieldset key={typeId}>
          <legend>
            {title}
            <span className="text-steel-700">{machines}</span>
          </legend>
          <div>
            {labels.map((label, end) => (
              <label key={label}>
                {label}
                <input
                  type="number"
                  step="any"
                  name={`t${typeId}.${end ? 'max' : 'min'}`}
                  defaultValue={shown[end] || undefined}
                  placeholder={shown[end + 2]}
                  min={min || undefined}
                  max={max || undefined}
                />
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

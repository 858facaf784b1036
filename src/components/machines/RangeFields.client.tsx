'use client';

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
 * The min and max inputs of each range. Rendered here from the tuples rather than by the server: a server
 * component's markup is in the page twice (its HTML and React's payload), ten ranges' worth of it some 15 KB.
 * The browser refuses, before sending, a number outside `min`–`max`: a range that would leave none is not offered.
 */
export function RangeFields({ fields, labels }: { fields: RangeField[]; labels: [min: string, max: string] }) {
  return (
    // The fields' looks: `filter-ranges` (theme.css), set once rather than on each element.
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
                  min={min}
                  max={max}
                />
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

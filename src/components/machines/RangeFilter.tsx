import { millionths } from '@/schemas/decimal';

/** One range of the listing's filter: a characteristic type, with a min and a max number input. */
export interface RangeChoice {
  typeId: number;
  name: string;
  symbol: string;
  /** How many machines of the view (its own range left out) have a measure of the type. */
  machines: number;
  /** The lowest and highest measure the view holds (decimal texts), null when it holds none. */
  min: string | null;
  max: string | null;
  /** The same, as the language writes them (`2’500`): the inputs' placeholders. */
  held: { min: string; max: string };
  /** The range the view filters by ('' for an open bound). */
  value: { min: string; max: string };
  /** What the closed panel says of it: `Stroke 100–500 mm`. */
  summary: string;
}

const inputClass = 'h-11 w-full min-w-0 rounded border border-steel-300 px-2';

/**
 * The min and max inputs of a range, their placeholders the lowest and highest measure the view holds. The browser
 * refuses, before sending, a number outside them (the view's own bounds stay allowed): a range that would leave
 * no machine is not offered. Kept small: each element is in the page twice (its HTML and React's payload).
 */
export function RangeFilter({ choice, labels }: { choice: RangeChoice; labels: { min: string; max: string } }) {
  const lowest = [choice.min, choice.value.min || null].filter((value) => value !== null);
  const highest = [choice.max, choice.value.max || null].filter((value) => value !== null);
  const bound = (values: string[], lower: boolean) =>
    values.length === 0 ? undefined : values.reduce((a, b) => (millionths(a) < millionths(b) === lower ? a : b));
  const limits = { min: bound(lowest, true), max: bound(highest, false) };
  const input = (end: 'min' | 'max') => (
    <label className="flex-1 text-xs">
      {labels[end]}
      <input
        type="number"
        step="any"
        name={`t${choice.typeId}.${end}`}
        defaultValue={choice.value[end]}
        placeholder={choice.held[end]}
        {...limits}
        className={inputClass}
      />
    </label>
  );
  return (
    <fieldset className="text-sm tabular-nums">
      <legend className="flex w-full justify-between font-medium">
        {`${choice.name} (${choice.symbol})`}
        <span className="text-steel-700">{choice.machines}</span>
      </legend>
      <div className="flex gap-2">
        {input('min')}
        {input('max')}
      </div>
    </fieldset>
  );
}

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
  /** The same, as the language writes it: `100–2’500 mm`. */
  held: string;
  /** The range the view filters by ('' for an open bound). */
  value: { min: string; max: string };
  /** What the closed panel says of it: `Stroke 100–500 mm`. */
  summary: string;
}

const inputClass =
  'min-h-11 w-full min-w-0 rounded border border-steel-300 bg-white px-2 tabular-nums focus:border-anthracite';

/**
 * The min and max inputs of a range. The browser refuses, before sending, a number outside what the view holds
 * (and the form's own typed value stays allowed): a range that would leave no machine is not offered.
 */
export function RangeFilter({ choice, labels }: { choice: RangeChoice; labels: { min: string; max: string } }) {
  const lowest = [choice.min, choice.value.min || null].filter((value) => value !== null);
  const highest = [choice.max, choice.value.max || null].filter((value) => value !== null);
  const bound = (values: string[], lower: boolean) =>
    values.length === 0 ? undefined : values.reduce((a, b) => (millionths(a) < millionths(b) === lower ? a : b));
  const limits = { min: bound(lowest, true), max: bound(highest, false) };
  const input = (end: 'min' | 'max') => (
    <label className="flex flex-1 flex-col text-xs text-steel-700">
      {labels[end]}
      <input
        type="number"
        inputMode="decimal"
        step="any"
        name={`t${choice.typeId}.${end}`}
        data-field={`t${choice.typeId}.${end}`}
        defaultValue={choice.value[end]}
        placeholder={choice[end] ?? undefined}
        {...limits}
        className={inputClass}
      />
    </label>
  );
  return (
    <fieldset className="text-sm">
      <legend className="flex w-full justify-between gap-3 font-medium">
        <span>
          {choice.name} <span className="font-normal text-steel-700">({choice.symbol})</span>
        </span>
        <span className="font-normal text-steel-700 tabular-nums">{choice.machines}</span>
      </legend>
      <div className="mt-1 flex items-end gap-2">
        {input('min')}
        <span aria-hidden="true" className="pb-3">
          –
        </span>
        {input('max')}
      </div>
      <p className="mt-1 text-xs text-steel-700 tabular-nums">{choice.held}</p>
    </fieldset>
  );
}

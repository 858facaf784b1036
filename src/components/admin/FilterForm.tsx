import Link from 'next/link';
import type { ReactNode } from 'react';

import { buttonClass } from '../ui/button-class';

/** The back office's filter forms (inbox, activity): a field, its label and its controls' look. */
export const filterField = 'flex min-w-0 flex-col gap-1 text-sm font-medium';
export const filterControl = 'rounded-sm border border-steel-300 bg-white px-3 py-2 font-normal';

/**
 * A back-office list's filters: a GET form, so that a view is in the URL (to bookmark, send or export), works
 * without JavaScript and starts again at the first page; "Apply", and "Clear" back to `action` once filtered.
 */
export function FilterForm(props: {
  action: string;
  filtered: boolean;
  labels: { apply: string; clear: string };
  children: ReactNode;
}) {
  const { action, filtered, labels, children } = props;
  return (
    <form method="get" action={action} role="search" className="mt-6 rounded-sm border border-steel-100 bg-white p-4">
      {children}
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="submit" className={buttonClass('dark', 'md')}>
          {labels.apply}
        </button>
        {filtered && (
          <Link href={action} className={buttonClass('outline', 'md')}>
            {labels.clear}
          </Link>
        )}
      </div>
    </form>
  );
}

/** A choice among `options`, or all of them (the empty value). */
export function ChoiceFilter(props: {
  id: string;
  name: string;
  label: string;
  all: string;
  value: string | number | undefined;
  options: { value: string | number; label: string }[];
}) {
  const { id, name, label, all, value, options } = props;
  return (
    <div className={filterField}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ''} className={filterControl}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** From and to: two dates, each optional. */
export function DateFilters(props: {
  idPrefix: string;
  from: string | undefined;
  to: string | undefined;
  labels: { from: string; to: string };
}) {
  const { idPrefix, from, to, labels } = props;
  return (
    <>
      <div className={filterField}>
        <label htmlFor={`${idPrefix}-from`}>{labels.from}</label>
        <input type="date" id={`${idPrefix}-from`} name="from" defaultValue={from} className={filterControl} />
      </div>
      <div className={filterField}>
        <label htmlFor={`${idPrefix}-to`}>{labels.to}</label>
        <input type="date" id={`${idPrefix}-to`} name="to" defaultValue={to} className={filterControl} />
      </div>
    </>
  );
}

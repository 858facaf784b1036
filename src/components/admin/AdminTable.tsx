import type { ReactNode } from 'react';

export interface AdminColumn {
  label: string;
  /** Named for screen readers only (the drag handles' column). */
  hidden?: boolean;
  className?: string;
}

/**
 * A list of the back office as a table: it scrolls inside its own box on a phone, with a shadow on the side where
 * more is hidden, and says `empty` when there is nothing. `children` are its rows. The box is a container, so
 * that a row opened for editing can be as wide as the visible box (see MachineItemRow).
 */
export function AdminTable(props: {
  columns: AdminColumn[];
  empty: string;
  isEmpty: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`@container relative overflow-x-auto rounded-sm border border-steel-100 scroll-shadows ${props.className ?? 'mt-4'}`}
    >
      <table className="w-full text-left text-sm">
        <thead className="border-b border-steel-300">
          <tr>
            {props.columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                className={`py-2 font-semibold ${column.hidden ? 'w-10 px-1' : 'px-3'} ${column.className ?? ''}`}
              >
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-steel-100">{props.children}</tbody>
      </table>
      {props.isEmpty && <p className="px-3 py-6 text-steel-700">{props.empty}</p>}
    </div>
  );
}

/** The first column of a table whose rows are reordered by a drag handle. */
export const handleColumn = (label: string): AdminColumn => ({ label, hidden: true });

import Link from 'next/link';

import { ClickableRow } from './ClickableRow.client';

export interface MachineRow {
  id: number;
  name: string;
  /** Its categories' names, joined with ' - '. */
  categories: string;
}

/** The machines list: a click anywhere on a row opens the machine; the name is a real link for the keyboard. */
export function MachineTable({ machines, labels }: { machines: MachineRow[]; labels: { name: string; categories: string; empty: string } }) {
  return (
    <div className="mt-6 overflow-x-auto rounded-sm border border-steel-100 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-steel-300">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {labels.name}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {labels.categories}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-steel-100">
          {machines.map((machine) => (
            <ClickableRow key={machine.id} href={`/admin/machine/${machine.id}`}>
              <td className="px-3 py-2.5">
                <Link href={`/admin/machine/${machine.id}`} className="font-medium text-anthracite underline-offset-2 hover:text-signal hover:underline">
                  {machine.name}
                </Link>
              </td>
              <td className="px-3 py-2.5 text-steel-700">{machine.categories}</td>
            </ClickableRow>
          ))}
        </tbody>
      </table>
      {machines.length === 0 && <p className="px-3 py-6 text-steel-700">{labels.empty}</p>}
    </div>
  );
}

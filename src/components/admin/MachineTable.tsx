import Link from 'next/link';

import { AdminTable } from './AdminTable';
import { ClickableRow } from './ClickableRow.client';

export interface MachineRow {
  id: number;
  name: string;
  /** Its categories' names, joined with ' - '. */
  categories: string;
}

/** The machines list: a click anywhere on a row opens the machine; the name is a real link for the keyboard. */
export function MachineTable({
  machines,
  labels,
}: {
  machines: MachineRow[];
  labels: { name: string; categories: string; empty: string };
}) {
  return (
    <AdminTable
      className="mt-6"
      columns={[{ label: labels.name }, { label: labels.categories }]}
      empty={labels.empty}
      isEmpty={machines.length === 0}
    >
      {machines.map((machine) => (
        <ClickableRow key={machine.id} href={`/admin/machine/${machine.id}`}>
          <td className="px-3 py-2.5">
            <Link
              href={`/admin/machine/${machine.id}`}
              className="font-medium text-anthracite underline-offset-2 hover:text-signal hover:underline"
            >
              {machine.name}
            </Link>
          </td>
          <td className="px-3 py-2.5 text-steel-700">{machine.categories}</td>
        </ClickableRow>
      ))}
    </AdminTable>
  );
}

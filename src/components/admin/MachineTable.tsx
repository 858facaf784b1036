import Link from 'next/link';
import type { ReactNode } from 'react';

import { AdminTable } from './AdminTable';
import { ClickableRow } from './ClickableRow.client';

export interface MachineRow {
  id: number;
  name: string;
  /** Its categories' names, joined with ' - '. */
  categories: string;
  /** Its first picture, as a small thumbnail; null when it has none (or only a video). */
  thumbnail: string | null;
  /** What it still lacks, in words: no picture, no category, the languages its texts are missing in. */
  lacks: string[];
  /** Where it stands when not simply published (PublicationBadges). */
  publication?: ReactNode;
}

/**
 * The machines list: each machine's first picture, name and categories, and what it still lacks; a click anywhere
 * on a row opens the machine; the name is a real link for the keyboard.
 */
export function MachineTable({
  machines,
  labels,
}: {
  machines: MachineRow[];
  labels: { picture: string; name: string; categories: string; lacks: string; empty: string };
}) {
  return (
    <AdminTable
      className="mt-6"
      columns={[
        { label: labels.picture, className: 'w-16' },
        { label: labels.name },
        { label: labels.categories, className: 'hidden sm:table-cell' },
        { label: labels.lacks },
      ]}
      empty={labels.empty}
      isEmpty={machines.length === 0}
    >
      {machines.map((machine) => (
        <ClickableRow key={machine.id} href={`/admin/machine/${machine.id}`}>
          <td className="px-3 py-2">
            {machine.thumbnail ? (
              // A thumbnail of the list, the media route's smallest size: the decorative copy of a picture the machine's
              // screen describes.
              // eslint-disable-next-line @next/next/no-img-element -- one fixed size, nothing for next/image to choose
              <img
                src={machine.thumbnail}
                alt=""
                width={48}
                height={36}
                loading="lazy"
                className="h-9 w-12 rounded-sm bg-steel-100 object-cover"
              />
            ) : (
              <span aria-hidden="true" className="block h-9 w-12 rounded-sm border border-dashed border-steel-300" />
            )}
          </td>
          <td className="px-3 py-2.5">
            <Link
              href={`/admin/machine/${machine.id}`}
              className="font-medium [overflow-wrap:anywhere] text-anthracite underline-offset-2 hover:text-signal hover:underline"
            >
              {machine.name}
            </Link>
            {machine.publication}
          </td>
          <td className="hidden px-3 py-2.5 text-steel-700 sm:table-cell">{machine.categories}</td>
          <td className="px-3 py-2.5">
            {machine.lacks.length > 0 && (
              <ul className="flex flex-wrap gap-1">
                {machine.lacks.map((lack) => (
                  <li key={lack} className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                    {lack}
                  </li>
                ))}
              </ul>
            )}
          </td>
        </ClickableRow>
      ))}
    </AdminTable>
  );
}

import Link from 'next/link';

import type { InboxState } from '@/schemas/inbox';

import { AdminTable } from './AdminTable';
import { ClickableRow } from './ClickableRow.client';
import { badgeClass, inboxStateBadge } from './inbox-state';

export interface InboxRow {
  id: number;
  state: InboxState;
  /** Translated. */
  stateLabel: string;
  /** "Spam check not done", translated, for a request sent without the proof-of-work; else undefined. */
  unchecked?: string;
  kind: string;
  name: string;
  entreprise: string | null;
  email: string | null;
  /** Formatted on the server. */
  received: string;
  receivedIso: string;
  /** `2 × Press 400`, one per machine. */
  machines: string[];
}

/** The inbox's list: a click anywhere on a row opens the request; the sender's name is the real link. */
export function InboxTable(props: {
  rows: InboxRow[];
  labels: { sender: string; state: string; kind: string; received: string; machines: string; empty: string };
}) {
  const { rows, labels } = props;
  return (
    <AdminTable
      className="mt-4"
      columns={[
        { label: labels.sender, className: 'min-w-48' },
        { label: labels.state },
        { label: labels.kind },
        { label: labels.received },
        { label: labels.machines, className: 'min-w-40' },
      ]}
      empty={labels.empty}
      isEmpty={rows.length === 0}
    >
      {rows.map((row) => (
        <ClickableRow key={row.id} href={`/admin/inbox/${row.id}`}>
          <td className="px-3 py-2.5 [overflow-wrap:anywhere]">
            <Link
              href={`/admin/inbox/${row.id}`}
              className={`text-anthracite underline-offset-2 hover:text-signal hover:underline ${row.state === 'new' ? 'font-semibold' : 'font-medium'}`}
            >
              {row.name}
            </Link>
            {(row.entreprise || row.email) && (
              <span className="block text-xs text-steel-700">
                {[row.entreprise, row.email].filter(Boolean).join(' · ')}
              </span>
            )}
          </td>
          <td className="px-3 py-2.5">
            <span className={`${badgeClass} ${inboxStateBadge[row.state]}`}>{row.stateLabel}</span>
            {row.unchecked && <span className={`${badgeClass} ml-1 bg-orange-100 text-signal`}>{row.unchecked}</span>}
          </td>
          <td className="px-3 py-2.5 whitespace-nowrap">{row.kind}</td>
          <td className="px-3 py-2.5 whitespace-nowrap text-steel-700 tabular-nums">
            <time dateTime={row.receivedIso}>{row.received}</time>
          </td>
          <td className="px-3 py-2.5 text-steel-700">{row.machines.join(', ')}</td>
        </ClickableRow>
      ))}
    </AdminTable>
  );
}

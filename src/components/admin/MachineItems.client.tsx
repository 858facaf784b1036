'use client';

import { useId } from 'react';

import { reorderMachineItemsAction } from '@/app/(admin)/admin/_actions/machines';
import type { Locale } from '@/i18n/locales';
import { machineItemKinds } from '@/schemas/machine';

import { AdminTable, handleColumn } from './AdminTable';
import { useAdminAction } from './ErrorLine.client';
import { MachineItemAddForm } from './MachineItemAddForm.client';
import { MachineItemRow } from './MachineItemRow.client';
import { type MachineItem, type MachineItemKind, type MachineItemsLabels } from './machine-items';
import { SortableList } from './SortableList.client';

export type { MachineItem, MachineItemKind, MachineItemsLabels } from './machine-items';

/**
 * The advantages, the options or the technical characteristics of a machine (one component, three uses): the
 * add form, then the items in priority order, each with its priority, Edit and Delete, moved by dragging.
 */
export function MachineItems(props: {
  kind: MachineItemKind;
  machineId: number;
  items: MachineItem[];
  locale: Locale;
  labels: MachineItemsLabels;
}) {
  const { kind, machineId, items, labels } = props;
  const headingId = useId();
  const { run } = useAdminAction();
  const fields = machineItemKinds[kind].fields;

  function reorder(ids: number[]) {
    run(() => reorderMachineItemsAction({ kind, machineId, ids }));
  }

  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="text-lg font-semibold">
        {labels.title}
      </h2>
      <AdminTable
        columns={[
          handleColumn(labels.order),
          ...fields.map((field) => ({ label: labels.fields[field] ?? field })),
          { label: labels.priority },
          { label: labels.actions },
        ]}
        empty={labels.empty}
        isEmpty={items.length === 0}
      >
        <SortableList items={items} itemName={(item) => String(item[fields[0]])} onReorder={reorder}>
          {(item, sortable) => (
            // A new key after each reload, so that the row starts again from the saved values.
            <MachineItemRow
              key={JSON.stringify(item)}
              kind={kind}
              machineId={machineId}
              item={item}
              locale={props.locale}
              labels={labels}
              sortable={sortable}
            />
          )}
        </SortableList>
      </AdminTable>
      <div className="mt-4">
        <MachineItemAddForm kind={kind} machineId={machineId} locale={props.locale} labels={labels} />
      </div>
    </section>
  );
}

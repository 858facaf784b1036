'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useId } from 'react';

import { reorderMachineItemsAction } from '@/app/(admin)/admin/_actions/machines';
import type { Locale } from '@/i18n/locales';
import { machineItemKinds } from '@/schemas/machine';

import { AdminTable, handleColumn } from './AdminTable';
import { useAdminAction } from './ErrorLine.client';
import { useLatestVersion } from './ItemVersion.client';
import { MachineItemAddForm } from './MachineItemAddForm.client';
import { useMayManage } from './TranslationEditing.client';
import { MachineItemRow } from './MachineItemRow.client';
import { type MachineItem, type MachineItemKind } from './machine-items';
import { SortableList } from './SortableList.client';
import { StatusLine, useStatus } from './StatusLine.client';

export type { MachineItem, MachineItemKind } from './machine-items';

/**
 * The advantages, the options or the technical characteristics of a machine (one component, three uses): the
 * items in priority order, each with its priority, Edit and Delete, moved by dragging, then the add form. What a
 * save or an addition did is said on the line between the two.
 */
export function MachineItems(props: {
  kind: MachineItemKind;
  machineId: number;
  items: MachineItem[];
  locale: Locale;
  /** Another way to add one, under the add form (a measured technical characteristic). */
  children?: ReactNode;
}) {
  const { kind, machineId, items } = props;
  const manage = useMayManage();
  const t = useTranslations('AdminMachineItems');
  const headingId = useId();
  const status = useStatus();
  const { run } = useAdminAction({ status });
  const fields = machineItemKinds[kind].fields;
  // The order shown is always the latest render's.
  const version = useLatestVersion();

  function reorder(ids: number[]) {
    run(() => reorderMachineItemsAction({ kind, machineId, ids, version }));
  }

  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="text-lg font-semibold">
        {t(`${kind}.title`)}
      </h2>
      <AdminTable
        columns={[
          handleColumn(t('order')),
          ...fields.map((field) => ({ label: t(`fields.${field}`) })),
          { label: t('priority') },
          { label: t('actions') },
        ]}
        empty={t(`${kind}.empty`)}
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
              status={status}
              sortable={sortable}
            />
          )}
        </SortableList>
      </AdminTable>
      <StatusLine status={status} className="mt-3" />
      {manage && (
        <div className="mt-4">
          <MachineItemAddForm kind={kind} machineId={machineId} locale={props.locale} status={status} />
          {props.children}
        </div>
      )}
    </section>
  );
}

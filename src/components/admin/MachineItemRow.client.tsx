'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { deleteMachineItemAction, updateMachineItemAction } from '@/app/(admin)/admin/_actions/machines';
import type { Locale } from '@/i18n/locales';
import { priority as prioritySchema } from '@/schemas/fields';
import { machineItemKinds } from '@/schemas/machine';

import { Button } from '../ui/Button';
import { useAdminAction } from './ErrorLine.client';
import { useItemEdit } from './ItemVersion.client';
import { useMayManage } from './TranslationEditing.client';
import { MachineItemEditor } from './MachineItemEditor.client';
import { type MachineItem, type MachineItemKind } from './machine-items';
import type { SortableItemProps } from './SortableList.client';
import type { Status } from './StatusLine.client';
import { shortened } from './shortened';
import { useLeaveWarning } from './LeaveWarning.client';

/**
 * One item in the table: its text in the admin's language, its priority edited in place, Edit and Delete (after a
 * confirmation that names it: its name, or the start of an advantage's description). Saves are said on `status`.
 */
export function MachineItemRow(props: {
  kind: MachineItemKind;
  machineId: number;
  item: MachineItem;
  locale: Locale;
  status: Status;
  sortable: SortableItemProps;
}) {
  const { kind, machineId, item, status } = props;
  const manage = useMayManage();
  const t = useTranslations('AdminMachineItems');
  const { attach, style, handle, dragging } = props.sortable;
  const { run, pending } = useAdminAction({ status });
  const [priority, setPriority] = useState(String(item.priority));
  const [priorityInvalid, setPriorityInvalid] = useState(false);
  // Shown from this render of the item (a new one starts the row again): its version, and its texts a colleague's
  // change refused, which open the editor again after the Reload.
  const edit = useItemEdit(`${kind}.${item.id}`);
  const [editing, setEditing] = useState(edit.kept !== undefined);
  const fields = machineItemKinds[kind].fields;
  const name = String(item[fields[0]]);
  const priorityDirty = priority !== String(item.priority);
  useLeaveWarning(priorityDirty);

  function savePriority() {
    const parsed = prioritySchema.safeParse(priority);
    setPriorityInvalid(!parsed.success || priority.trim() === '');
    if (!parsed.success || priority.trim() === '') return;
    run(
      () =>
        updateMachineItemAction({
          kind,
          machineId,
          itemId: item.id,
          changes: { priority: parsed.data },
          version: edit.version,
        }),
      () => status.say(t('saved')),
    );
  }

  function remove() {
    if (window.confirm(t(`${kind}.confirmDelete`, { name: shortened(name, 60) })))
      run(() => deleteMachineItemAction({ kind, machineId, itemId: item.id, version: edit.version }));
  }

  return (
    <tr
      ref={attach}
      style={style}
      className={dragging ? 'bg-steel-50 shadow-md' : priorityDirty ? 'bg-orange-50' : undefined}
    >
      <td className="w-10 px-1 py-2 align-top">{handle}</td>
      {editing ? (
        <td colSpan={fields.length + 2} className="px-3 py-3">
          {/* As wide as the visible part of the table, and kept there when the table scrolls sideways on a phone. */}
          <div className="sticky left-3 w-[calc(100cqw-4.5rem)]">
            <MachineItemEditor
              kind={kind}
              machineId={machineId}
              item={item}
              locale={props.locale}
              status={status}
              onClose={() => setEditing(false)}
            />
          </div>
        </td>
      ) : (
        <>
          {fields.map((field) => (
            <td key={field} className="min-w-40 px-3 py-2 align-top whitespace-pre-line">
              {String(item[field])}
            </td>
          ))}
          <td className="px-3 py-2 align-top">
            <input
              type="number"
              step={1}
              value={priority}
              aria-label={`${t('priority')}, ${name}`}
              aria-invalid={priorityInvalid ? true : undefined}
              onChange={(event) => setPriority(event.target.value)}
              onKeyDown={(event) => event.key === 'Enter' && priorityDirty && savePriority()}
              className="w-20 rounded-sm border border-steel-300 bg-white px-2 py-1.5 aria-invalid:border-signal"
            />
            {priorityInvalid && (
              <p role="alert" className="mt-1 text-xs text-signal">
                {t('wholeNumber')}
              </p>
            )}
          </td>
          <td className="px-3 py-2 align-top whitespace-nowrap">
            <Button
              variant="dark"
              size="sm"
              onClick={savePriority}
              disabled={!priorityDirty || pending}
              className="mr-2"
            >
              {t('save')}
            </Button>
            <Button
              variant="outlineDark"
              size="sm"
              onClick={() => setEditing(true)}
              disabled={pending}
              className="mr-2"
            >
              {t('edit')}
            </Button>
            {manage && (
              <Button variant="danger" size="sm" onClick={remove} disabled={pending}>
                {t('delete')}
              </Button>
            )}
          </td>
        </>
      )}
    </tr>
  );
}

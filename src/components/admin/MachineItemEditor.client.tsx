'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';

import { updateMachineItemAction } from '@/app/(admin)/admin/_actions/machines';
import { type Locale, locales } from '@/i18n/locales';
import { machineItemKinds } from '@/schemas/machine';

import { Button } from '../ui/Button';
import { useAdminAction } from './ErrorLine.client';
import { useItemEdit } from './ItemVersion.client';
import { LocalizedInputs } from './LocalizedInputs.client';
import {
  localizedFieldsOf,
  machineItemResolver,
  type MachineItem,
  type MachineItemKind,
  translatableKindOf,
} from './machine-items';
import { useFormDraft } from './FormDrafts.client';
import type { Status } from './StatusLine.client';

/** An item's five languages opened in its row: Save sends only the changed fields (said on `status`), Cancel forgets them. */
export function MachineItemEditor(props: {
  kind: MachineItemKind;
  machineId: number;
  item: MachineItem;
  locale: Locale;
  status: Status;
  onClose: () => void;
}) {
  const { kind, machineId, item, status } = props;
  const t = useTranslations('AdminMachineItems');
  const { run, pending } = useAdminAction({ status });
  const names = machineItemKinds[kind].fields.flatMap((field) => locales.map((language) => `${field}_${language}`));
  const form = useForm({
    resolver: machineItemResolver(kind, 'update'),
    defaultValues: Object.fromEntries(names.map((name) => [name, String(item[name] ?? '')])),
  });
  const edit = useItemEdit(`${kind}.${item.id}`, {
    onReload: () => form.reset(Object.fromEntries(names.map((name) => [name, String(item[name] ?? '')]))),
  });
  const dirty = form.formState.isDirty;
  // Opened by Edit: the keyboard goes on in the first field.
  const { setFocus } = form;
  useEffect(() => setFocus(names.find((name) => name.endsWith(`_${props.locale}`))!), [setFocus]); // eslint-disable-line react-hooks/exhaustive-deps
  useFormDraft(form, `${kind}-${item.id}`, { dirty });

  const submit = form.handleSubmit((values) => {
    const changes = Object.fromEntries(
      names.filter((name) => form.formState.dirtyFields[name]).map((name) => [name, values[name]]),
    );
    if (Object.keys(changes).length === 0) return close();
    run(
      () => updateMachineItemAction({ kind, machineId, itemId: item.id, changes, version: edit.version }),
      () => {
        status.say(t('saved'));
        close();
      },
      edit.refused(changes),
    );
  });

  function close() {
    edit.forget();
    props.onClose();
  }

  return (
    <form onSubmit={submit} noValidate>
      <LocalizedInputs
        locale={props.locale}
        fields={localizedFieldsOf(kind, (field) => t(`fields.${field}`))}
        register={form.register}
        formState={form.formState}
        item={{ kind: translatableKindOf[kind], id: item.id }}
        form={form}
        kept={edit.kept}
      />
      <div className="mt-4 flex gap-2">
        <Button type="submit" variant="dark" size="sm" disabled={!dirty || pending}>
          {t('save')}
        </Button>
        <Button variant="outline" size="sm" onClick={close}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTransition } from 'react';
import { useForm } from 'react-hook-form';

import { addMachineItemAction } from '@/app/(admin)/admin/_actions/machines';
import { type Locale, locales } from '@/i18n/locales';

import { unreachable, useErrorLine } from './ErrorLine.client';
import { LocalizedInputs } from './LanguageTabs.client';
import { itemKinds, localizedFieldsOf, type MachineItemKind, type MachineItemsLabels } from './machine-items';
import { useLeaveWarning } from './LeaveWarning.client';

type Values = Record<string, string>;

/** A new advantage, option or technical characteristic: every field in every language is required. */
export function MachineItemAddForm(props: {
  kind: MachineItemKind;
  machineId: number;
  locale: Locale;
  labels: MachineItemsLabels;
}) {
  const { kind, machineId, labels } = props;
  const settle = useErrorLine();
  const [pending, startTransition] = useTransition();
  const empty = Object.fromEntries(
    itemKinds[kind].fields.flatMap((field) => locales.map((language) => [`${field}_${language}`, ''])),
  );
  const form = useForm<Values>({ resolver: zodResolver(itemKinds[kind].create) as never, defaultValues: empty });
  useLeaveWarning(form.formState.isDirty);

  const submit = form.handleSubmit((values) =>
    startTransition(async () => {
      const result = await addMachineItemAction({ kind, machineId, values }).catch(() => unreachable);
      if (settle(result)) form.reset(empty);
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="rounded-sm border border-steel-100 bg-white p-4">
      <LocalizedInputs
        locale={props.locale}
        fields={localizedFieldsOf(kind, labels)}
        register={form.register}
        errors={form.formState.errors}
        labels={labels.tabs}
      />
      <button
        type="submit"
        disabled={pending}
        className="mt-4 rounded-sm bg-signal px-4 py-2 font-medium text-white hover:bg-anthracite disabled:opacity-60"
      >
        {labels.add}
      </button>
    </form>
  );
}

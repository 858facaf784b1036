'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { useForm } from 'react-hook-form';

import { deleteMachineAction, updateMachineAction } from '@/app/(admin)/admin/_actions/machines';
import type { Locale } from '@/i18n/locales';
import { type MachineCreate, machineUpdateSchema } from '@/schemas/machine';

import { unreachable, useErrorLine } from './ErrorLine.client';
import { type LanguageTabsLabels, LocalizedInputs } from './LanguageTabs.client';
import { type MachineFieldLabels, machineFields } from './MachineCreateForm.client';
import { useLeaveWarning } from './LeaveWarning.client';

export interface MachineEditLabels {
  fields: MachineFieldLabels;
  save: string;
  delete: string;
  confirmDelete: string;
  tabs: LanguageTabsLabels;
}

/** The machine's 15 fields edited in place: Save sends only what changed; Delete Machine asks first. */
export function MachineEditForm(props: {
  id: number;
  values: MachineCreate;
  locale: Locale;
  labels: MachineEditLabels;
}) {
  const { id, labels } = props;
  const router = useRouter();
  const settle = useErrorLine();
  const [pending, startTransition] = useTransition();
  const form = useForm<MachineCreate>({
    resolver: zodResolver(machineUpdateSchema) as never,
    defaultValues: props.values,
  });
  const dirty = form.formState.isDirty;
  useLeaveWarning(dirty);

  const submit = form.handleSubmit((values) => {
    const changed = Object.keys(form.formState.dirtyFields) as (keyof MachineCreate)[];
    const changes = Object.fromEntries(changed.map((field) => [field, values[field]]));
    // Enter in a field with nothing changed: nothing to send.
    if (changed.length === 0) return;
    startTransition(async () => {
      // The page reloads with the saved values (the form is keyed on them).
      settle(await updateMachineAction({ id, changes }).catch(() => unreachable));
    });
  });

  function remove() {
    if (!window.confirm(labels.confirmDelete)) return;
    startTransition(async () => {
      const result = await deleteMachineAction({ id }).catch(() => unreachable);
      if (result.ok) router.push('/admin/machine');
      else settle(result);
    });
  }

  return (
    <form onSubmit={submit} noValidate className="rounded-sm border border-steel-100 bg-white p-4 sm:p-6">
      <LocalizedInputs
        locale={props.locale}
        fields={machineFields(labels.fields)}
        register={form.register}
        errors={form.formState.errors}
        labels={labels.tabs}
      />
      <div className="mt-6 flex flex-wrap justify-between gap-3">
        <button
          type="submit"
          disabled={!dirty || pending}
          className="rounded-sm bg-signal px-5 py-2 font-medium text-white hover:bg-anthracite disabled:opacity-50"
        >
          {labels.save}
        </button>
        <button
          type="button"
          onClick={remove}
          disabled={pending}
          className="rounded-sm border border-red-700 px-5 py-2 font-medium text-red-700 hover:bg-red-700 hover:text-white"
        >
          {labels.delete}
        </button>
      </div>
    </form>
  );
}

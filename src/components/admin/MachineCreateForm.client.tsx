'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';

import { createMachineAction } from '@/app/(admin)/admin/_actions/machines';
import type { ActionError, ActionResult } from '@/schemas/action-result';
import { type Locale, locales } from '@/i18n/locales';
import { type MachineCreate, machineCreateSchema } from '@/schemas/machine';

import { type LanguageTabsLabels, LocalizedInputs } from './LanguageTabs.client';
import { useLeaveWarning } from './LeaveWarning.client';

export interface MachineFieldLabels {
  name: string;
  description: string;
  metadescription: string;
}

export interface MachineCreateLabels {
  fields: MachineFieldLabels;
  submit: string;
  created: string;
  tabs: LanguageTabsLabels;
  errors: Record<ActionError, string>;
}

/** The machine's 15 localized fields, as LocalizedInputs lays them out. */
export function machineFields(labels: MachineFieldLabels) {
  return [
    { field: 'name', label: labels.name },
    { field: 'description', label: labels.description, multiline: true },
    { field: 'metadescription', label: labels.metadescription },
  ];
}

const empty = Object.fromEntries(
  ['name', 'description', 'metadescription'].flatMap((field) =>
    locales.map((language) => [`${field}_${language}`, '']),
  ),
) as MachineCreate;

/** A new machine: its names (required), descriptions and meta descriptions in five languages. */
export function MachineCreateForm({ locale, labels }: { locale: Locale; labels: MachineCreateLabels }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [status, setStatus] = useState<{ error: ActionError } | { created: true } | null>(null);
  const form = useForm<MachineCreate>({ resolver: zodResolver(machineCreateSchema) as never, defaultValues: empty });
  useLeaveWarning(form.formState.isDirty);

  const submit = form.handleSubmit((values) =>
    startTransition(async () => {
      const result: ActionResult<unknown> = await createMachineAction(values).catch(
        () => ({ ok: false, error: 'unexpected' }) as const,
      );
      if (!result.ok) return setStatus({ error: result.error });
      setStatus({ created: true });
      form.reset(empty);
      router.refresh();
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="mt-4 rounded-sm border border-steel-100 bg-white p-4 sm:p-6">
      <LocalizedInputs
        locale={locale}
        fields={machineFields(labels.fields)}
        register={form.register}
        errors={form.formState.errors}
        labels={labels.tabs}
      />
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <button
          type="submit"
          disabled={pending}
          className="rounded-sm bg-signal px-5 py-2 font-medium text-white hover:bg-anthracite disabled:opacity-60"
        >
          {labels.submit}
        </button>
        <p role="status" className="text-sm text-steel-700">
          {status && 'created' in status ? labels.created : null}
        </p>
      </div>
      {status && 'error' in status && (
        <p
          role="alert"
          className="mt-4 rounded-sm border border-red-700 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {labels.errors[status.error]}
        </p>
      )}
    </form>
  );
}

'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { createMachineAction } from '@/app/(admin)/admin/_actions/machines';
import type { Locale } from '@/i18n/locales';
import { blankLocalized } from '@/schemas/fields';
import { machineCreateSchema } from '@/schemas/machine';

import { Button } from '../ui/Button';
import { ErrorLine, useAdminAction } from './ErrorLine.client';
import { LocalizedInputs } from './LocalizedInputs.client';
import { useLeaveWarning } from './LeaveWarning.client';
import { codeResolver } from './code-resolver';

export interface MachineFieldLabels {
  name: string;
  description: string;
  metadescription: string;
}

export interface MachineCreateLabels {
  fields: MachineFieldLabels;
  submit: string;
  created: string;
}

/** The machine's 15 localized fields, as LocalizedInputs lays them out. */
export function machineFields(labels: MachineFieldLabels) {
  return [
    { field: 'name', label: labels.name },
    { field: 'description', label: labels.description, multiline: true },
    { field: 'metadescription', label: labels.metadescription },
  ];
}

const empty = blankLocalized('name', 'description', 'metadescription');

/** A new machine: its names (required), descriptions and meta descriptions in five languages. */
export function MachineCreateForm({ locale, labels }: { locale: Locale; labels: MachineCreateLabels }) {
  const { run, pending } = useAdminAction();
  const [created, setCreated] = useState(false);
  const form = useForm({ resolver: codeResolver(machineCreateSchema), defaultValues: empty });
  useLeaveWarning(form.formState.isDirty);

  const submit = form.handleSubmit((values) =>
    run(
      () => {
        setCreated(false);
        return createMachineAction(values);
      },
      // The action's answer brings the list back with the new machine.
      () => {
        setCreated(true);
        form.reset(empty);
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="mt-4 rounded-sm border border-steel-100 bg-white p-4 sm:p-6">
      <LocalizedInputs
        locale={locale}
        fields={machineFields(labels.fields)}
        register={form.register}
        errors={form.formState.errors}
      />
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={pending}>
          {labels.submit}
        </Button>
        <p role="status" className="text-sm text-steel-700">
          {created ? labels.created : null}
        </p>
      </div>
      <ErrorLine className="mt-4" />
    </form>
  );
}

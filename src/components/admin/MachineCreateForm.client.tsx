'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';

import { createMachineAction } from '@/app/(admin)/admin/_actions/machines';
import type { Locale } from '@/i18n/locales';
import { blankLocalized } from '@/schemas/fields';
import { machineCreateSchema } from '@/schemas/machine';

import { Button } from '../ui/Button';
import { ErrorLine, useAdminAction } from './ErrorLine.client';
import { LocalizedInputs } from './LocalizedInputs.client';
import { useFormDraft } from './FormDrafts.client';
import { codeResolver } from './code-resolver';

/** A machine's localized field, by its stem. */
export type MachineField = 'name' | 'description' | 'metadescription';

/** The machine's 15 localized fields, as LocalizedInputs lays them out, each labelled by `label`. */
export function machineFields(label: (field: MachineField) => string) {
  return [
    { field: 'name', label: label('name') },
    { field: 'description', label: label('description'), formatted: true },
    { field: 'metadescription', label: label('metadescription') },
  ];
}

const empty = blankLocalized('name', 'description', 'metadescription');

/** A new machine: its names (required), descriptions and meta descriptions in five languages. */
export function MachineCreateForm({ locale }: { locale: Locale }) {
  const t = useTranslations('AdminMachines');
  const { run, pending } = useAdminAction();
  const router = useRouter();
  // The price is set through the API, not in this form.
  const form = useForm({ resolver: codeResolver(machineCreateSchema.omit({ price: true })), defaultValues: empty });
  useFormDraft(form, 'machine-new');

  // The new machine's screen opens, for its pictures, categories and details; the list shows it too (the action's
  // answer brings it back), and the form starts afresh.
  const submit = form.handleSubmit((values) =>
    run(
      () => createMachineAction(values),
      ({ id }) => {
        form.reset(empty);
        router.push(`/admin/machine/${id}?created=1`);
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="mt-4 rounded-sm border border-steel-100 bg-white p-4 sm:p-6">
      <LocalizedInputs
        locale={locale}
        fields={machineFields((field) => t(`fields.${field}`))}
        register={form.register}
        formState={form.formState}
      />
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={pending}>
          {t('create.submit')}
        </Button>
      </div>
      <ErrorLine className="mt-4" />
    </form>
  );
}

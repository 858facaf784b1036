'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { deleteMachineAction, updateMachineAction } from '@/app/(admin)/admin/_actions/machines';
import type { Locale } from '@/i18n/locales';
import { type MachineCreate, machineUpdateSchema } from '@/schemas/machine';

import { Button } from '../ui/Button';
import { useAdminAction } from './ErrorLine.client';
import { LocalizedInputs } from './LocalizedInputs.client';
import { machineFields } from './MachineCreateForm.client';
import { useLeaveWarning } from './LeaveWarning.client';
import { codeResolver } from './code-resolver';

/** The machine's 15 fields edited in place: Save sends only what changed; Delete Machine asks first. */
export function MachineEditForm(props: { id: number; values: MachineCreate; locale: Locale }) {
  const { id } = props;
  const t = useTranslations('AdminMachine');
  const router = useRouter();
  const { run, pending, show } = useAdminAction();
  const [saved, setSaved] = useState(false);
  const form = useForm({ resolver: codeResolver(machineUpdateSchema), defaultValues: props.values });
  const dirty = form.formState.isDirty;
  useLeaveWarning(dirty);

  const submit = form.handleSubmit((values) => {
    const changed = Object.keys(form.formState.dirtyFields) as (keyof MachineCreate)[];
    const changes = Object.fromEntries(changed.map((field) => [field, values[field]]));
    // Enter in a field with nothing changed: nothing to send.
    if (changed.length === 0) return;
    // The form starts again from what was saved; the open language stays open.
    run(
      () => updateMachineAction({ id, changes }),
      () => {
        form.reset(values);
        setSaved(true);
      },
    );
  });

  function remove() {
    if (!window.confirm(t('confirmDelete'))) return;
    run(
      () => deleteMachineAction({ id }),
      () => router.push('/admin/machine'),
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="rounded-sm border border-steel-100 bg-white p-4 sm:p-6"
      onChange={() => {
        setSaved(false);
        show(null);
      }}
    >
      <LocalizedInputs
        locale={props.locale}
        fields={machineFields((field) => t(`fields.${field}`))}
        register={form.register}
        formState={form.formState}
        item={{ kind: 'machine', id }}
        form={form}
      />
      <div className="mt-6 flex flex-wrap justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={!dirty || pending}>
            {t('save')}
          </Button>
          <p role="status" className="text-sm text-steel-700">
            {saved && t('saved')}
          </p>
        </div>
        <Button variant="danger" onClick={remove} disabled={pending}>
          {t('delete')}
        </Button>
      </div>
    </form>
  );
}

'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';

import { deleteMachineAction, updateMachineAction } from '@/app/(admin)/admin/_actions/machines';
import type { Locale } from '@/i18n/locales';
import { type MachineCreate, machineUpdateSchema } from '@/schemas/machine';

import { Button } from '../ui/Button';
import { useAdminAction } from './ErrorLine.client';
import { useItemEdit, useLatestVersion } from './ItemVersion.client';
import { inputClass, LocalizedInputs } from './LocalizedInputs.client';
import { useMayManage } from './TranslationEditing.client';
import { machineFields } from './MachineCreateForm.client';
import { useFormDraft } from './FormDrafts.client';
import { codeResolver } from './code-resolver';
import { typedNumber } from './MeasuredCharacteristicForm.client';
import { StatusLine, useStatus } from './StatusLine.client';

/**
 * The machine's 15 fields and its price edited in place (a price typed the Swiss way, `12’500.50`; none: "price on
 * request"): Save sends only what changed and says "Saved."; a field a colleague
 * changed meanwhile is not overwritten (the error line names them, and what was typed stays). Delete Machine asks
 * first, naming it, and leads to the list, which says it was deleted.
 */
export function MachineEditForm(props: { id: number; values: MachineCreate; locale: Locale }) {
  const { id } = props;
  const fieldId = useId();
  const manage = useMayManage();
  const t = useTranslations('AdminMachine');
  const router = useRouter();
  const status = useStatus();
  const { run, pending: saving, show } = useAdminAction({ status });
  // A deletion refused because of a colleague's change says so in its own words.
  const deletion = useAdminAction({ status, refusal: 'conflictDelete' });
  const pending = saving || deletion.pending;
  const values = { ...props.values, price: props.values.price ?? null };
  const form = useForm({ resolver: codeResolver(machineUpdateSchema), defaultValues: values });
  // The version this form's values are based on: what a colleague changed since is not overwritten.
  const edit = useItemEdit('fields', { onReload: () => form.reset(values) });
  // The version the whole screen shows: a deletion is refused when a colleague changed anything since.
  const shown = useLatestVersion();
  const dirty = form.formState.isDirty;
  const priceError = form.formState.errors.price;
  useFormDraft(form, 'machine', { dirty });

  const submit = form.handleSubmit((values) => {
    const changed = Object.keys(form.formState.dirtyFields) as (keyof MachineCreate)[];
    const changes = Object.fromEntries(changed.map((field) => [field, values[field]]));
    // Enter in a field with nothing changed: nothing to send.
    if (changed.length === 0) return;
    // The form starts again from what was saved; the open language stays open.
    run(
      () => updateMachineAction({ id, changes, version: edit.version }),
      () => {
        edit.forget();
        form.reset(values);
        status.say(t('saved'));
      },
      edit.refused(changes),
    );
  });

  function remove() {
    // The name it is known by in the admin's language, as saved (not as being typed).
    const name = props.values[`name_${props.locale}`];
    if (!window.confirm(t('confirmDelete', { name }))) return;
    deletion.run(
      () => deleteMachineAction({ id, version: shown }),
      () => router.push(`/admin/machine?${new URLSearchParams({ deleted: name })}`),
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="rounded-sm border border-steel-100 bg-white p-4 sm:p-6"
      onChange={() => {
        status.say(null);
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
        kept={edit.kept}
      />
      <div className="mt-6 max-w-xs">
        <label htmlFor={`${fieldId}-price`} className="text-sm font-medium">
          {t('fields.price')}
        </label>
        <input
          id={`${fieldId}-price`}
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={priceError ? true : undefined}
          aria-describedby={`${fieldId}-price-hint`}
          {...form.register('price', {
            setValueAs: (value: string | null) => (value == null || value.trim() === '' ? null : typedNumber(value)),
          })}
          className={`mt-1 ${inputClass} tabular-nums`}
        />
        <p id={`${fieldId}-price-hint`} className={`mt-1 text-xs ${priceError ? 'text-signal' : 'text-steel-700'}`}>
          {priceError ? t('priceInvalid') : t('priceHint')}
        </p>
      </div>
      <div className="mt-6 flex flex-wrap justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={!dirty || pending}>
            {t('save')}
          </Button>
          <StatusLine status={status} />
        </div>
        {manage && (
          <Button variant="danger" onClick={remove} disabled={pending}>
            {t('delete')}
          </Button>
        )}
      </div>
    </form>
  );
}

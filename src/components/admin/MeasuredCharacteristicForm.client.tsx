'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { addMachineItemAction } from '@/app/(admin)/admin/_actions/machines';

import { Button } from '../ui/Button';
import { useAdminAction } from './ErrorLine.client';
import { useLatestVersion } from './ItemVersion.client';
import { inputClass } from './LocalizedInputs.client';
import { StatusLine, useStatus } from './StatusLine.client';

/** A characteristic type as the form offers it: its name in the admin's language and its unit's symbol. */
export interface TypeChoice {
  id: number;
  name: string;
  unit: string;
  symbol: string;
}

/** A number as the office may type it (`1’500`, `1 500`, `2,5`) in the form the server reads (`1500`, `2.5`). */
export const typedNumber = (value: FormDataEntryValue | null) =>
  String(value ?? '')
    .replace(/[\s'’\u202f\u00a0]/g, '')
    .replace(',', '.');

/**
 * A new technical characteristic of a type, with its measure: the type is typed and picked among the suggestions
 * (the browser's list of the types' names), the measure a number, or a range with "to". Its names come from the
 * type and its values from the measure, in every language: nothing else to write. A characteristic without a type
 * is the free-text form above.
 */
export function MeasuredCharacteristicForm(props: { machineId: number; types: TypeChoice[] }) {
  const t = useTranslations('AdminMachineItems.measured');
  const id = useId();
  const status = useStatus();
  const { run, pending, show } = useAdminAction({ status });
  const version = useLatestVersion();
  const [typeName, setTypeName] = useState('');
  const chosen = props.types.find((type) => type.name.toLocaleLowerCase() === typeName.trim().toLocaleLowerCase());

  function submit(form: HTMLFormElement) {
    if (!chosen) {
      show(t('unknownType'));
      return;
    }
    const data = new FormData(form);
    const max = typedNumber(data.get('max'));
    run(
      () =>
        addMachineItemAction({
          kind: 'technicalCharacteristics',
          machineId: props.machineId,
          // The type's unit: the server refuses any other.
          values: {
            type: chosen.id,
            measure: { min: typedNumber(data.get('min')), ...(max && { max }), unit: chosen.unit },
          },
          version,
        }),
      () => {
        status.say(t('added'));
        form.reset();
        setTypeName('');
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(event.currentTarget);
      }}
      className="mt-4 rounded-sm border border-steel-100 bg-white p-4"
    >
      <h3 className="font-medium">{t('title')}</h3>
      <p className="mt-1 text-sm text-steel-700">
        {t('hint')}{' '}
        <Link href="/admin/characteristic-type" className="font-medium text-signal hover:text-anthracite">
          {t('manageTypes')}
        </Link>
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
        <label className="text-sm font-medium">
          {t('type')}
          <input
            name="type"
            list={`${id}-types`}
            autoComplete="off"
            value={typeName}
            onChange={(event) => setTypeName(event.currentTarget.value)}
            className={`mt-1 ${inputClass}`}
          />
          <datalist id={`${id}-types`}>
            {props.types.map((type) => (
              <option key={type.id} value={type.name} />
            ))}
          </datalist>
        </label>
        <label className="text-sm font-medium">
          {t('min')}
          <input name="min" inputMode="decimal" className={`mt-1 ${inputClass}`} />
        </label>
        <label className="text-sm font-medium">
          {t('max')}
          <input name="max" inputMode="decimal" className={`mt-1 ${inputClass}`} />
        </label>
        <span className="pb-2 text-sm text-steel-700" aria-live="polite">
          {chosen?.symbol ?? ''}
        </span>
      </div>
      <Button type="submit" disabled={pending} className="mt-4">
        {t('add')}
      </Button>
      <StatusLine status={status} className="mt-3" />
    </form>
  );
}

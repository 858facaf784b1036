'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';

import {
  createCharacteristicTypeAction,
  deleteCharacteristicTypeAction,
  updateCharacteristicTypeAction,
} from '@/app/(admin)/admin/_actions/characteristic-types';
import { type Locale, locales } from '@/i18n/locales';
import { unitCodes, units } from '@/schemas/units';

import { Button } from '../ui/Button';
import { ErrorLine, type Explain, useAdminAction } from './ErrorLine.client';
import { inputClass } from './LocalizedInputs.client';
import { type Status, StatusLine, useStatus } from './StatusLine.client';

/** A characteristic type as the screen edits it, with how many technical characteristics have it. */
export interface AdminCharacteristicType {
  id: number;
  names: Record<Locale, string>;
  unit: string;
  characteristics: number;
}

/** The form's values: the five names and the unit, as the schema reads them. */
function valuesOf(form: HTMLFormElement): Record<`name_${Locale}` | 'unit', string> {
  const data = new FormData(form);
  const value = (name: string) => String(data.get(name) ?? '');
  return {
    ...(Object.fromEntries(locales.map((locale) => [`name_${locale}`, value(`name_${locale}`)])) as Record<
      `name_${Locale}`,
      string
    >),
    unit: value('unit'),
  };
}

/**
 * The characteristic types screen: an add form, then each type as a form of its own (five names and the unit,
 * saved together; deleted when no characteristic has it, otherwise the screen says how many do). A refused name or
 * unit is said in the office's language, and what was typed stays.
 */
export function CharacteristicTypeManager({ types }: { types: AdminCharacteristicType[] }) {
  const t = useTranslations('AdminCharacteristicTypes');
  const status = useStatus();
  return (
    <>
      <ErrorLine sticky className="mt-6" />
      <StatusLine status={status} className="mt-6" />
      <TypeForm status={status} />
      <h2 className="mt-10 text-lg font-semibold">{t('listTitle', { count: types.length })}</h2>
      {types.length === 0 ? (
        <p className="mt-3 text-steel-700">{t('empty')}</p>
      ) : (
        <ul className="mt-3 space-y-4">
          {types.map((type) => (
            // A new key after each save, so that the form starts again from the saved values.
            <li key={JSON.stringify(type)}>
              <TypeForm status={status} type={type} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The add form (no `type`) or a type's own form. */
function TypeForm({ status, type }: { status: Status; type?: AdminCharacteristicType }) {
  const t = useTranslations('AdminCharacteristicTypes');
  const locale = useLocale() as Locale;
  const id = useId();
  const explain: Explain = (code, field) =>
    field === 'unit' && type ? t('unitInUse') : field.startsWith('name_') ? t('nameProblem') : null;
  const { run, pending, show } = useAdminAction({ status, explain });

  function submit(form: HTMLFormElement) {
    const values = valuesOf(form);
    if (!type)
      run(
        () => createCharacteristicTypeAction(values),
        () => {
          status.say(t('added', { name: values[`name_${locale}`] }));
          form.reset();
        },
      );
    else
      run(
        () => updateCharacteristicTypeAction({ id: type.id, changes: values }),
        () => status.say(t('saved')),
      );
  }

  function remove() {
    if (!type) return;
    if (type.characteristics > 0) return show(t('inUse', { count: type.characteristics }));
    if (!window.confirm(t('confirmDelete', { name: type.names[locale] }))) return;
    run(
      () => deleteCharacteristicTypeAction({ id: type.id }),
      () => status.say(t('deleted')),
    );
  }

  return (
    <form
      noValidate
      aria-label={type ? type.names[locale] : t('add')}
      onSubmit={(event) => {
        event.preventDefault();
        submit(event.currentTarget);
      }}
      className="rounded-sm border border-steel-100 bg-white p-4 first:mt-6"
    >
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {locales.map((locale) => (
          <label key={locale} htmlFor={`${id}-${locale}`} className="text-sm font-medium">
            {t(`names.${locale}`)}
            <input
              id={`${id}-${locale}`}
              name={`name_${locale}`}
              required
              maxLength={200}
              defaultValue={type?.names[locale] ?? ''}
              className={`mt-1 ${inputClass}`}
            />
          </label>
        ))}
        <label htmlFor={`${id}-unit`} className="text-sm font-medium">
          {t('unit')}
          <select id={`${id}-unit`} name="unit" defaultValue={type?.unit ?? 'mm'} className={`mt-1 ${inputClass}`}>
            {unitCodes.map((code) => (
              <option key={code} value={code}>
                {units[code].symbol}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending}>
          {type ? t('save') : t('add')}
        </Button>
        {type && (
          <>
            <Button type="button" variant="danger" disabled={pending} onClick={remove}>
              {t('delete')}
            </Button>
            <span className="text-sm text-steel-700">{t('usage', { count: type.characteristics })}</span>
          </>
        )}
      </div>
    </form>
  );
}

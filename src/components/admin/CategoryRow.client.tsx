'use client';

import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';

import { deleteCategoryAction, updateCategoryAction } from '@/app/(admin)/admin/_actions/categories';
import { suggestTranslationsAction } from '@/app/(admin)/admin/_actions/translations';
import { languageName, type Locale } from '@/i18n/locales';
import { categoryUpdateSchema } from '@/schemas/category';
import { fieldErrors, textProblem } from '@/schemas/field-errors';

import { Button } from '../ui/Button';
import { ConfirmTranslation } from './ConfirmTranslation.client';
import { useAdminAction } from './ErrorLine.client';
import { suggestionRequest } from './suggestion-request';
import { useMayManage, stateBadgeClass, useItemTranslations } from './TranslationEditing.client';
import { useLeaveWarning } from './LeaveWarning.client';
import type { SortableItemProps } from './SortableList.client';
import { useItemEdit } from './ItemVersion.client';
import { KeptText } from './KeptText.client';
import type { Status } from './StatusLine.client';

/** The table's language columns, in the order of the former back office, which the office is used to. */
export const columns = ['en', 'fr', 'de', 'es', 'it'] as const;
type Column = (typeof columns)[number];
type NameField = `name_${Column}`;

export interface AdminCategory extends Record<NameField, string> {
  id: number;
  name: string;
  priority: number;
  /** The latest change of the category the screen shows: a save is based on it (history's `editMark`). */
  version: number;
}

/** What is wrong with a name, said by the code of its refusal (`fieldErrors`). */
export function nameProblem(
  text: (key: 'required' | 'tooLong' | 'checkField') => string,
  code: string | undefined,
): string {
  const problem = textProblem(code);
  return text(problem === 'required' ? 'required' : problem === 'tooLong' ? 'tooLong' : 'checkField');
}

export const inputClass =
  'w-full min-w-28 rounded-sm border border-steel-300 bg-white px-2 py-1.5 aria-invalid:border-signal';

/** The machines in a category, as its deletion names them: the first few names and how many there are. */
export interface CategoryMachines {
  names: string[];
  count: number;
}

/**
 * One category of the table: its five names and priority edited in place, Save (said on the table's `status`),
 * Delete after a confirmation that names it and the machines it will leave.
 */
export function CategoryRow(props: {
  category: AdminCategory;
  machines?: CategoryMachines;
  status: Status;
  sortable: SortableItemProps;
}) {
  const { category, status } = props;
  const manage = useMayManage();
  const t = useTranslations('AdminCategories');
  const format = useFormatter();
  const { attach, style, handle, dragging } = props.sortable;
  const [values, setValues] = useState({ ...category, priority: String(category.priority) });
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const { run, pending } = useAdminAction({ status });
  const edit = useItemEdit(`category.${category.id}`);
  const changes = Object.fromEntries(
    Object.entries(values).filter(
      ([field, value]) =>
        field !== 'id' &&
        field !== 'name' &&
        field !== 'version' &&
        String(category[field as keyof AdminCategory]) !== value,
    ),
  );
  const dirty = Object.keys(changes).length > 0;
  useLeaveWarning(dirty);
  const translations = useItemTranslations({ kind: 'category', id: category.id });
  const texts = useTranslations('TranslationEditing');
  const translation = translations?.fields.name;
  const [suggested, setSuggested] = useState<Partial<Record<NameField, string>>>({});
  const names = Object.fromEntries(columns.map((column) => [column, values[`name_${column}`]])) as Record<
    Locale,
    string
  >;
  // The text to copy into an empty name: the language the others follow, else the first one written.
  const copySource = [...(translation?.source ?? []), ...columns].find((column) => names[column].trim() !== '');

  // What a suggestion would ask for: nothing when every name is written and up to date.
  const [request] = suggestionRequest(
    [
      {
        field: 'name',
        texts: names,
        translation,
        handEdited: (language) => values[`name_${language}`] !== category[`name_${language}`],
      },
    ],
    translations?.locale ?? 'fr',
  );

  function suggest() {
    if (!request) return;
    run(
      () => suggestTranslationsAction({ texts: [{ from: request.from, text: request.text, to: request.to }] }),
      ([answer]) => {
        const added = Object.fromEntries(
          Object.entries(answer ?? {}).map(([language, text]) => [`name_${language}`, text]),
        ) as Partial<Record<NameField, string>>;
        setValues((before) => ({ ...before, ...added }));
        setSuggested((before) => ({ ...before, ...added }));
      },
    );
  }

  /** What is wrong with `field`, said by the code of its refusal. */
  const problem = (field: string) => (field === 'priority' ? t('wholeNumber') : nameProblem(t, invalid[field]));

  function save() {
    const parsed = categoryUpdateSchema.safeParse(changes);
    if (!parsed.success) {
      setInvalid(fieldErrors(parsed.error.issues));
      return;
    }
    setInvalid({});
    run(
      () => updateCategoryAction({ id: category.id, changes: parsed.data, version: category.version }),
      () => {
        edit.forget();
        status.say(t('saved'));
      },
      edit.refused(parsed.data),
    );
  }

  function remove() {
    const { names, count } = props.machines ?? { names: [], count: 0 };
    const more = count - names.length;
    const machines = format.list(more > 0 ? [...names, t('moreMachines', { count: more })] : names);
    if (!window.confirm(t('confirmDelete', { name: category.name, count, machines }))) return;
    run(() => deleteCategoryAction({ id: category.id, version: category.version }));
  }

  const input = (field: NameField | 'priority', label: string, type = 'text') => (
    <input
      type={type}
      value={values[field]}
      aria-label={`${label}, ${category.name}`}
      aria-invalid={invalid[field] ? true : undefined}
      title={invalid[field] ? problem(field) : undefined}
      onChange={(event) => setValues({ ...values, [field]: event.target.value })}
      onKeyDown={(event) => event.key === 'Enter' && dirty && save()}
      className={`${inputClass} ${type === 'number' ? 'w-20 min-w-20' : ''} ${
        field !== 'priority' && suggested[field] !== undefined && suggested[field] === values[field]
          ? 'border-dashed border-sky-700 bg-sky-50'
          : ''
      }`}
    />
  );

  /** Under a name: its state when it needs attention, "still right", "copy" into an empty one, a suggestion's mark. */
  const nameNotes = (column: Column) => {
    if (!translations) return null;
    const field: NameField = `name_${column}`;
    const state = translation?.states[column];
    const isSuggestion = suggested[field] !== undefined && suggested[field] === values[field];
    const changed = values[field] !== category[field];
    const first = translation?.source.includes(column);
    return (
      <div className="mt-1 flex flex-col items-start gap-1 text-xs">
        {isSuggestion ? (
          <span className="rounded-sm bg-sky-100 px-1.5 font-medium text-sky-900">{texts('suggestion')}</span>
        ) : (
          state &&
          state !== 'current' &&
          !changed && (
            <span className={`rounded-sm px-1.5 font-medium ${stateBadgeClass[state]}`}>
              {texts(`states.${state}`)}
            </span>
          )
        )}
        {first && <span className="font-medium text-signal">{texts('changedFirst')}</span>}
        {state === 'outdated' && !changed && (
          <ConfirmTranslation
            kind="category"
            id={category.id}
            field="name"
            language={column}
            label={texts('stillRight')}
            accessibleLabel={texts('stillRightLabel', {
              language: languageName(column, translations.locale),
              field: category.name,
            })}
          />
        )}
        {values[field].trim() === '' && copySource && (
          <button
            type="button"
            onClick={() => setValues({ ...values, [field]: names[copySource] })}
            className="font-medium text-signal underline-offset-2 hover:underline"
          >
            {texts('copyFrom', { language: languageName(copySource, translations.locale) })}
          </button>
        )}
      </div>
    );
  };

  return (
    <tr ref={attach} style={style} className={dragging ? 'bg-steel-50 shadow-md' : dirty ? 'bg-orange-50' : undefined}>
      <td className="w-10 px-1 py-2">{handle}</td>
      {columns.map((column) => (
        <td
          key={column}
          className={`px-3 py-2 align-top ${translation?.source.includes(column) ? 'border-l-4 border-signal' : ''}`}
        >
          {input(`name_${column}`, column.toUpperCase())}
          {nameNotes(column)}
          {edit.kept?.[`name_${column}`] !== undefined && edit.kept[`name_${column}`] !== values[`name_${column}`] && (
            <KeptText
              id={`category-${category.id}-kept-${column}`}
              field={`${column.toUpperCase()}, ${category.name}`}
              text={edit.kept[`name_${column}`]!}
              onPutBack={() => setValues({ ...values, [`name_${column}`]: edit.kept![`name_${column}`]! })}
            />
          )}
        </td>
      ))}
      <td className="px-3 py-2">{input('priority', t('priority'), 'number')}</td>
      <td className="px-3 py-2 whitespace-nowrap">
        <Button variant="dark" size="sm" onClick={save} disabled={!dirty || pending} className="mr-2">
          {t('save')}
        </Button>
        {manage && (
          <Button variant="danger" size="sm" onClick={remove} disabled={pending}>
            {t('delete')}
          </Button>
        )}
        <Link
          href={`/admin/category/${category.id}/history`}
          className="ml-2 text-sm font-medium text-signal underline-offset-2 hover:underline"
        >
          {t('history')}
        </Link>
        {translations?.suggest && request && (
          <Button variant="outline" size="sm" onClick={suggest} disabled={pending} className="ml-2">
            {texts('suggest')}
          </Button>
        )}
        {Object.keys(invalid).length > 0 && (
          <p role="alert" className="mt-1 text-xs whitespace-normal text-signal">
            {problem(invalid.priority ? 'priority' : Object.keys(invalid)[0]!)}
          </p>
        )}
      </td>
    </tr>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';

import { createCategoryAction, reorderCategoriesAction } from '@/app/(admin)/admin/_actions/categories';
import type { Locale } from '@/i18n/locales';
import { categoryCreateSchema } from '@/schemas/category';
import { blankLocalized } from '@/schemas/fields';

import { AdminTable, handleColumn } from './AdminTable';
import {
  type AdminCategory,
  type CategoryMachines,
  CategoryRow,
  columns,
  inputClass,
  nameProblem,
} from './CategoryRow.client';
import { Button } from '../ui/Button';
import { ItemVersionProvider } from './ItemVersion.client';
import { ErrorLine, useAdminAction } from './ErrorLine.client';
import { useFormDraft } from './FormDrafts.client';
import { SortableList } from './SortableList.client';
import { useMayManage } from './TranslationEditing.client';
import { codeResolver } from './code-resolver';
import { type Status, StatusLine, useStatus } from './StatusLine.client';

export type { AdminCategory, CategoryMachines } from './CategoryRow.client';

/**
 * The categories screen: an add row of five names, then the table, edited in place and reordered by a handle
 * (drag or keyboard) or the priority; each change reloads it. An addition or a save is said on the status line
 * above; `machines` are those of each category (by id), which its deletion names.
 */
export function CategoryManager(props: {
  categories: AdminCategory[];
  machines: Record<number, CategoryMachines>;
  locale: Locale;
}) {
  const { categories } = props;
  // Not a translator, who renames categories in its languages only.
  const manage = useMayManage();
  const t = useTranslations('AdminCategories');
  const status = useStatus();
  const { run } = useAdminAction({ status });

  function reorder(ids: number[]) {
    run(() => reorderCategoriesAction({ ids }));
  }

  return (
    // A row's names refused because of a colleague's change stay under it through the Reload.
    <ItemVersionProvider>
      <ErrorLine className="mt-6" />
      <StatusLine status={status} className="mt-6" />
      {manage && <AddCategory status={status} locale={props.locale} />}
      <AdminTable
        className="mt-8"
        columns={[
          handleColumn(t('order')),
          ...columns.map((column) => ({ label: column, className: 'uppercase' })),
          { label: t('priority') },
          { label: t('actions') },
        ]}
        empty={t('empty')}
        isEmpty={categories.length === 0}
      >
        <SortableList items={categories} itemName={(category) => category.name} onReorder={reorder}>
          {(category, sortable) => (
            // A new key after each reload, so that the row starts again from the saved values.
            <CategoryRow
              key={JSON.stringify(category)}
              category={category}
              machines={props.machines[category.id]}
              status={status}
              sortable={sortable}
            />
          )}
        </SortableList>
      </AdminTable>
    </ItemVersionProvider>
  );
}

const emptyCategory = blankLocalized('name');

/** The add row: five names; the category added is said by its name in the admin's language. */
function AddCategory({ status, locale }: { status: Status; locale: Locale }) {
  const t = useTranslations('AdminCategories');
  const id = useId();
  const { run, pending } = useAdminAction({ status });
  const form = useForm({ resolver: codeResolver(categoryCreateSchema), defaultValues: emptyCategory });
  useFormDraft(form, 'category-new');

  const submit = form.handleSubmit((values) =>
    run(
      () => createCategoryAction(values),
      () => {
        status.say(t('added', { name: values[`name_${locale}`] }));
        form.reset(emptyCategory);
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="mt-6 rounded-sm border border-steel-100 bg-white p-4">
      <div className="grid gap-3 sm:grid-cols-5">
        {columns.map((column) => {
          const error = form.formState.errors[`name_${column}`];
          return (
            <div key={column}>
              <label htmlFor={`${id}-${column}`} className="text-sm font-medium">
                {t(`columns.${column}`)}
              </label>
              <input
                id={`${id}-${column}`}
                {...form.register(`name_${column}`)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-${column}-error` : undefined}
                className={`mt-1 block ${inputClass}`}
              />
              {error && (
                <p id={`${id}-${column}-error`} className="mt-1 text-xs text-signal">
                  {nameProblem(t, error.message)}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <Button type="submit" disabled={pending} className="mt-4">
        {t('add')}
      </Button>
    </form>
  );
}

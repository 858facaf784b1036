'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';

import {
  createCategoryAction,
  deleteCategoryAction,
  reorderCategoriesAction,
  updateCategoryAction,
} from '@/app/(admin)/admin/_actions/categories';
import type { ActionError, ActionResult } from '@/app/(admin)/admin/_lib/action';
import { type CategoryCreate, categoryCreateSchema, categoryUpdateSchema } from '@/schemas/category';

import { type SortableItemProps, SortableList, type SortableListLabels } from './SortableList.client';
import { AdminTable, handleColumn } from './AdminTable';
import { useLeaveWarning } from './LeaveWarning.client';

/** The table's language columns, in the specification's order. */
const columns = ['en', 'fr', 'de', 'es', 'it'] as const;
type Column = (typeof columns)[number];
type NameField = `name_${Column}`;

export interface AdminCategory extends Record<NameField, string> {
  id: number;
  name: string;
  priority: number;
}

export interface CategoryLabels {
  columns: Record<Column, string>;
  priority: string;
  actions: string;
  add: string;
  save: string;
  delete: string;
  confirmDelete: string;
  required: string;
  wholeNumber: string;
  empty: string;
  /** The handle column's heading, for screen readers. */
  order: string;
  sortable: SortableListLabels;
  errors: Record<ActionError, string>;
}

const inputClass = 'w-full min-w-28 rounded-sm border border-steel-300 bg-white px-2 py-1.5 aria-invalid:border-signal';

/**
 * The categories screen: an add row of five names, then the table, edited in place and reordered by a handle
 * (drag or keyboard) or the priority; each change reloads it.
 */
export function CategoryManager({ categories, labels }: { categories: AdminCategory[]; labels: CategoryLabels }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [, startTransition] = useTransition();

  /** Shows what went wrong, or reloads the list on success. */
  function settle(result: ActionResult<unknown>): boolean {
    if (result.ok) {
      setError(null);
      router.refresh();
      return true;
    }
    setError(labels.errors[result.error]);
    return false;
  }

  function reorder(ids: number[]) {
    startTransition(async () => void settle(await reorderCategoriesAction({ ids }).catch(() => unexpected)));
  }

  return (
    <>
      {error && (
        <p role="alert" className="mt-6 rounded-sm border border-signal bg-orange-50 px-4 py-3 text-sm text-signal">
          {error}
        </p>
      )}
      <AddCategory labels={labels} onDone={settle} />
      <AdminTable
        className="mt-8"
        columns={[
          handleColumn(labels.order),
          ...columns.map((column) => ({ label: column, className: 'uppercase' })),
          { label: labels.priority },
          { label: labels.actions },
        ]}
        empty={labels.empty}
        isEmpty={categories.length === 0}
      >
        <SortableList items={categories} itemName={(category) => category.name} onReorder={reorder} labels={labels.sortable}>
          {(category, sortable) => (
            // A new key after each reload, so that the row starts again from the saved values.
            <CategoryRow key={JSON.stringify(category)} category={category} labels={labels} onDone={settle} sortable={sortable} />
          )}
        </SortableList>
      </AdminTable>
    </>
  );
}

function AddCategory({ labels, onDone }: { labels: CategoryLabels; onDone: (result: ActionResult<unknown>) => boolean }) {
  const id = useId();
  const [pending, startTransition] = useTransition();
  const empty = Object.fromEntries(columns.map((column) => [`name_${column}`, ''])) as unknown as CategoryCreate;
  const form = useForm<CategoryCreate>({ resolver: zodResolver(categoryCreateSchema) as never, defaultValues: empty });
  useLeaveWarning(form.formState.isDirty);

  const submit = form.handleSubmit((values) =>
    startTransition(async () => {
      if (onDone(await createCategoryAction(values).catch(() => unexpected))) form.reset(empty);
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="mt-6 rounded-sm border border-steel-100 bg-white p-4">
      <div className="grid gap-3 sm:grid-cols-5">
        {columns.map((column) => {
          const error = form.formState.errors[`name_${column}`];
          return (
            <div key={column}>
              <label htmlFor={`${id}-${column}`} className="text-sm font-medium">
                {labels.columns[column]}
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
                  {labels.required}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <button type="submit" disabled={pending} className="mt-4 rounded-sm bg-signal px-4 py-2 font-medium text-white hover:bg-anthracite disabled:opacity-60">
        {labels.add}
      </button>
    </form>
  );
}

const unexpected = { ok: false, error: 'unexpected' } as const;

function CategoryRow(props: {
  category: AdminCategory;
  labels: CategoryLabels;
  onDone: (result: ActionResult<unknown>) => boolean;
  sortable: SortableItemProps;
}) {
  const { category, labels } = props;
  const { attach, style, handle, dragging } = props.sortable;
  const [values, setValues] = useState({ ...category, priority: String(category.priority) });
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const [pending, startTransition] = useTransition();
  const changes = Object.fromEntries(
    Object.entries(values).filter(([field, value]) => field !== 'id' && field !== 'name' && String(category[field as keyof AdminCategory]) !== value),
  );
  const dirty = Object.keys(changes).length > 0;
  useLeaveWarning(dirty);

  function save() {
    const parsed = categoryUpdateSchema.safeParse(changes);
    if (!parsed.success) {
      setInvalid(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setInvalid({});
    startTransition(async () => void props.onDone(await updateCategoryAction({ id: category.id, changes: parsed.data }).catch(() => unexpected)));
  }

  function remove() {
    if (!window.confirm(labels.confirmDelete)) return;
    startTransition(async () => void props.onDone(await deleteCategoryAction({ id: category.id }).catch(() => unexpected)));
  }

  const input = (field: NameField | 'priority', label: string, type = 'text') => (
    <input
      type={type}
      value={values[field]}
      aria-label={`${label}, ${category.name}`}
      aria-invalid={invalid[field] ? true : undefined}
      title={invalid[field] ? (field === 'priority' ? labels.wholeNumber : labels.required) : undefined}
      onChange={(event) => setValues({ ...values, [field]: event.target.value })}
      onKeyDown={(event) => event.key === 'Enter' && dirty && save()}
      className={`${inputClass} ${type === 'number' ? 'w-20 min-w-20' : ''}`}
    />
  );

  return (
    <tr ref={attach} style={style} className={dragging ? 'bg-steel-50 shadow-md' : dirty ? 'bg-orange-50' : 'bg-white'}>
      <td className="w-10 px-1 py-2">{handle}</td>
      {columns.map((column) => (
        <td key={column} className="px-3 py-2">
          {input(`name_${column}`, column.toUpperCase())}
        </td>
      ))}
      <td className="px-3 py-2">{input('priority', labels.priority, 'number')}</td>
      <td className="whitespace-nowrap px-3 py-2">
        <button type="button" onClick={save} disabled={!dirty || pending} className="mr-2 rounded-sm bg-anthracite px-3 py-1.5 font-medium text-white disabled:opacity-40">
          {labels.save}
        </button>
        <button type="button" onClick={remove} disabled={pending} className="rounded-sm border border-signal px-3 py-1.5 font-medium text-signal hover:bg-signal hover:text-white">
          {labels.delete}
        </button>
        {Object.keys(invalid).length > 0 && (
          <p role="alert" className="mt-1 whitespace-normal text-xs text-signal">
            {invalid.priority ? labels.wholeNumber : labels.required}
          </p>
        )}
      </td>
    </tr>
  );
}

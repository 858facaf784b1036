'use client';

import { useId, useState } from 'react';

import { addMachineCategoryAction, removeMachineCategoryAction } from '@/app/(admin)/admin/_actions/machines';
import { colon, type Locale } from '@/i18n/locales';

import { AdminTable } from './AdminTable';
import { Button } from '../ui/Button';
import { useAdminAction } from './ErrorLine.client';

type Category = { id: number; name: string };

export interface MachineCategoriesLabels {
  title: string;
  select: string;
  add: string;
  name: string;
  actions: string;
  remove: string;
  confirmRemove: string;
  empty: string;
}

/** The machine's categories: one to add from those it has not, and the table of its own with Remove. */
export function MachineCategories(props: {
  machineId: number;
  categories: Category[];
  available: Category[];
  locale: Locale;
  labels: MachineCategoriesLabels;
}) {
  const { machineId, labels } = props;
  const id = useId();
  const { run, pending } = useAdminAction();
  const [chosen, setChosen] = useState('');

  return (
    <section aria-labelledby={`${id}-title`} className="mt-12">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {labels.title}
      </h2>
      <form
        className="mt-4 flex flex-col gap-3 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen)
            run(
              () => addMachineCategoryAction({ machineId, categoryId: Number(chosen) }),
              () => setChosen(''),
            );
        }}
      >
        <select
          aria-label={labels.select}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          className="w-full rounded-sm border border-steel-300 bg-white px-3 py-2 sm:w-72"
        >
          <option value="" disabled>
            {labels.select}
          </option>
          {props.available.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
        <Button type="submit" disabled={!chosen || pending} className="self-start">
          {labels.add}
        </Button>
      </form>
      <AdminTable
        columns={[{ label: labels.name }, { label: labels.actions, className: 'w-px' }]}
        empty={labels.empty}
        isEmpty={props.categories.length === 0}
      >
        {props.categories.map((category) => (
          <tr key={category.id}>
            <td className="px-3 py-2">{category.name}</td>
            <td className="px-3 py-2">
              <Button
                variant="danger"
                size="sm"
                disabled={pending}
                aria-label={`${labels.remove}${colon(props.locale)} ${category.name}`}
                onClick={() =>
                  window.confirm(labels.confirmRemove) &&
                  run(() => removeMachineCategoryAction({ machineId, categoryId: category.id }))
                }
              >
                {labels.remove}
              </Button>
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}

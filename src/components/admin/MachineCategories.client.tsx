'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { addMachineCategoryAction, removeMachineCategoryAction } from '@/app/(admin)/admin/_actions/machines';
import { colon, type Locale } from '@/i18n/locales';

import { AdminTable } from './AdminTable';
import { Button } from '../ui/Button';
import { useAdminAction } from './ErrorLine.client';
import { useLatestVersion } from './ItemVersion.client';

type Category = { id: number; name: string };

/**
 * The machine's categories: one to add from those it has not, and the table of its own with Remove. Each sends the
 * machine's version shown: a colleague's change of the same category since is not overwritten.
 */
export function MachineCategories(props: {
  machineId: number;
  categories: Category[];
  available: Category[];
  locale: Locale;
}) {
  const { machineId } = props;
  const t = useTranslations('AdminMachine');
  const id = useId();
  const { run, pending } = useAdminAction();
  const [chosen, setChosen] = useState('');
  const version = useLatestVersion();

  return (
    <section aria-labelledby={`${id}-title`} className="mt-12">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('categories.title')}
      </h2>
      <form
        className="mt-4 flex flex-col gap-3 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen)
            run(
              () => addMachineCategoryAction({ machineId, categoryId: Number(chosen), version }),
              () => setChosen(''),
            );
        }}
      >
        <select
          aria-label={t('categories.select')}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          className="w-full rounded-sm border border-steel-300 bg-white px-3 py-2 sm:w-72"
        >
          <option value="" disabled>
            {t('categories.select')}
          </option>
          {props.available.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
        <Button type="submit" disabled={!chosen || pending} className="self-start">
          {t('categories.add')}
        </Button>
      </form>
      <AdminTable
        columns={[{ label: t('categories.name') }, { label: t('categories.actions'), className: 'w-px' }]}
        empty={t('categories.empty')}
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
                aria-label={`${t('categories.remove')}${colon(props.locale)} ${category.name}`}
                onClick={() =>
                  window.confirm(t('categories.confirmRemove', { name: category.name })) &&
                  run(() => removeMachineCategoryAction({ machineId, categoryId: category.id, version }))
                }
              >
                {t('categories.remove')}
              </Button>
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { AdminPageHeading } from '@/components/admin/AdminPageHeading';
import { MachineCreateForm } from '@/components/admin/MachineCreateForm.client';
import { MachineTable } from '@/components/admin/MachineTable';
import { listMachines } from '@/server/machines';

import { requireAdminPage } from '../_lib/auth';
import { adminLocale } from '../_lib/locale';
import { sharedLabels } from '../_lib/labels';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminMachines' });
  return { title: t('title') };
}

/** /admin/machine: the machines with their categories, each opening its screen; below, a new machine. */
export default async function MachinesPage() {
  await requireAdminPage('/admin/machine');
  const locale = await adminLocale();
  const [t, shared, machines] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminMachines' }),
    sharedLabels(locale),
    listMachines(locale),
  ]);

  return (
    <>
      <AdminPageHeading back={t('back')} title={t('title')} intro={t('intro')} />
      <MachineTable
        machines={machines.map(({ id, name, categories }) => ({
          id,
          name,
          categories: categories.map((category) => category.name).join(' - '),
        }))}
        labels={{ name: t('columns.name'), categories: t('columns.categories'), empty: t('empty') }}
      />
      <h2 className="mt-10 text-lg font-semibold">{t('create.title')}</h2>
      <MachineCreateForm
        locale={locale}
        labels={{
          fields: {
            name: t('fields.name'),
            description: t('fields.description'),
            metadescription: t('fields.metadescription'),
          },
          submit: t('create.submit'),
          created: t('create.created'),
          tabs: shared.tabs,
        }}
      />
    </>
  );
}

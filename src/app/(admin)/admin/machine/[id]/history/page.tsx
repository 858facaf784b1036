import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { loadOrNotFound } from '@/app/_lib/load-or-not-found';
import { HistoryScreen } from '@/components/admin/HistoryScreen';
import { listCategories } from '@/server/catalogue/categories';
import { freshMachine } from '@/server/catalogue/machines';

import { adminWhoMay, requireAdminPage } from '../../../_lib/auth';
import { adminLocale } from '../../../_lib/locale';

type Props = PageProps<'/admin/machine/[id]/history'>;

export async function generateMetadata(): Promise<Metadata> {
  if (!(await adminWhoMay('content'))) return {};
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminHistory' });
  return { title: t('machineTitle') };
}

/** /admin/machine/{id}/history: every change of the machine, its parts and pictures, to restore from. */
export default async function MachineHistoryPage({ params, searchParams }: Props) {
  const { id } = await params;
  await requireAdminPage(`/admin/machine/${id}/history`, 'content');
  const locale = await adminLocale();
  const [t, machine, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminHistory' }),
    loadOrNotFound(id, (found) => freshMachine(found, locale)),
    listCategories(locale),
  ]);
  const partNames = Object.fromEntries([
    ...machine.advantages.map((part) => [`advantages.${part.id}`, part.description]),
    ...machine.options.map((part) => [`options.${part.id}`, part.name]),
    ...machine.technical_characteristics.map((part) => [`technicalCharacteristics.${part.id}`, part.name]),
    ...machine.pictures.map((part) => [`pictures.${part.id}`, part.description || `#${part.id}`]),
  ]);
  return (
    <HistoryScreen
      kind="machine"
      id={machine.id}
      version={machine.version}
      title={t('heading', { name: machine.name })}
      back={{ label: t('backToItem', { name: machine.name }), href: `/admin/machine/${machine.id}` }}
      path={`/admin/machine/${machine.id}/history`}
      query={await searchParams}
      locale={locale}
      categoryNames={Object.fromEntries(categories.map((category) => [category.id, category.name]))}
      partNames={partNames}
    />
  );
}

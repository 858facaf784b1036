import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { AdminPageHeading } from '@/components/admin/AdminPageHeading';
import { CharacteristicTypeManager } from '@/components/admin/CharacteristicTypeManager.client';
import { characteristicTypeUsage, listCharacteristicTypes } from '@/server/catalogue/characteristic-types';

import { requireAdminPage } from '../_lib/auth';
import { adminLocale } from '../_lib/locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminCharacteristicTypes' });
  return { title: t('title') };
}

/**
 * /admin/characteristic-type: what technical characteristics mean across machines ("Pressing force"), each with
 * its names in five languages and its unit: add, rename, change the unit, delete one that no characteristic has.
 */
export default async function CharacteristicTypesPage() {
  await requireAdminPage('/admin/characteristic-type', 'content');
  const locale = await adminLocale();
  const [t, types, usage] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminCharacteristicTypes' }),
    listCharacteristicTypes(locale),
    characteristicTypeUsage(),
  ]);
  return (
    <>
      <AdminPageHeading title={t('title')} intro={t('intro')} />
      <CharacteristicTypeManager
        types={types.map(({ id, name_en, name_fr, name_de, name_it, name_es, unit }) => ({
          id,
          names: { en: name_en, fr: name_fr, de: name_de, it: name_it, es: name_es },
          unit,
          characteristics: usage[id] ?? 0,
        }))}
      />
    </>
  );
}

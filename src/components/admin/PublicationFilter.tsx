import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/i18n/locales';
import { type PublicationFilter as Filter, publicationFilters } from '@/schemas/publication';

import { ChoiceFilter } from './FilterForm';

/** The choice of a back-office list's `?state=`: every item, or those with a draft, scheduled, or off the site. */
export async function PublicationFilter({ locale, value }: { locale: Locale; value: Filter | undefined }) {
  const t = await getTranslations({ locale, namespace: 'AdminPublicationFilter' });
  return (
    <ChoiceFilter
      id="list-state"
      name="state"
      label={t('label')}
      all={t('all')}
      value={value}
      options={publicationFilters.map((filter) => ({ value: filter, label: t(filter) }))}
    />
  );
}

/** What a list says when nothing is in the state its filter asks for. */
export async function publicationFilterEmpty(locale: Locale): Promise<string> {
  return (await getTranslations({ locale, namespace: 'AdminPublicationFilter' }))('none');
}

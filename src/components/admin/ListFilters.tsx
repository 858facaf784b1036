import type { Locale } from '@/i18n/locales';
import type { PublicationFilter as Filter } from '@/schemas/publication';

import { listSearchLabels } from './labels';
import { ListSearch } from './ListSearch';
import { PublicationFilter } from './PublicationFilter';

/**
 * What narrows a list of items that are published (machines, articles): the search box (`?q=`, `hint` under it) and
 * the choice of publication state (`?state=`), each keeping the other.
 */
export async function ListFilters(props: {
  action: string;
  search: string;
  publication: Filter | undefined;
  hint: string;
  locale: Locale;
}) {
  const { action, search, publication, hint, locale } = props;
  return (
    <>
      <ListSearch
        action={action}
        query={search}
        labels={await listSearchLabels(locale, hint)}
        keep={{ state: publication }}
      />
      <PublicationFilter action={action} query={search} value={publication} locale={locale} />
    </>
  );
}

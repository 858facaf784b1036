import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

import { pagedHref } from '@/components/paging/Pager';
import type { Locale } from '@/i18n/locales';
import { type PublicationFilter as Filter, publicationFilters } from '@/schemas/publication';

/**
 * The choice of a back-office list's `?state=` as links, one click each and without JavaScript: every item, or
 * those with work not on the site, scheduled, or taken off it. The search words stay.
 */
export async function PublicationFilter(props: {
  action: string;
  query: string;
  value: Filter | undefined;
  locale: Locale;
}) {
  const { action, query, value, locale } = props;
  const t = await getTranslations({ locale, namespace: 'AdminPublicationFilter' });
  const choices = [
    { state: undefined, label: t('all') },
    ...publicationFilters.map((state) => ({ state, label: t(state) })),
  ];
  return (
    <nav aria-label={t('label')} className="mt-4">
      <ul className="flex flex-wrap gap-2 text-sm">
        {choices.map(({ state, label }) => (
          <li key={state ?? 'all'}>
            <Link
              href={pagedHref(action, { q: query, state })}
              aria-current={state === value ? 'page' : undefined}
              className="inline-block rounded-full border border-steel-300 px-3 py-1 font-medium hover:border-signal aria-[current=page]:border-anthracite aria-[current=page]:bg-anthracite aria-[current=page]:text-white"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** What a list says when nothing is in the state its filter asks for. */
export async function publicationFilterEmpty(locale: Locale): Promise<string> {
  return (await getTranslations({ locale, namespace: 'AdminPublicationFilter' }))('none');
}

import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

import { type Locale, locales } from '@/i18n/locales';
import { revisionsQuerySchema } from '@/schemas/history';
import { listRevisions, type RevisionKind } from '@/server/history';

import { AdminPageHeading } from './AdminPageHeading';
import { ErrorLine } from './ErrorLine.client';
import { RevisionList } from './RevisionList';

const pageSize = 20;

/**
 * The history screen of a machine, an article or a category: its revisions newest first, 20 a page (`?before=` the
 * last one's version), filtered by language (`?lang=de`). One query a page.
 */
export async function HistoryScreen(props: {
  kind: RevisionKind;
  id: number;
  version: number;
  title: string;
  back: { label: string; href: string };
  path: string;
  query: Record<string, string | string[] | undefined>;
  locale: Locale;
  categoryNames?: Record<number, string>;
  partNames?: Record<string, string>;
}) {
  const { locale, query } = props;
  const t = await getTranslations({ locale, namespace: 'AdminHistory' });
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const language = locales.find((candidate) => candidate === first(query.lang));
  const paging = revisionsQuerySchema.safeParse({ before: first(query.before) });
  const before = paging.success ? paging.data.before : undefined;
  const rows = await listRevisions(props.kind, props.id, { limit: pageSize + 1, before });
  const revisions = rows.slice(0, pageSize);
  const href = (values: { lang?: Locale; before?: number }) => {
    const search = new URLSearchParams();
    if (values.lang) search.set('lang', values.lang);
    if (values.before) search.set('before', String(values.before));
    const text = search.toString();
    return text ? `${props.path}?${text}` : props.path;
  };
  const filters: { label: string; lang?: Locale }[] = [
    { label: t('allLanguages') },
    ...locales.map((lang) => ({ label: lang.toUpperCase(), lang })),
  ];
  return (
    <>
      <AdminPageHeading back={props.back} title={props.title} intro={t('intro')} />
      <nav aria-label={t('languageFilter')} className="mt-4 flex flex-wrap gap-1 text-sm">
        {filters.map((filter) => (
          <Link
            key={filter.label}
            href={href({ lang: filter.lang })}
            aria-current={filter.lang === language ? 'page' : undefined}
            className={`rounded-sm border px-3 py-1.5 font-medium ${
              filter.lang === language
                ? 'border-anthracite bg-anthracite text-white'
                : 'border-steel-300 hover:bg-steel-100'
            }`}
          >
            {filter.label}
          </Link>
        ))}
      </nav>
      <ErrorLine sticky className="mt-4" />
      <RevisionList
        kind={props.kind}
        id={props.id}
        revisions={revisions}
        current={props.version}
        categoryNames={props.categoryNames}
        partNames={props.partNames}
        language={language}
        locale={locale}
        older={rows.length > pageSize ? href({ lang: language, before: revisions.at(-1)!.version }) : undefined}
      />
    </>
  );
}

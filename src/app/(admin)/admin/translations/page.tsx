import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

import { AdminPageHeading } from '@/components/admin/AdminPageHeading';
import { AdminTable } from '@/components/admin/AdminTable';
import { ConfirmTranslation } from '@/components/admin/ConfirmTranslation.client';
import { ErrorLine } from '@/components/admin/ErrorLine.client';
import { Pager, pagedHref } from '@/components/paging/Pager';
import { pagerLabels } from '@/components/paging/pager-labels';
import { buttonClass } from '@/components/ui/button-class';
import { type Locale, languageName, languageNames, locales } from '@/i18n/locales';
import { pageFromUrl } from '@/schemas/paging';
import { translationFiltersSchema, translationOverviewKinds, translationProblemStates } from '@/schemas/translations';
import { pageOf, pageWindow } from '@/server/paging';
import { type TranslationItem, translationOverview } from '@/server/translations';

import { requireAdminPage } from '../_lib/auth';
import { adminLocale } from '../_lib/locale';
import { stayWithinPages } from '../_lib/paging';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminTranslations' });
  return { title: t('title') };
}

/** Items per page: enough to scan, few enough for a light page with a catalogue of thousands. */
const pageSize = 50;

const editHref = (item: TranslationItem) =>
  item.kind === 'machine'
    ? `/admin/machine/${item.id}`
    : item.kind === 'news'
      ? `/admin/news/${item.id}`
      : '/admin/category';

const stateBadge = {
  missing: 'bg-orange-100 text-signal',
  outdated: 'bg-amber-100 text-anthracite',
} as const;

/**
 * /admin/translations: every machine, category and news article with, per language, how many of its texts (its
 * items' included) are missing or out of date; each item's texts to check, with "still right" for one out of date;
 * filters in the URL, so that a view can be bookmarked or sent.
 */
export default async function TranslationsPage({ searchParams }: PageProps<'/admin/translations'>) {
  await requireAdminPage('/admin/translations', 'texts');
  const locale = await adminLocale();
  const query = await searchParams;
  const single = (name: string) => (typeof query[name] === 'string' ? query[name] : undefined);
  const parsed = translationFiltersSchema.safeParse({
    kind: single('kind') || undefined,
    language: single('language') || undefined,
    state: single('state') || undefined,
  });
  const filters = parsed.success ? parsed.data : {};
  const page = pageFromUrl(query.page);
  const [t, overview] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminTranslations' }),
    translationOverview(filters, locale, pageWindow(page, pageSize)),
  ]);
  const languages: Locale[] = filters.language ? [filters.language] : [...locales];
  const names = new Intl.ListFormat(locale, { type: 'conjunction' });
  const { items: shown, pageCount } = pageOf(overview.items, overview.count, page, pageSize);
  const pageHref = (target: number) => pagedHref('/admin/translations', { ...filters, page: target });
  stayWithinPages(page, pageCount, pageHref);
  const pager = await pagerLabels(locale, page, pageCount);
  const select = 'mt-1 block rounded-sm border border-steel-300 bg-white px-3 py-2';

  return (
    <>
      <AdminPageHeading title={t('title')} intro={t('intro')} />
      <p className="mt-4 font-medium" data-testid="translation-totals">
        {t('totals', overview.totals)}
      </p>
      <form method="get" action="/admin/translations" className="mt-6 flex flex-wrap items-end gap-4">
        <div className="text-sm">
          <label htmlFor="translations-kind" className="block font-medium">
            {t('filters.kind')}
          </label>
          <select id="translations-kind" name="kind" defaultValue={filters.kind ?? ''} className={select}>
            <option value="">{t('filters.allKinds')}</option>
            {translationOverviewKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kindsPlural.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="text-sm">
          <label htmlFor="translations-language" className="block font-medium">
            {t('filters.language')}
          </label>
          <select id="translations-language" name="language" defaultValue={filters.language ?? ''} className={select}>
            <option value="">{t('filters.allLanguages')}</option>
            {locales.map((language) => (
              <option key={language} value={language}>
                {languageNames[language]}
              </option>
            ))}
          </select>
        </div>
        <div className="text-sm">
          <label htmlFor="translations-state" className="block font-medium">
            {t('filters.state')}
          </label>
          <select id="translations-state" name="state" defaultValue={filters.state ?? ''} className={select}>
            <option value="">{t('filters.allStates')}</option>
            {translationProblemStates.map((state) => (
              <option key={state} value={state}>
                {t(`stateFilter.${state}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass('primary', 'md')}>
          {t('filters.apply')}
        </button>
      </form>
      <ErrorLine className="mt-6" />
      <AdminTable
        className="mt-6"
        columns={[
          { label: t('columns.item'), className: 'min-w-64' },
          ...languages.map((language) => ({ label: language.toUpperCase(), className: 'whitespace-nowrap' })),
        ]}
        empty={t('empty')}
        isEmpty={shown.length === 0}
      >
        {shown.map((item) => {
          const toCheck = item.fields.filter((field) =>
            languages.some((language) => field.states[language] !== 'current'),
          );
          return (
            <tr key={`${item.kind}-${item.id}`} className="align-top">
              <td className="px-3 py-3 [overflow-wrap:anywhere]">
                <span className="block text-xs text-steel-700">{t(`kinds.${item.kind}`)}</span>
                <Link href={editHref(item)} className="font-medium text-signal hover:underline">
                  {item.label}
                </Link>
                {toCheck.length > 0 && (
                  <details className="mt-2">
                    <summary className="cursor-pointer text-sm text-steel-700">
                      {t('toCheck', { count: toCheck.length })}
                    </summary>
                    <ul className="mt-2 space-y-2 text-sm">
                      {toCheck.map((field) => (
                        <li key={`${field.kind}-${field.id}-${field.field}`}>
                          <span className="font-medium">
                            {t(`kinds.${field.kind}`)} · {t(`fields.${field.field as 'name'}`)}
                            {field.source.length > 0 &&
                              ` (${t('changedIn', { languages: names.format(field.source.map((code) => languageName(code, locale))) })})`}
                          </span>
                          <ul className="mt-1 flex flex-wrap gap-2">
                            {languages
                              .filter((language) => field.states[language] !== 'current')
                              .map((language) => {
                                const state = field.states[language] as 'missing' | 'outdated';
                                return (
                                  <li key={language} className="flex items-center gap-2">
                                    <span className={`rounded-sm px-2 py-0.5 font-medium ${stateBadge[state]}`}>
                                      {language.toUpperCase()} · {t(`states.${state}`)}
                                    </span>
                                    {state === 'outdated' && (
                                      <ConfirmTranslation
                                        kind={field.kind}
                                        id={field.id}
                                        field={field.field}
                                        language={language}
                                        label={t('confirm')}
                                        accessibleLabel={t('confirmLabel', {
                                          field: t(`fields.${field.field as 'name'}`),
                                          language: languageName(language, locale),
                                        })}
                                      />
                                    )}
                                  </li>
                                );
                              })}
                          </ul>
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
              </td>
              {languages.map((language) => {
                const { missing, outdated } = item.counts[language];
                return (
                  <td key={language} className="px-3 py-3 text-sm whitespace-nowrap">
                    {missing === 0 && outdated === 0 ? (
                      <span className="text-steel-700">
                        <span aria-hidden="true">✓</span>
                        <span className="sr-only">{t('states.current')}</span>
                      </span>
                    ) : (
                      <span className="flex flex-col items-start gap-1">
                        {missing > 0 && (
                          <span className={`rounded-sm px-2 py-0.5 ${stateBadge.missing}`}>
                            {t('cell.missing', { count: missing })}
                          </span>
                        )}
                        {outdated > 0 && (
                          <span className={`rounded-sm px-2 py-0.5 ${stateBadge.outdated}`}>
                            {t('cell.outdated', { count: outdated })}
                          </span>
                        )}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          );
        })}
      </AdminTable>
      <Pager page={page} pageCount={pageCount} href={pageHref} labels={pager} />
    </>
  );
}

import { getTranslations } from 'next-intl/server';
import type { CSSProperties, ReactNode } from 'react';

import { cardWidths } from '@/config/picture-widths.mjs';
import { compareHref, type CompareView } from '@/i18n/compare-address';
import { formatPrice } from '@/i18n/measures';
import type { Locale } from '@/i18n/locales';
import { machinePath } from '@/i18n/paths';
import type { CharacteristicType } from '@/server/catalogue/characteristic-types';
import type { ComparedMachine } from '@/server/catalogue/compare';

import { WholeModelNames } from '../KeepTogether';
import { CategoryNames } from '../machines/CategoryNames';
import { MediaView } from '../MediaView';
import { type CompareRow, compareRows, sameCells } from './rows';

/** The label column: fixed at the left while the machines scroll beside it (two of them at a time on a phone). */
const labelCell =
  'sticky left-0 z-10 w-28 min-w-28 bg-white py-2 pr-3 pl-4 text-left align-top font-normal text-steel-700 sm:w-48 sm:min-w-48 sm:pl-0';
const machineCell = 'px-3 py-2 align-top hyphens-auto [overflow-wrap:break-word]';
/** What "only differences" hides: the wrapper's `data-only-differences` set, by the server or by the checkbox. */
const hiddenWhenSame = 'group-data-[only-differences]:hidden';

/**
 * The machines side by side: a column each (picture, name, a link that takes it out), a row each for the
 * categories, the price, every characteristic type that one of them has (the unit beside the row's name, the
 * figures alone in the cells), then the free-text characteristics and the options. Every row reads the same for
 * every machine carries `hiddenWhenSame`.
 */
export async function CompareTable({
  id,
  locale,
  view,
  machines,
  types,
}: {
  id: string;
  locale: Locale;
  view: CompareView;
  machines: ComparedMachine[];
  types: CharacteristicType[];
}) {
  const t = await getTranslations({ locale, namespace: 'ComparePage' });
  const rows = compareRows(machines, types, locale);
  const headRows: { row: CompareRow; cells: ReactNode[] }[] = [
    {
      row: {
        key: 'categories',
        label: t('categories'),
        cells: machines.map((machine) => ({ text: machine.categories.map((category) => category.name).join('\n') })),
        same: false,
      },
      cells: machines.map((machine) => <CategoryNames key={machine.id} categories={machine.categories} />),
    },
    {
      row: {
        key: 'price',
        label: t('price'),
        cells: machines.map((machine) => ({
          text: machine.price ? formatPrice(machine.price, locale) : t('priceOnRequest'),
        })),
        same: false,
      },
      cells: [],
    },
  ].map(({ row, cells }) => ({ row: { ...row, same: sameCells(row.cells) }, cells }));
  const sections = [
    { title: t('measured'), rows: rows.measured },
    { title: t('other'), rows: rows.otherCharacteristics },
    { title: t('options'), rows: rows.options },
  ].filter((section) => section.rows.length > 0);
  const everyRow = [...headRows.map(({ row }) => row), ...sections.flatMap((section) => section.rows)];

  return (
    <div
      id={id}
      data-only-differences={view.onlyDifferences ? '' : undefined}
      className="group -mx-6 mt-8 overflow-x-auto sm:mx-0"
    >
      {everyRow.every((row) => row.same) && (
        <p className="mb-4 hidden px-6 text-steel-700 group-data-[only-differences]:block sm:px-0">
          {t('noDifferences')}
        </p>
      )}
      {/* Fixed columns: the machines share the width equally; on a phone each takes half of what the names leave. */}
      <table
        style={{ '--machines': machines.length } as CSSProperties}
        className="w-full min-w-[calc(7rem+var(--machines)*(100vw-7rem)/2)] table-fixed border-collapse text-sm sm:min-w-[calc(12rem+var(--machines)*11rem)]"
      >
        <thead>
          <tr className="border-b border-steel-100">
            <th scope="col" className={labelCell}>
              <span className="sr-only">{t('machine')}</span>
            </th>
            {machines.map((machine) => (
              <th key={machine.id} scope="col" className={`${machineCell} text-left font-normal`}>
                <a href={machinePath(locale, machine.id)} className="group/name block">
                  <span className="block aspect-[4/3] overflow-hidden rounded-sm bg-steel-50">
                    {machine.picture && (
                      <MediaView
                        media={machine.picture}
                        alt=""
                        sizes="(min-width: 640px) 14rem, 50vw"
                        widths={cardWidths}
                        className="h-full w-full object-cover"
                      />
                    )}
                  </span>
                  <span
                    lang={machine.fallback.name}
                    className="mt-2 block font-medium text-anthracite group-hover/name:text-signal"
                  >
                    <WholeModelNames text={machine.name} />
                  </span>
                </a>
                <a
                  href={compareHref(locale, { ...view, ids: view.ids.filter((other) => other !== machine.id) })}
                  data-compare-remove={machine.id}
                  aria-label={t('removeNamed', { name: machine.name })}
                  className="mt-1 inline-block text-xs font-medium text-steel-700 underline hover:text-signal print:hidden"
                >
                  {t('remove')}
                </a>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-steel-100">
          {headRows.map(({ row, cells }) => (
            <Row key={row.key} row={row} rendered={cells} />
          ))}
        </tbody>
        {sections.map((section) => (
          <tbody key={section.title} className="divide-y divide-steel-100">
            <tr className={section.rows.every((row) => row.same) ? hiddenWhenSame : undefined}>
              <th scope="colgroup" colSpan={machines.length + 1} className="pt-8 pb-2 text-left">
                <span className="sticky left-4 text-base font-semibold text-anthracite sm:left-0">{section.title}</span>
              </th>
            </tr>
            {section.rows.map((row) => (
              <Row key={row.key} row={row} />
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

/** One row: its label (with the unit its figures are in), then a cell per machine, blank where it has none. */
function Row({ row, rendered = [] }: { row: CompareRow; rendered?: ReactNode[] }) {
  return (
    <tr data-same={row.same || undefined} className={row.same ? hiddenWhenSame : undefined}>
      <th scope="row" lang={row.lang} className={labelCell}>
        {row.label}
        {row.unit && (
          <>
            {' '}
            <span className="whitespace-nowrap">({row.unit})</span>
          </>
        )}
      </th>
      {row.cells.map((cell, index) => (
        <td key={index} lang={cell?.lang} className={`${machineCell} font-medium tabular-nums`}>
          {rendered[index] ?? cell?.text}
        </td>
      ))}
    </tr>
  );
}

import { dimensionBands, tolerances } from '@/config/cutting';
import { decimalFormat, type Locale } from '@/i18n/locales';

import { ScrollRegion } from '../ScrollRegion.client';

/** The ids of the table's header cells, unique on the page: it has one such table and no other id of these. */
const headerId = {
  thickness: 'tolerance-thickness',
  dimensions: 'tolerance-dimensions',
  band: (index: number) => `tolerance-band-${index}`,
  row: (index: number) => `tolerance-row-${index}`,
};

/**
 * The limit deviations of EN ISO 9013-442: thickness ranges against dimension bands, scrolling inside on a phone.
 * Under its two header rows, each data cell names its headers by `headers` (the dimensions heading, its band under
 * it and its row's thickness): `scope` alone leaves the spanning heading unrelated in a complex table.
 */
export function ToleranceTable(props: { locale: Locale; caption: string; thickness: string; dimensions: string }) {
  const deviation = decimalFormat(props.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const range = ([from, to]: readonly [number, number]) => `${from}–${to}`;

  return (
    <ScrollRegion
      label={props.caption}
      className="relative overflow-x-auto rounded-sm border border-steel-100 scroll-shadows"
    >
      <table className="w-full min-w-[36rem] text-left tabular-nums">
        <caption className="px-4 pt-4 text-left text-sm text-steel-700">{props.caption}</caption>
        {/* The thickness column, then the group that the dimensions heading spans. */}
        <colgroup />
        <colgroup span={dimensionBands.length} />
        <thead>
          <tr className="text-sm">
            <th id={headerId.thickness} scope="col" rowSpan={2} className="px-4 py-3 align-bottom font-semibold">
              {props.thickness}
            </th>
            <th
              id={headerId.dimensions}
              scope="colgroup"
              colSpan={dimensionBands.length}
              className="px-4 pt-3 text-center font-semibold"
            >
              {props.dimensions}
            </th>
          </tr>
          <tr className="border-b border-steel-300 text-sm">
            {dimensionBands.map((band, index) => (
              <th
                key={band[0]}
                id={headerId.band(index)}
                scope="col"
                className="px-4 py-2 text-right font-medium text-steel-700"
              >
                {range(band)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-steel-100">
          {tolerances.map((row, rowIndex) => (
            <tr key={row.thickness[0]}>
              <th id={headerId.row(rowIndex)} scope="row" className="px-4 py-2 font-medium">
                {range(row.thickness)}
              </th>
              {row.deviations.map((value, band) => (
                <td
                  key={band}
                  headers={`${headerId.dimensions} ${headerId.band(band)} ${headerId.row(rowIndex)}`}
                  className="px-4 py-2 text-right"
                >
                  ±{deviation(value)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

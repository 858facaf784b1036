import { dimensionBands, tolerances } from '@/config/cutting';
import { decimalFormat, type Locale } from '@/i18n/locales';

import { ScrollRegion } from '../ScrollRegion.client';

/** The limit deviations of EN ISO 9013-442: thickness ranges against dimension bands, scrolling inside on a phone. */
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
            <th scope="col" rowSpan={2} className="px-4 py-3 align-bottom font-semibold">
              {props.thickness}
            </th>
            <th scope="colgroup" colSpan={dimensionBands.length} className="px-4 pt-3 text-center font-semibold">
              {props.dimensions}
            </th>
          </tr>
          <tr className="border-b border-steel-300 text-sm">
            {dimensionBands.map((band) => (
              <th key={band[0]} scope="col" className="px-4 py-2 text-right font-medium text-steel-700">
                {range(band)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-steel-100">
          {tolerances.map((row) => (
            <tr key={row.thickness[0]}>
              <th scope="row" className="px-4 py-2 font-medium">
                {range(row.thickness)}
              </th>
              {row.deviations.map((value, band) => (
                <td key={band} className="px-4 py-2 text-right">
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

import type { RangeFilter } from '@/i18n/listing-address';
import type { Locale } from '@/i18n/locales';
import { formatDecimal, unitSymbol } from '@/i18n/measures';
import { millionths } from '@/schemas/decimal';
import type { CharacteristicType } from '@/server/catalogue/characteristic-types';
import type { TypeFacet } from '@/server/catalogue/machine-filters';

import type { RangeField } from './FilterFields.client';

/** The lower (or higher) of some decimals, exactly. */
const extreme = (values: string[], lowest: boolean) =>
  values.reduce((a, b) => (millionths(a) < millionths(b) === lowest ? a : b));

/**
 * The range filters a view offers: each type that at least two of the view's machines have (its own range left
 * out), and each the view filters by, with the lowest and highest measure the view holds, in the language's form;
 * and what the closed panel says of each range the view filters by (`Stroke 100–500 mm`, `Stroke ≥ 100 mm`).
 */
export function rangeFieldsOf(
  locale: Locale,
  types: CharacteristicType[],
  facets: TypeFacet[],
  ranges: readonly RangeFilter[],
): { fields: RangeField[]; summaries: string[] } {
  const byType = new Map(facets.map((facet) => [facet.typeId, facet]));
  const shown = (decimal: string | null | undefined) => (decimal == null ? '' : formatDecimal(decimal, locale));
  const fields: RangeField[] = [];
  const summaries: string[] = [];
  for (const type of types) {
    const facet = byType.get(type.id);
    const range = ranges.find((filter) => filter.typeId === type.id);
    if (!range && (facet?.machines ?? 0) < 2) continue;
    const symbol = unitSymbol(type.unit);
    // What the view holds, and the view's own bounds: the inputs accept both.
    const lows = [facet?.min, range?.min].filter((value) => value != null);
    const highs = [facet?.max, range?.max].filter((value) => value != null);
    fields.push([
      type.id,
      `${type.name} (${symbol})`,
      facet?.machines ?? 0,
      lows.length ? extreme(lows, true) : '',
      highs.length ? extreme(highs, false) : '',
      range?.min ?? '',
      range?.max ?? '',
      shown(facet?.min),
      shown(facet?.max),
    ]);
    if (range) {
      const bounds =
        range.min && range.max
          ? `${shown(range.min)}–${shown(range.max)}`
          : range.min
            ? `≥\u00a0${shown(range.min)}`
            : `≤\u00a0${shown(range.max)}`;
      summaries.push(`${type.name} ${bounds}\u00a0${symbol}`);
    }
  }
  return { fields, summaries };
}
